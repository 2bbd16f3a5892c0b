// The generated website's Menu and Shop pages from the catalogue and its 'Book' links (issues 40 and 41): items in
// each language with money per language, 'Sold out', the cart's markup only with an active payout account, no
// page or link without items, 'Book' only on bookable services, and the copy's lists when no catalogue is given.
import { describe, expect, it } from 'vitest';
import { renderSite, type SiteFile } from '../../src/features/site-renderer/render.ts';
import type { SiteCommerce } from '../../src/features/site-renderer/commerce.ts';
import type { Storefront, StorefrontItem } from '../../src/server/shop/storefront-data.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { copyRequestFor } from '../../src/server/generation/assemble.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import { makeSpec, RECORD, REQUEST } from './renderer-fixture.ts';

const item = (over: Partial<StorefrontItem>): StorefrontItem => ({
  id: 'i',
  section_id: 's1',
  name: { en: 'Oat latte', fr: 'Latté à l’avoine' },
  description: { en: 'Steamed oat milk', fr: 'Lait d’avoine' },
  price_cents: 550,
  choices: [],
  stock: null,
  photos: [],
  ...over,
});

function storefront(paymentsOn: boolean): Storefront {
  return {
    business_id: '11111111-1111-4111-8111-111111111111',
    payments_on: paymentsOn,
    sections: [{ id: 's1', name: { en: 'Drinks', fr: 'Boissons' } }],
    items: [
      item({
        id: 'latte',
        photos: ['/files/catalogue-photos/b/latte.webp'],
        choices: [
          {
            name: { en: 'Size', fr: 'Format' },
            options: [
              { id: 'small', name: { en: 'Small', fr: 'Petit' }, deltaCents: 0 },
              { id: 'large', name: { en: 'Large', fr: 'Grand' }, deltaCents: 75 },
            ],
          },
        ],
      }),
      item({ id: 'scone', name: { en: 'Cheddar scone', fr: 'Scone au cheddar' }, price_cents: 1225, stock: 0 }),
    ],
    pickup: true,
    delivery: null,
    shipping: null,
  };
}

const commerce = (over: Partial<SiteCommerce> = {}): SiteCommerce => ({
  shop: storefront(true),
  province: 'AB',
  bookings: {},
  ...over,
});

function bilingualSpec(): SiteSpec {
  const request = generateWebsiteSchema.parse({ ...REQUEST, languages: 'en-fr' });
  return makeSpec({ languages: 'en-fr' }, RECORD, {
    platformUrl: 'https://mainstreet.example',
    copy: writeBuiltinCopy(copyRequestFor(request, RECORD, 1, 'en')),
    secondCopy: writeBuiltinCopy(copyRequestFor(request, RECORD, 1, 'fr')),
  });
}

const html = (files: SiteFile[], path: string) => {
  const file = files.find((f) => f.path === path);
  return file === undefined ? undefined : String(file.body);
};

describe('the Menu page from the catalogue', () => {
  const spec = bilingualSpec();

  it('lists the catalogue in each language, money per language, sold out, and the copy’s intro', () => {
    const files = renderSite(spec, {}, { commerce: commerce() });
    const en = html(files, 'menu/index.html')!;
    expect(en).toContain('<h2>Drinks</h2>');
    expect(en).toContain('Oat latte');
    expect(en).toContain('$5.50');
    expect(en).toContain('Large (+$0.75)');
    expect(en).toMatch(/Cheddar scone<\/strong> <span>\$12\.25<\/span><span class="badge">Sold out/);
    expect(en).toContain(spec.copy.menu!.intro.replaceAll("'", '&#39;'));
    // The platform's image CDN makes the 96 px thumbnail (and its 2x) from the stored 1200 px photo.
    const thumb = 'https://mainstreet.example/.netlify/images?url=%2Ffiles%2Fcatalogue-photos%2Fb%2Flatte.webp';
    expect(en).toContain(`src="${thumb}&amp;w=96&amp;h=96&amp;fit=cover&amp;fm=webp"`);
    expect(en).toContain(`srcset="${thumb}&amp;w=192&amp;h=192&amp;fit=cover&amp;fm=webp 2x"`);
    const fr = html(files, 'fr/menu/index.html')!;
    expect(fr).toContain('<h2>Boissons</h2>');
    expect(fr).toContain('Latté à l’avoine');
    expect(fr).toContain('5,50\u00a0$');
    expect(fr).toContain('Épuisé');
    expect(fr).not.toContain('Oat latte');
  });

  it('carries the cart’s markup only with an active payout account', () => {
    const on = html(renderSite(spec, {}, { commerce: commerce() }), 'menu/index.html')!;
    expect(on).toContain('data-shop data-business="11111111-1111-4111-8111-111111111111" data-lang="en"');
    expect(on).toContain('data-api="https://mainstreet.example"');
    expect(on).toContain('data-cart-open hidden');
    expect(on).toContain('<form class="shop-add" data-item="latte" data-price="550" hidden>');
    expect(on).not.toContain('data-item="scone"'); // sold out: nothing to add
    expect(on).toContain('data-cart-status');
    expect(on).toContain('.shop [hidden]{display:none}'); // no form that does nothing before the cart script runs
    expect(on).not.toContain('To order,');

    const off = html(renderSite(spec, {}, { commerce: commerce({ shop: storefront(false) }) }), 'menu/index.html')!;
    for (const cart of ['data-shop', 'data-offer', 'data-cart-open', 'class="shop-add"', 'data-cart-status'])
      expect(off).not.toContain(cart);
    expect(off).toContain('Oat latte');
    expect(off).toMatch(/To order, <a href="\.\.\/contact\/">send us a message<\/a>/);
  });

  it('says to call when the site has no contact page (the phone the owner gave)', () => {
    const noContact = { ...spec, pages: spec.pages.filter((p) => p !== 'contact') };
    const off = html(renderSite(noContact, {}, { commerce: commerce({ shop: storefront(false) }) }), 'menu/index.html');
    expect(off).toContain(`To order, call <a href="tel:`);
  });

  it('leaves the Menu and Shop pages, their links and the home teaser out when the catalogue has no item', () => {
    const files = renderSite(spec, {}, { commerce: commerce({ shop: undefined }) });
    expect(html(files, 'menu/index.html')).toBeUndefined();
    expect(html(files, 'shop/index.html')).toBeUndefined();
    const home = html(files, 'index.html')!;
    expect(home).not.toContain('href="menu/"');
    expect(home).not.toContain('href="shop/"');
    expect(home).not.toContain('From the menu');
  });

  it('shows the catalogue’s first section on the home page and links the menu', () => {
    const home = html(renderSite(spec, {}, { commerce: commerce() }), 'index.html')!;
    expect(home).toContain('From the menu');
    expect(home).toContain('href="menu/"');
    expect(home).toContain('Oat latte');
  });

  it('renders the copy’s price lists as before when no catalogue is given (examples, drafts)', () => {
    const files = renderSite(makeSpec());
    const menu = html(files, 'menu/index.html')!;
    expect(menu).toContain('Espresso');
    expect(menu).not.toContain('data-shop');
  });
});

describe("'Book' on bookable services", () => {
  const spec = bilingualSpec();
  const bookings = { 'dine-in': '/book/?listing=sunrise&service=svc-1' };

  it('links a bookable service’s page and card to the platform’s booking page in the page’s language', () => {
    const files = renderSite(spec, {}, { commerce: commerce({ bookings }) });
    const page = html(files, 'services/dine-in/index.html')!;
    const href = 'https://mainstreet.example/book/?listing=sunrise&amp;service=svc-1&amp;lang=en';
    expect(page).toContain(`<a class="btn btn-primary" href="${href}">Book</a>`);
    const fr = html(files, 'fr/services/dine-in/index.html')!;
    expect(fr).toContain('service=svc-1&amp;lang=fr">Réserver</a>');
    const cards = html(files, 'services/index.html')!;
    expect(cards.match(/>Book<span class="visually-hidden">/g)).toHaveLength(1);
  });

  it('gives no Book link to services that are not bookable, nor without bookings', () => {
    const files = renderSite(spec, {}, { commerce: commerce({ bookings }) });
    expect(html(files, 'services/takeout/index.html')).not.toContain('/book/');
    expect(html(renderSite(spec), 'services/dine-in/index.html')).not.toContain('/book/');
  });
});
