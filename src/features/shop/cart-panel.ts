/**
 * The cart on a listing page or a live website (issue 40), loaded on first use: the Add forms put lines in the
 * business's cart (localStorage), and 'Your order' opens a modal dialog (focus moves in, Escape closes, focus
 * returns) with the lines, the ways the shop sells (pickup times read from the server's own slot code through
 * `GET /api/shop/pickup-times`), the buyer's details, checked with `shopCheckoutSchema` as the function checks
 * them, then `POST /api/shop/checkout` and on to its pay page. A refusal is shown by its field, or above the
 * button for a 409 (sold out, a time gone), and the cart is kept. Built with DOM nodes and textContent only.
 */
import { pickupTimesResponseSchema, shopCheckoutSchema } from '../../schemas/shop-checkout.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { LOCALES } from '../../shared/i18n/locales.ts';
import { provinceNameIn } from '../../shared/i18n/places.ts';
import { formatMoney } from '../../shared/money.ts';
import { PROVINCE_CODES } from '../../shared/sales-tax/types.ts';
import { el } from '../shop-pay/order-view.ts';
import {
  addToCart,
  cartCount,
  cartSubtotal,
  checkoutBody,
  errorsByField,
  readCart,
  setQuantity,
  writeCart,
} from './cart.ts';
import type { CheckoutFields } from './cart.ts';
import { CART_TEXT, messageIn } from './cart-text.ts';
import { checkoutForm, type ShopOffer } from './cart-form.ts';

interface Shop {
  root: HTMLElement;
  business: string;
  /** 'website' on a live website (its markup names the platform's origin to call, data-api), else a listing page. */
  source: 'listing' | 'website';
  lang: Lang;
  api: string;
  offer: ShopOffer;
}

const shopOf = (root: HTMLElement): Shop => ({
  root,
  business: root.dataset.business ?? '',
  source: root.dataset.api ? 'website' : 'listing',
  lang: root.dataset.lang === 'fr' ? 'fr' : 'en',
  api: root.dataset.api ?? '',
  offer: JSON.parse(root.dataset.offer ?? '{}') as ShopOffer,
});

/** The 'Your order' button's text: the count of units in the cart. */
export function showCount(root: HTMLElement | Shop): void {
  const shop = 'root' in root ? root : shopOf(root);
  const n = cartCount(readCart(localStorage, shop.business));
  for (const b of shop.root.querySelectorAll<HTMLElement>('[data-cart-open]'))
    b.textContent = CART_TEXT[shop.lang].cart(n);
}

/** One unit of an Add form's item, with its chosen options, into the cart. */
export function addFromForm(root: HTMLElement, form: HTMLFormElement): void {
  const shop = shopOf(root);
  const t = CART_TEXT[shop.lang];
  const selects = [...form.querySelectorAll('select')];
  const chosen = selects.map((s) => s.selectedOptions[0]!);
  const line = {
    item_id: form.dataset.item ?? '',
    options: chosen.map((o) => o.value),
    quantity: 1,
    name: form.closest('li')?.querySelector('strong')?.textContent ?? '',
    detail: chosen.map((o, i) => `${selects[i]!.dataset.choice}: ${o.textContent}`).join(', '),
    unit_cents: Number(form.dataset.price) + chosen.reduce((sum, o) => sum + Number(o.dataset.delta ?? 0), 0),
  };
  writeCart(localStorage, shop.business, addToCart(readCart(localStorage, shop.business), line));
  showCount(shop);
  const status = root.querySelector('[data-cart-status]');
  if (status) status.textContent = t.added(line.name);
}

let dialog: HTMLDialogElement | undefined;

/** Opens the cart dialog; `opener` gets the focus back when it closes. */
export function openCart(root: HTMLElement, opener: HTMLElement): void {
  const shop = shopOf(root);
  dialog?.remove();
  dialog = el('dialog', undefined, 'cart-dialog') as HTMLDialogElement;
  dialog.setAttribute('aria-labelledby', 'cart-title');
  dialog.addEventListener('close', () => {
    dialog?.remove();
    showCount(shop);
    opener.focus();
  });
  document.body.append(dialog);
  renderCart(shop, dialog);
  dialog.showModal();
}

function renderCart(shop: Shop, box: HTMLDialogElement): void {
  const t = CART_TEXT[shop.lang];
  const money = (cents: number) => formatMoney(cents, shop.lang);
  const lines = readCart(localStorage, shop.business);
  const head = el('div', undefined, 'cart-head');
  const title = el('h2', t.title);
  title.id = 'cart-title';
  const close = el('button', t.close, 'btn btn-ghost') as HTMLButtonElement;
  close.type = 'button';
  close.addEventListener('click', () => box.close());
  head.append(title, close);
  box.replaceChildren(head);
  if (!lines.length) {
    box.append(el('p', t.empty));
    close.focus();
    return;
  }
  const list = el('ul', undefined, 'cart-lines');
  const change = (index: number, quantity: number) => {
    writeCart(localStorage, shop.business, setQuantity(readCart(localStorage, shop.business), index, quantity));
    renderCart(shop, box);
  };
  lines.forEach((line, i) => {
    const li = el('li');
    const what = el('p');
    what.append(el('strong', line.name), ...(line.detail ? [el('br'), el('small', line.detail)] : []));
    const controls = el('p', undefined, 'cart-qty');
    const button = (text: string, label: string, to: number) => {
      const b = el('button', text, 'btn btn-ghost') as HTMLButtonElement;
      b.type = 'button';
      b.setAttribute('aria-label', label);
      b.addEventListener('click', () => change(i, to));
      return b;
    };
    const count = el('span', String(line.quantity));
    count.setAttribute('aria-label', t.quantity(line.name, line.quantity));
    controls.append(
      button('−', t.less(line.name), line.quantity - 1),
      count,
      button('+', t.more(line.name), line.quantity + 1),
      el('span', money(line.unit_cents * line.quantity), 'cart-amount'),
      button('×', t.remove(line.name), 0),
    );
    li.append(what, controls);
    list.append(li);
  });
  const subtotal = el('p', t.subtotal(money(cartSubtotal(lines))), 'cart-subtotal');
  box.append(list, subtotal, el('p', t.estimate, 'muted small'));
  const form = checkoutForm(shop.offer, shop.lang, provinces(shop.lang), (url) => loadTimes(shop, url));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(shop, form);
  });
  box.append(form);
  close.focus();
}

const provinces = (lang: Lang) => PROVINCE_CODES.map((code) => ({ code, name: provinceNameIn(lang, code) }));

async function loadTimes(shop: Shop, select: HTMLSelectElement): Promise<void> {
  const t = CART_TEXT[shop.lang];
  const note = select.parentElement?.querySelector('[data-times-note]');
  try {
    const res = await fetch(`${shop.api}/api/shop/pickup-times?business=${encodeURIComponent(shop.business)}`);
    const times = pickupTimesResponseSchema.parse(await res.json());
    const fmt = new Intl.DateTimeFormat(LOCALES[shop.lang], {
      timeZone: times.timeZone,
      weekday: 'long',
      hour: 'numeric',
      minute: '2-digit',
    });
    select.replaceChildren();
    if (times.asap) select.append(new Option(t.asap, ''));
    for (const day of times.days)
      for (const slot of day.slots) select.append(new Option(fmt.format(new Date(slot)), slot));
    if (note) note.textContent = select.options.length ? '' : t.noTimes;
  } catch {
    if (note) note.textContent = t.timesFailed;
  }
}

async function submit(shop: Shop, form: HTMLFormElement): Promise<void> {
  const t = CART_TEXT[shop.lang];
  const status = form.querySelector<HTMLElement>('[data-form-status]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  const names: (keyof CheckoutFields)[] = ['fulfilment', 'pickup_at', 'customer_name', 'customer_email'];
  names.push('customer_phone', 'line1', 'city', 'province', 'postal_code');
  const fields = Object.fromEntries(names.map((n) => [n, value(n)])) as unknown as CheckoutFields;
  const body = checkoutBody(shop.business, shop.source, shop.lang, readCart(localStorage, shop.business), fields);
  const parsed = shopCheckoutSchema.safeParse(body);
  if (!parsed.success) return showErrors(shop, form, errorsByField(parsed.error.issues), t.fixFields);
  button.disabled = true;
  status.textContent = t.sending;
  try {
    const res = await fetch(`${shop.api}/api/shop/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(parsed.data),
    });
    const answer = (await res.json().catch(() => ({}))) as {
      pay_url?: string;
      error?: { message?: string; fields?: Record<string, string[]> };
    };
    if (res.ok && answer.pay_url) {
      // The order holds the lines now; its pay page links back to the shop if the payment fails.
      writeCart(localStorage, shop.business, []);
      location.assign(answer.pay_url);
      return;
    }
    const message = messageIn(shop.lang, answer.error?.message ?? t.failed);
    const byField = Object.fromEntries(
      Object.entries(answer.error?.fields ?? {}).map(([k, v]) => [k === 'address' ? 'postal_code' : k, v[0] ?? '']),
    );
    delete byField.lines;
    showErrors(shop, form, byField, res.status === 409 ? `${message} ${t.conflict}` : message);
  } catch {
    showErrors(shop, form, {}, t.failed);
  } finally {
    button.disabled = false;
  }
}

function showErrors(shop: Shop, form: HTMLFormElement, errors: Record<string, string>, summary: string): void {
  let first: HTMLElement | null = null;
  for (const slot of form.querySelectorAll<HTMLElement>('[data-error-for]')) {
    const name = slot.dataset.errorFor!;
    const message = errors[name] ? messageIn(shop.lang, errors[name]!) : '';
    slot.textContent = message;
    const input = form.elements.namedItem(name) as HTMLElement | null;
    input?.setAttribute?.('aria-invalid', message ? 'true' : 'false');
    if (message && !first && input instanceof HTMLElement) first = input;
  }
  const status = form.querySelector<HTMLElement>('[data-form-status]')!;
  status.textContent = summary;
  (first ?? status).focus();
}
