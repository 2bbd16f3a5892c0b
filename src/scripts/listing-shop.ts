// The listing page's Shop section (issue 40): its Add forms and 'Your order' button. listing-page.ts loads this only
// where a shop with a cart renders; the cart's own code (zod/mini included) loads on first use.
export function initShop(shop: HTMLElement): void {
  // Imported as the popup is (its names taken in .then), so the page needs no preload helper.
  let loaded: Promise<Pick<typeof import('../features/shop/cart-panel.ts'), 'addFromForm' | 'openCart' | 'showCount'>>;
  const cart = () =>
    (loaded ??= import('../features/shop/cart-panel.ts').then(({ addFromForm, openCart, showCount }) => ({
      addFromForm,
      openCart,
      showCount,
    })));
  const open = shop.querySelector<HTMLButtonElement>('[data-cart-open]')!;
  shop.addEventListener('submit', (event) => {
    event.preventDefault();
    void cart().then((m) => m.addFromForm(shop, event.target as HTMLFormElement));
  });
  open.addEventListener('click', () => void cart().then((m) => m.openCart(shop, open)));
  for (const form of shop.querySelectorAll<HTMLFormElement>('.shop-add')) form.hidden = false;
  open.hidden = false;
  if (localStorage.getItem(`mainstreet-cart:${shop.dataset.business}`)) void cart().then((m) => m.showCount(shop));
}
