/**
 * The business-type catalogue (spec §3), held in the client as data: name, icon, keywords, pages,
 * 5-8 sub-categories and the type's own services. Names are sent to the server as slugs
 * (lowercase, spaces to dashes, apostrophes removed — §5). Pure; no I/O.
 */
import { slugify } from '../locations.ts';
import { AVAILABLE_TYPES } from './available-types.ts';
import { COMING_SOON_TYPES } from './coming-soon-types.ts';
import { PAGE_IDS, type BusinessType, type CatalogueService, type PageId } from './types.ts';

export { PAGE_IDS, PAGE_LABELS, type BusinessType, type CatalogueService, type PageId } from './types.ts';

/** Spec §5: lowercase, spaces to dashes, apostrophes removed (accents and symbols folded for URLs). */
export const toSlug = (name: string): string => slugify(name);

export const CATALOGUE: readonly BusinessType[] = [...AVAILABLE_TYPES, ...COMING_SOON_TYPES];

/** Used when the owner types their own niche instead of picking a type (step 1 custom niche). */
export const CUSTOM_TYPE_SLUG = 'custom';
export const CUSTOM_TYPE: BusinessType = {
  name: 'Local Business',
  icon: 'store',
  keywords: [],
  pages: ['home', 'services', 'about', 'team', 'shop', 'events', 'contact'],
  defaultPages: ['home', 'services', 'about', 'contact'],
  subCategories: [],
  services: [
    { name: 'Free Consultation', summary: 'A no-pressure first conversation about what the customer needs.' },
    { name: 'Custom Orders', summary: 'Work made or arranged to the customer’s exact request.' },
    { name: 'Appointments', summary: 'Booked time with the team, in person or by phone.' },
    { name: 'Repairs and Maintenance', summary: 'Keeping what customers already own in good shape.' },
    { name: 'Local Delivery', summary: 'Orders brought to customers’ doors around town.' },
    { name: 'Workshops and Classes', summary: 'Hands-on sessions that share the team’s know-how.' },
    { name: 'Gift Cards', summary: 'An easy present for friends and family.' },
  ],
  defaultServiceCount: 3,
  schemaType: 'LocalBusiness',
};

export function findType(slugOrName: string | undefined | null): BusinessType | undefined {
  if (!slugOrName) return undefined;
  const slug = toSlug(slugOrName);
  if (slug === CUSTOM_TYPE_SLUG) return CUSTOM_TYPE;
  return CATALOGUE.find((t) => toSlug(t.name) === slug);
}

export function isSelectable(type: BusinessType): boolean {
  return !type.comingSoon;
}

/** Step 1 search: types whose name or keywords contain the query (case- and accent-insensitive). */
export function searchTypes(query: string, types: readonly BusinessType[] = CATALOGUE): BusinessType[] {
  const q = toSlug(query).replace(/-/g, ' ').trim();
  if (!q) return [...types];
  return types.filter((t) => [t.name, ...t.keywords].some((word) => toSlug(word).replace(/-/g, ' ').includes(q)));
}

/** The one available type a query names exactly (by name or keyword), if any. */
export function exactType(query: string, types: readonly BusinessType[] = CATALOGUE): BusinessType | undefined {
  const q = toSlug(query);
  if (!q) return undefined;
  const hits = types.filter((t) => isSelectable(t) && [t.name, ...t.keywords].some((w) => toSlug(w) === q));
  return hits.length === 1 ? hits[0] : undefined;
}

export function findSubCategory(type: BusinessType, slugOrName: string | undefined | null): string | undefined {
  if (!slugOrName) return undefined;
  const slug = toSlug(slugOrName);
  return type.subCategories.find((s) => toSlug(s) === slug);
}

export function findService(type: BusinessType, slugOrName: string): CatalogueService | undefined {
  const slug = toSlug(slugOrName);
  return type.services.find((s) => toSlug(s.name) === slug);
}

/** Pages in the catalogue's canonical order, 'home' always first and always present. */
export function normalisePages(type: BusinessType, pages: readonly string[]): PageId[] {
  const wanted = new Set<string>(['home', ...pages]);
  return PAGE_IDS.filter((p) => wanted.has(p) && (p === 'home' || type.pages.includes(p)));
}

export function defaultServices(type: BusinessType): string[] {
  return type.services.slice(0, type.defaultServiceCount).map((s) => toSlug(s.name));
}

/** Title-cases a custom niche for display ('dog grooming' -> 'Dog Grooming'). */
export function nicheLabel(niche: string): string {
  return niche
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
