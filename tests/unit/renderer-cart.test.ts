// The cart on a generated website (issue 40): a site whose Menu or Shop page takes orders gets the cart's script as
// assets/cart.js, loaded by those pages only, with the dialog's rules in the CSS; without an active payout
// account, no page loads it and the site carries no such file.
import { describe, expect, it } from 'vitest';
import { renderSite, type SiteFile } from '../../src/features/site-renderer/render.ts';
import { CART_SCRIPT } from '../../src/features/site-renderer/cart-script.generated.ts';
import { CART_SITE_CSS } from '../../src/features/shop/cart-css.ts';
import type { Storefront } from '../../src/server/shop/storefront-data.ts';
import { makeSpec } from './renderer-fixture.ts';

const shop = (payments_on: boolean): Storefront => ({
  business_id: '11111111-1111-4111-8111-111111111111',
  payments_on,
  sections: [],
  items: [
    {
      id: 'bun',
      section_id: null,
      name: { en: 'Cinnamon bun' },
      description: {},
      price_cents: 425,
      choices: [],
      stock: null,
      photos: [],
    },
  ],
  pickup: true,
  delivery: null,
  shipping: null,
});

const render = (payments: boolean) =>
  renderSite(
    makeSpec({}, undefined, { platformUrl: 'https://mainstreet.example' }),
    {},
    { commerce: { shop: shop(payments), province: 'AB', bookings: {} } },
  );
const page = (files: SiteFile[], path: string) => String(files.find((f) => f.path === path)?.body);

describe('the cart on a generated website', () => {
  it('is written as assets/cart.js and loaded by the Menu page when the shop takes payments', () => {
    const files = render(true);
    const cart = files.find((f) => f.path === 'assets/cart.js');
    expect(cart).toEqual({ path: 'assets/cart.js', contentType: 'text/javascript; charset=utf-8', body: CART_SCRIPT });
    const menu = page(files, 'menu/index.html');
    expect(menu).toContain('<script src="../assets/cart.js" defer></script>');
    expect(menu).toContain('data-api="https://mainstreet.example"');
    expect(menu).toContain(CART_SITE_CSS);
    expect(page(files, 'index.html')).not.toContain('assets/cart.js');
  });

  it('is neither written nor loaded without an active payout account', () => {
    const files = render(false);
    expect(files.some((f) => f.path === 'assets/cart.js')).toBe(false);
    expect(files.some((f) => String(f.body).includes('assets/cart.js'))).toBe(false);
    expect(files.some((f) => String(f.body).includes('.cart-dialog{'))).toBe(false);
  });
});
