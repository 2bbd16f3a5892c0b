// The shop's pure parts (issue 40): prices as people type them, the editor's items as catalogue records (data
// migration 0030), moving an entry, and the settings page's tax preview.
import { describe, expect, it } from 'vitest';
import { parseDollars, parsePriceText } from '../../src/shared/shop/price-text.ts';
import { catalogueFromCopy } from '../../src/features/shop/copy-to-catalogue.ts';
import { moved, taxPreview } from '../../src/features/shop/shop.ts';
import { itemSchema } from '../../src/schemas/catalogue.ts';
import { shopSettingsSchema } from '../../src/schemas/shop-settings.ts';
import type { SiteCopy } from '../../src/schemas/site-copy.ts';

describe('prices', () => {
  it.each([
    ['$12.50', 1250],
    ['12,50 $', 1250],
    ['12.50$', 1250],
    ['CA$ 8', 800],
    ['8.00 CAD', 800],
    ['$4', 400],
    ['4.5', 450],
    ['1 250,00 $', 125000],
    ['0', 0],
  ])('reads %j as %i cents', (text, cents) => expect(parsePriceText(text)).toBe(cents));

  it.each(['from $12', '$10-$15', 'market price', '', '$', '1,000', '12.505', '-3', '$12.50 each'])(
    'refuses %j: not one plain amount',
    (text) => expect(parsePriceText(text)).toBeNull(),
  );

  it('reads the dashboard field strictly', () => {
    expect(parseDollars('4.50')).toBe(450);
    expect(parseDollars('4,5')).toBe(450);
    expect(parseDollars('$ 3')).toBe(300);
    expect(parseDollars('4.50 CAD')).toBeNull();
    expect(parseDollars('1e3')).toBeNull();
    expect(itemSchema.safeParse({ price: '99999999' }).success).toBe(false);
  });
});

const owner = (name: string, price: string, description = '') => ({ name, price, description });
const copyWith = (menu: SiteCopy['menu'], shop: SiteCopy['shop']) => ({ menu, shop }) as unknown as SiteCopy;

describe('data migration 0030: the editor’s items as catalogue records', () => {
  const en = copyWith(
    {
      intro: 'Our menu, made every morning.',
      sections: [
        { title: 'Coffee', items: [owner('Latte', '$4.50', 'Double shot'), owner('Drip', 'from $2'), owner('', '')] },
        { title: 'Empty', items: [] },
      ],
    },
    { intro: 'Take some home.', products: [owner('Beans 1 kg', '$24.00')] },
  );
  const fr = copyWith(
    {
      intro: 'Notre menu.',
      sections: [{ title: 'Café', items: [owner('Latté', '4,50 $', 'Double'), owner('Filtre', 'dès 2 $')] }],
    },
    { intro: 'À emporter.', products: [owner('Grains 1 kg', '24,00 $')] },
  );

  it('maps sections and items in both languages, parsing prices into cents', () => {
    const sections = catalogueFromCopy(['en', 'fr'], en, fr);
    expect(sections.map((s) => s.name)).toEqual([
      { en: 'Coffee', fr: 'Café' },
      { en: 'Shop', fr: 'Boutique' },
    ]);
    expect(sections[0]!.items[0]).toEqual({
      name: { en: 'Latte', fr: 'Latté' },
      description: { en: 'Double shot', fr: 'Double' },
      priceCents: 450,
      visible: true,
    });
    expect(sections[1]!.items[0]).toMatchObject({ name: { en: 'Beans 1 kg', fr: 'Grains 1 kg' }, priceCents: 2400 });
  });

  it('hides an item whose price is not one amount, at $0, keeping the owner’s words; drops empty rows', () => {
    const [coffee] = catalogueFromCopy(['en', 'fr'], en, fr);
    expect(coffee!.items).toHaveLength(2);
    expect(coffee!.items[1]).toEqual({
      name: { en: 'Drip', fr: 'Filtre' },
      description: { en: 'Price on your website: from $2', fr: 'Prix sur votre site : dès 2 $' },
      priceCents: 0,
      visible: false,
    });
  });

  it('makes nothing from a site without menu or shop, and one language from a one-language site', () => {
    expect(catalogueFromCopy(['en'], copyWith(null, null), null)).toEqual([]);
    const [coffee] = catalogueFromCopy(['fr'], fr, null);
    expect(coffee!.name).toEqual({ fr: 'Café' });
  });
});

describe('the Shop page', () => {
  it('moves an entry up or down, and not past the ends', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toBeNull();
    expect(moved(['a', 'b', 'c'], 0, -1)).toBeNull();
  });

  const form = {
    ...shopSettingsSchema.parse({
      pickup_enabled: true,
      prep_minutes: 20,
      delivery_enabled: false,
      delivery_fee: '0',
      delivery_minimum: '0',
      delivery_postal_prefixes: [],
      shipping_enabled: false,
      shipping_flat: '0',
      registered: false,
      gst_hst_number: '',
      qst_number: '',
      pst_number: '',
    }),
    registered: true,
    gst_hst_number: '123456789RT0001',
    qst_number: '1234567890 TQ0001',
    pst_number: '',
  } as never;

  it('previews GST and QST in Quebec, HST in Ontario, and nothing for a small supplier', () => {
    const qc = taxPreview(form, 'QC', '2026-11-27')!;
    expect(qc.lines.map((l) => [l.tax, l.amountCents])).toEqual([
      ['GST', 50],
      ['QST', 100],
    ]);
    expect(taxPreview(form, 'ON', '2026-11-27')!.lines.map((l) => [l.tax, l.amountCents])).toEqual([['HST', 130]]);
    const small = taxPreview({ ...(form as object), registered: false } as never, 'AB', '2026-11-27')!;
    expect(small.lines).toEqual([]);
    expect(small.notCharged).toEqual([{ tax: 'GST', reason: 'small-supplier' }]);
    expect(taxPreview(form, null, '2026-11-27')).toBeNull();
  });
});
