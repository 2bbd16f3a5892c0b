/**
 * A cart priced from the catalogue (issue 40): the buyer names items, quantities and option ids; every price,
 * option, tax category and availability comes from the catalogue rows the server read. A tampered cart therefore
 * changes nothing: an unknown or hidden item, an option that is not the item's, or an item that cannot be had
 * this way is refused with the item's name, in the cart's language (checkout-text.ts). Pure.
 */
import { checkoutText } from './checkout-text.ts';
export type Localized = Record<string, string>;
export type TaxCategory = 'taxable' | 'zero-rated' | 'exempt';
export type ShopFulfilment = 'pickup' | 'local-delivery' | 'shipping';

export interface CatalogueItem {
  id: string;
  name: Localized;
  price_cents: number;
  choices: { name: Localized; options: { id: string; name: Localized; deltaCents: number }[] }[];
  stock: number | null;
  tax_category: TaxCategory;
  pickup: boolean;
  local_delivery: boolean;
  shipping: boolean;
}

export interface PricedLine {
  line: number;
  itemId: string;
  name: string;
  choices: string;
  unitPriceCents: number;
  quantity: number;
  taxCategory: TaxCategory;
  /** Units to hold: the quantity for a counted item, 0 for an unlimited one. */
  holdQuantity: number;
}

export type PricingResult =
  | { ok: true; lines: PricedLine[]; subtotalCents: number }
  | { ok: false; status: 400 | 409; code: string; message: string };

/** A name in the order's language, else the first one given. */
export const localized = (text: Localized, lang: string) => text[lang] || Object.values(text)[0] || '';

const OFFERED: Record<ShopFulfilment, keyof Pick<CatalogueItem, 'pickup' | 'local_delivery' | 'shipping'>> = {
  pickup: 'pickup',
  'local-delivery': 'local_delivery',
  shipping: 'shipping',
};

export function priceCart(
  items: ReadonlyMap<string, CatalogueItem>,
  cart: readonly { item_id: string; quantity: number; options: string[] }[],
  fulfilment: ShopFulfilment,
  lang: string,
): PricingResult {
  const t = checkoutText(lang);
  const lines: PricedLine[] = [];
  const wanted = new Map<string, number>();
  for (const [index, entry] of cart.entries()) {
    const item = items.get(entry.item_id);
    if (!item) {
      return { ok: false, status: 409, code: 'item_unavailable', message: t.itemGone };
    }
    const name = localized(item.name, lang);
    if (!item[OFFERED[fulfilment]]) {
      return { ok: false, status: 409, code: 'fulfilment_unavailable', message: t.notOffered(name, fulfilment) };
    }
    if (entry.options.length !== item.choices.length) {
      return { ok: false, status: 400, code: 'choices_invalid', message: t.chooseOptions(name) };
    }
    let unit = item.price_cents;
    const chosen: string[] = [];
    for (const [i, choice] of item.choices.entries()) {
      const option = choice.options.find((o) => o.id === entry.options[i]);
      if (!option) {
        return { ok: false, status: 400, code: 'choices_invalid', message: t.chooseOptions(name) };
      }
      unit += option.deltaCents;
      chosen.push(`${localized(choice.name, lang)}: ${localized(option.name, lang)}`);
    }
    const total = (wanted.get(item.id) ?? 0) + entry.quantity;
    wanted.set(item.id, total);
    if (item.stock !== null && item.stock < total) {
      const message = item.stock === 0 ? t.soldOut(name) : t.onlyLeft(item.stock, name);
      return { ok: false, status: 409, code: 'sold_out', message };
    }
    lines.push({
      line: index + 1,
      itemId: item.id,
      name,
      choices: chosen.join(', '),
      unitPriceCents: Math.max(0, unit),
      quantity: entry.quantity,
      taxCategory: item.tax_category,
      holdQuantity: item.stock === null ? 0 : entry.quantity,
    });
  }
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  return { ok: true, lines, subtotalCents };
}

/** True when a postal code starts with one of the served prefixes ('K1P', 'H2'); spaces and case ignored. */
export function servesPostalCode(prefixes: readonly string[], postalCode: string): boolean {
  const code = postalCode.replace(/\s/g, '').toUpperCase();
  return prefixes.some((p) => p && code.startsWith(p.replace(/\s/g, '').toUpperCase()));
}
