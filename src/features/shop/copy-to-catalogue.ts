/**
 * The website editor's menu and shop items as catalogue records (data migration 0030, issue 40). Pure.
 * - Each menu section becomes a section; the shop's products go into one section, 'Shop' / 'Boutique'.
 * - Names and descriptions are taken from each of the site's languages (the second copy matched by position).
 * - A price is the owner's own text parsed into cents ('$12.50', '12,50 $'). When the text is not one plain amount
 *   ('from $12', 'market price') or is empty, the item is kept but HIDDEN at $0.00, and its text is kept at the end
 *   of the description: the shop never sells at a price the owner did not give, and nothing the owner wrote is lost.
 * - An entry with no name in any language is an empty row of the editor and is not carried over.
 */
import type { SiteCopy } from '../../schemas/site-copy.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import { parsePriceText } from '../../shared/shop/price-text.ts';

type Text = Partial<Record<SiteLanguage, string>>;
export interface MigratedItem {
  name: Text;
  description: Text;
  priceCents: number;
  visible: boolean;
}
export interface MigratedSection {
  name: Text;
  items: MigratedItem[];
}
type OwnerItem = { name: string; description: string; price: string };

const SHOP_SECTION: Record<SiteLanguage, string> = { en: 'Shop', fr: 'Boutique' };
const PRICE_NOTE: Record<SiteLanguage, (text: string) => string> = {
  en: (text) => `Price on your website: ${text}`,
  fr: (text) => `Prix sur votre site : ${text}`,
};

function byLanguage(copies: [SiteLanguage, SiteCopy][], pick: (copy: SiteCopy) => string | undefined): Text {
  const out: Text = {};
  for (const [lang, copy] of copies) {
    const value = pick(copy)?.trim();
    if (value) out[lang] = value;
  }
  return out;
}

function toItem(
  copies: [SiteLanguage, SiteCopy][],
  pick: (copy: SiteCopy) => OwnerItem | undefined,
): MigratedItem | null {
  const name = byLanguage(copies, (c) => pick(c)?.name);
  if (!Object.keys(name).length) return null;
  const description = byLanguage(copies, (c) => pick(c)?.description);
  const priceTexts = copies.map(([lang, c]) => [lang, pick(c)?.price?.trim() ?? ''] as const);
  const cents = priceTexts.map(([, text]) => parsePriceText(text)).find((c) => c !== null);
  if (cents !== undefined && cents !== null) return { name, description, priceCents: cents, visible: true };
  for (const [lang, text] of priceTexts) {
    if (text) description[lang] = [description[lang], PRICE_NOTE[lang](text)].filter(Boolean).join('\n');
  }
  return { name, description, priceCents: 0, visible: false };
}

/** The catalogue a site's copy holds: its menu sections, then its shop. */
export function catalogueFromCopy(
  languages: readonly SiteLanguage[],
  copy: SiteCopy,
  secondCopy: SiteCopy | null,
): MigratedSection[] {
  const copies: [SiteLanguage, SiteCopy][] = [[languages[0] ?? 'en', copy]];
  if (secondCopy && languages[1]) copies.push([languages[1], secondCopy]);
  const sections: MigratedSection[] = [];
  (copy.menu?.sections ?? []).forEach((section, s) => {
    const items = section.items
      .map((_, i) => toItem(copies, (c) => c.menu?.sections[s]?.items[i]))
      .filter((item): item is MigratedItem => item !== null);
    if (items.length) sections.push({ name: byLanguage(copies, (c) => c.menu?.sections[s]?.title), items });
  });
  const products = (copy.shop?.products ?? [])
    .map((_, i) => toItem(copies, (c) => c.shop?.products[i]))
    .filter((item): item is MigratedItem => item !== null);
  if (products.length) {
    sections.push({ name: Object.fromEntries(copies.map(([lang]) => [lang, SHOP_SECTION[lang]])), items: products });
  }
  return sections;
}
