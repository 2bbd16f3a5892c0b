/**
 * Sections that need facts only the owner can give (menu and shop prices, event dates). A copywriter
 * never fills them; the owner does in the editor. Until an entry is complete it is left out of the
 * site, and a page with no complete entry is left out altogether (and marked 'needs your details').
 * Pure.
 */
import type { PageId } from '../../shared/catalogue/catalogue.ts';
import type { SiteCopy } from '../../schemas/site-copy.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';

type Menu = NonNullable<SiteCopy['menu']>;
type Shop = NonNullable<SiteCopy['shop']>;
type Events = NonNullable<SiteCopy['events']>;

export const FACT_PAGES = ['menu', 'shop', 'events'] as const satisfies readonly PageId[];
export type FactPage = (typeof FACT_PAGES)[number];

export const NEEDS_DETAILS: Record<FactPage, string> = {
  menu: 'Needs your details: add at least one menu item with its price. Until then the menu is left out of your site.',
  shop: 'Needs your details: add at least one product with its price. Until then the shop is left out of your site.',
  events: 'Needs your details: add at least one event with its date. Until then events are left out of your site.',
};

const filled = (s: string | undefined) => Boolean(s && s.trim());

/** The menu with only priced items and non-empty sections, or null when nothing is priced. */
export function completeMenu(menu: Menu | null): Menu | null {
  if (!menu) return null;
  const sections = menu.sections
    .map((s) => ({ ...s, items: s.items.filter((i) => filled(i.name) && filled(i.price)) }))
    .filter((s) => s.items.length > 0);
  return sections.length ? { ...menu, sections } : null;
}

export function completeShop(shop: Shop | null): Shop | null {
  if (!shop) return null;
  const products = shop.products.filter((p) => filled(p.name) && filled(p.price));
  return products.length ? { ...shop, products } : null;
}

export function completeEvents(events: Events | null): Events | null {
  if (!events) return null;
  const items = events.items.filter((e) => filled(e.title) && filled(e.when));
  return items.length ? { ...events, items } : null;
}

/** The spec as a visitor sees it: incomplete entries dropped, fact pages without any entry left out. */
export function withOwnerFacts(spec: SiteSpec): SiteSpec {
  const copy = {
    ...spec.copy,
    menu: completeMenu(spec.copy.menu),
    shop: completeShop(spec.copy.shop),
    events: completeEvents(spec.copy.events),
  };
  const pages = spec.pages.filter((p) => !(FACT_PAGES as readonly string[]).includes(p) || copy[p as FactPage]);
  return { ...spec, copy, pages: pages.length ? pages : ['home'] };
}

/** The chosen fact pages that have no complete entry yet, with the editor's message. */
export function pagesNeedingDetails(spec: SiteSpec): { page: FactPage; message: string }[] {
  const complete = {
    menu: completeMenu(spec.copy.menu),
    shop: completeShop(spec.copy.shop),
    events: completeEvents(spec.copy.events),
  };
  return FACT_PAGES.filter((p) => spec.pages.includes(p) && !complete[p]).map((page) => ({
    page,
    message: NEEDS_DETAILS[page],
  }));
}
