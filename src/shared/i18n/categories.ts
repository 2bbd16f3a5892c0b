/**
 * The directory's category names in Canadian French (issue 31): the categories the directory offers
 * (content/listings), shown in French on French pages; a category an owner typed that is not here stays
 * as written. Categories are stored and searched by their English name: only the label changes. Pure.
 */
import type { Lang } from './i18n.ts';

export const CATEGORIES_FR: Record<string, string> = {
  Accounting: 'Comptabilité',
  'Auto Repair': 'Réparation automobile',
  Bakery: 'Boulangerie',
  Cafe: 'Café',
  Church: 'Église',
  Cleaning: 'Entretien ménager',
  Clothing: 'Vêtements',
  Construction: 'Construction',
  Dental: 'Soins dentaires',
  Education: 'Éducation',
  Electrical: 'Électricité',
  Fitness: 'Conditionnement physique',
  Florist: 'Fleuriste',
  'Hair Salon': 'Salon de coiffure',
  'Health Clinic': 'Clinique de santé',
  Hotel: 'Hôtel',
  Landscaping: 'Aménagement paysager',
  Legal: 'Services juridiques',
  Marketing: 'Marketing',
  'Pet Care': 'Soins pour animaux',
  Photography: 'Photographie',
  Plumbing: 'Plomberie',
  'Real Estate': 'Immobilier',
  Restaurant: 'Restaurant',
  Retail: 'Commerce de détail',
  Spa: 'Spa',
  'Tech Services': 'Services informatiques',
};

const BY_KEY = new Map(Object.entries(CATEGORIES_FR).map(([en, fr]) => [en.replace(/\s+/g, '').toLowerCase(), fr]));

/** A category's name in `lang` ("Auto Repair" and "AutoRepair" alike); as written when unknown. */
export function categoryIn(lang: Lang, name: string): string {
  return lang === 'fr' ? (BY_KEY.get(name.replace(/\s+/g, '').toLowerCase()) ?? name) : name;
}

/** The labels an island needs for the categories on its page (English pages need none). */
export function categoryLabels(lang: Lang, names: readonly string[]): Record<string, string> | undefined {
  if (lang === 'en') return undefined;
  return Object.fromEntries(names.filter((n) => categoryIn(lang, n) !== n).map((n) => [n, categoryIn(lang, n)]));
}

/** A decimal such as a rating average ("4.67") written the page's way ("4,67" in French). */
export function decimalIn(lang: Lang, value: string | number): string {
  return lang === 'fr' ? String(value).replace('.', ',') : String(value);
}
