// The listing page's Shop section from catalogue rows (issue 40): sections in order, items outside a section
// last, names in the page's language (else the owner's first), prices per language, choices, sold out.
import { describe, expect, it } from 'vitest';
import { optionLabel, storefrontSections } from '../../src/features/shop/storefront-view.ts';
import type { Storefront, StorefrontItem } from '../../src/server/shop/storefront-data.ts';

const item = (over: Partial<StorefrontItem>): StorefrontItem => ({
  id: 'i',
  section_id: null,
  name: { en: 'Latte', fr: 'Latté' },
  description: { en: 'Espresso and steamed milk' },
  price_cents: 450,
  choices: [],
  stock: null,
  photos: [],
  ...over,
});
const shop: Pick<Storefront, 'sections' | 'items'> = {
  sections: [
    { id: 's1', name: { en: 'Drinks', fr: 'Boissons' } },
    { id: 's2', name: { en: 'Empty' } },
  ],
  items: [
    item({
      id: 'a',
      section_id: 's1',
      photos: ['/files/catalogue-photos/b/x.webp'],
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
    item({ id: 'b', name: { en: 'Muffin' }, stock: 0 }),
    item({ id: 'c', section_id: 'gone', name: { en: 'Scone' }, stock: 2 }),
  ],
};

describe('storefrontSections', () => {
  it('groups items by section in English, items without a known section under More; empty sections left out', () => {
    const view = storefrontSections(shop, 'en');
    expect(view.map((s) => [s.title, s.items.map((i) => i.id)])).toEqual([
      ['Drinks', ['a']],
      ['More', ['b', 'c']],
    ]);
    const latte = view[0]!.items[0]!;
    expect(latte).toMatchObject({ name: 'Latte', price: '$4.50', photo: '/files/catalogue-photos/b/x.webp' });
    expect(latte.choices[0]!.options.map((o) => o.label)).toEqual(['Small', 'Large (+$0.75)']);
    expect(view[1]!.items.map((i) => [i.soldOut, i.left])).toEqual([
      [true, null],
      [false, 2],
    ]);
  });

  it('writes French names and prices, falling back to what the owner wrote', () => {
    const view = storefrontSections(shop, 'fr');
    expect(view.map((s) => s.title)).toEqual(['Boissons', 'Autres']);
    const latte = view[0]!.items[0]!;
    expect(latte.name).toBe('Latté');
    expect(latte.price).toBe('4,50\u00a0$');
    expect(latte.description).toBe('Espresso and steamed milk');
    expect(latte.choices[0]!.options[1]!.label).toBe('Grand (+0,75\u00a0$)');
    expect(view[1]!.items[0]!.name).toBe('Muffin');
  });

  it('labels a lower price with a minus sign', () => {
    expect(optionLabel('Oat milk', -50, 'en')).toBe('Oat milk (−$0.50)');
  });
});
