// The cart priced from the catalogue: options and their price differences, choices that are not the item's,
// counted stock across lines, and the postal-code check of local delivery.
import { describe, expect, it } from 'vitest';
import { priceCart, servesPostalCode, type CatalogueItem } from '../../src/shared/shop/pricing.ts';

const latte: CatalogueItem = {
  id: 'latte',
  name: { en: 'Latte', fr: 'Latté' },
  price_cents: 450,
  choices: [
    {
      name: { en: 'Size', fr: 'Format' },
      options: [
        { id: 'small', name: { en: 'Small', fr: 'Petit' }, deltaCents: 0 },
        { id: 'large', name: { en: 'Large', fr: 'Grand' }, deltaCents: 75 },
      ],
    },
  ],
  stock: 3,
  tax_category: 'taxable',
  pickup: true,
  local_delivery: true,
  shipping: false,
};
const items = new Map([[latte.id, latte]]);

describe('priceCart', () => {
  it('prices each line from the catalogue, options included, in the order’s language', () => {
    const result = priceCart(items, [{ item_id: 'latte', quantity: 2, options: ['large'] }], 'pickup', 'fr');
    expect(result).toEqual({
      ok: true,
      subtotalCents: 1050,
      lines: [
        {
          line: 1,
          itemId: 'latte',
          name: 'Latté',
          choices: 'Format: Grand',
          unitPriceCents: 525,
          quantity: 2,
          taxCategory: 'taxable',
          holdQuantity: 2,
        },
      ],
    });
  });

  it('refuses an option that is not the item’s, a missing choice, too many across lines, the wrong way', () => {
    const line = (options: string[], quantity = 1) => ({ item_id: 'latte', quantity, options });
    expect(priceCart(items, [line(['huge'])], 'pickup', 'en')).toMatchObject({ ok: false, code: 'choices_invalid' });
    expect(priceCart(items, [line([])], 'pickup', 'en')).toMatchObject({ ok: false, code: 'choices_invalid' });
    const tooMany = priceCart(items, [line(['small'], 2), line(['large'], 2)], 'pickup', 'en');
    expect(tooMany).toMatchObject({ ok: false, status: 409, message: 'Only 3 of Latte left.' });
    const shipped = priceCart(items, [line(['small'])], 'shipping', 'en');
    expect(shipped).toMatchObject({ ok: false, code: 'fulfilment_unavailable' });
    expect(priceCart(items, [{ ...line(['small']), item_id: 'gone' }], 'pickup', 'en')).toMatchObject({
      ok: false,
      code: 'item_unavailable',
    });
  });

  it('refuses in the cart’s language, naming the item as that language writes it', () => {
    const line = (options: string[], quantity = 1) => ({ item_id: 'latte', quantity, options });
    const message = (lang: string, cart: ReturnType<typeof line>[], how: 'pickup' | 'shipping' = 'pickup') => {
      const result = priceCart(items, cart, how, lang);
      return result.ok ? '' : result.message;
    };
    expect(message('en', [line(['small'], 4)])).toBe('Only 3 of Latte left.');
    expect(message('fr', [line(['small'], 4)])).toBe('Latté : il n’en reste que 3.');
    expect(message('fr', [line(['small'])], 'shipping')).toBe('Latté n’est pas offert pour l’expédition.');
    expect(message('en', [line(['small'])], 'shipping')).toBe('Latte is not available for shipping.');
    expect(message('fr', [line([])])).toBe('Choisissez une option pour chaque choix de Latté.');
    expect(message('fr', [{ ...line(['small']), item_id: 'gone' }])).toBe(
      'Un article de votre commande n’est plus offert. Retirez-le et réessayez.',
    );
    const soldOut = new Map([['latte', { ...latte, stock: 0 }]]);
    const none = (lang: string) => priceCart(soldOut, [line(['small'])], 'pickup', lang);
    expect([none('en'), none('fr')]).toMatchObject([
      { message: 'Latte is sold out.' },
      { message: 'Latté est épuisé.' },
    ]);
  });

  it('local delivery serves the postal codes that start with a served prefix', () => {
    expect(servesPostalCode(['K1P', 'h2'], 'k1p 1j1')).toBe(true);
    expect(servesPostalCode(['K1P', 'h2'], 'H2X 1Y4')).toBe(true);
    expect(servesPostalCode(['K1P'], 'K1A 0B1')).toBe(false);
    expect(servesPostalCode([], 'K1P 1J1')).toBe(false);
  });
});
