/**
 * The Shop section of a listing page from the catalogue (issue 40), in the page's language: sections in the
 * owner's order (items without a section last, under 'More'), each item's name, description, first photo and
 * price, its choices with their price differences, and 'Sold out' at stock 0. Nothing is invented: an item
 * shows what the owner wrote, in the page's language or else the first language the owner wrote. Pure.
 */
import type { Lang } from '../../shared/i18n/i18n.ts';
import { formatMoney } from '../../shared/money.ts';
import { localized } from '../../shared/shop/pricing.ts';
import type { Storefront, StorefrontItem } from '../../server/shop/storefront-data.ts';

export interface ShopOptionView {
  id: string;
  label: string;
  deltaCents: number;
}
export interface ShopItemView {
  id: string;
  name: string;
  description: string;
  photo: string | null;
  priceCents: number;
  price: string;
  soldOut: boolean;
  /** Units left when few remain (1-5), so the cart does not offer more. */
  left: number | null;
  choices: { name: string; options: ShopOptionView[] }[];
}
export interface ShopSectionView {
  title: string;
  items: ShopItemView[];
}

export const SHOP_TEXT = {
  en: { more: 'More', soldOut: 'Sold out', left: (n: number) => `${n} left` },
  fr: { more: 'Autres', soldOut: 'Épuisé', left: (n: number) => `Plus que ${n}` },
} as const;

/** An option's label with its price difference: 'Large (+$0.75)', 'Grand (+0,75 $)'. */
export function optionLabel(name: string, deltaCents: number, lang: Lang): string {
  if (!deltaCents) return name;
  const sign = deltaCents > 0 ? '+' : '−';
  return `${name} (${sign}${formatMoney(Math.abs(deltaCents), lang)})`;
}

export function shopItemView(item: StorefrontItem, lang: Lang): ShopItemView {
  return {
    id: item.id,
    name: localized(item.name, lang),
    description: localized(item.description ?? {}, lang),
    photo: item.photos[0] ?? null,
    priceCents: item.price_cents,
    price: formatMoney(item.price_cents, lang),
    soldOut: item.stock === 0,
    left: item.stock !== null && item.stock > 0 && item.stock <= 5 ? item.stock : null,
    choices: item.choices.map((c) => ({
      name: localized(c.name, lang),
      options: c.options.map((o) => ({
        id: o.id,
        label: optionLabel(localized(o.name, lang), o.deltaCents, lang),
        deltaCents: o.deltaCents,
      })),
    })),
  };
}

/** The sections that have items, in order; items outside any section come last. */
export function storefrontSections(shop: Pick<Storefront, 'sections' | 'items'>, lang: Lang): ShopSectionView[] {
  const known = new Set(shop.sections.map((s) => s.id));
  const groups = [...shop.sections.map((s) => ({ id: s.id as string | null, title: localized(s.name, lang) }))];
  if (shop.items.some((i) => !i.section_id || !known.has(i.section_id))) {
    groups.push({ id: null, title: SHOP_TEXT[lang].more });
  }
  return groups
    .map((g) => ({
      title: g.title,
      items: shop.items
        .filter((i) => (g.id ? i.section_id === g.id : !i.section_id || !known.has(i.section_id)))
        .map((i) => shopItemView(i, lang)),
    }))
    .filter((g) => g.items.length > 0);
}
