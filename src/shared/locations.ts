/** Canadian locations: codes in the database, names on pages, slugs in URLs. Pure. */

export const COUNTRIES: Record<string, string> = { CA: 'Canada' };

export const PROVINCES: Record<string, string> = {
  AB: 'Alberta',
  BC: 'British Columbia',
  MB: 'Manitoba',
  NB: 'New Brunswick',
  NL: 'Newfoundland and Labrador',
  NS: 'Nova Scotia',
  NT: 'Northwest Territories',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Prince Edward Island',
  QC: 'Quebec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};

/** Lowercase, accents stripped, apostrophes dropped, everything else to single dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function countryName(code: string): string {
  return COUNTRIES[code.toUpperCase()] ?? code.toUpperCase();
}

export function provinceName(code: string): string {
  return PROVINCES[code.toUpperCase()] ?? code.toUpperCase();
}

export function countrySlug(code: string): string {
  return slugify(countryName(code));
}

export function provinceSlug(code: string): string {
  return slugify(provinceName(code));
}

/** Finds the code behind a URL slug ('alberta' -> 'AB'); accepts the code itself too. */
export function provinceCodeFromSlug(slug: string): string | undefined {
  const upper = slug.toUpperCase();
  if (PROVINCES[upper]) return upper;
  return Object.keys(PROVINCES).find((code) => provinceSlug(code) === slug.toLowerCase());
}

export function countryCodeFromSlug(slug: string): string | undefined {
  const upper = slug.toUpperCase();
  if (COUNTRIES[upper]) return upper;
  return Object.keys(COUNTRIES).find((code) => countrySlug(code) === slug.toLowerCase());
}

export interface ListingLocation {
  country_code: string;
  state_code: string;
  city_slug: string;
}

export function directoryPath(loc: Partial<ListingLocation> & { business_unique_id?: string } = {}): string {
  const parts = ['/directory'];
  if (loc.country_code) parts.push(countrySlug(loc.country_code));
  if (loc.country_code && loc.state_code) parts.push(provinceSlug(loc.state_code));
  if (loc.country_code && loc.state_code && loc.city_slug) parts.push(loc.city_slug);
  if (loc.country_code && loc.state_code && loc.city_slug && loc.business_unique_id) parts.push(loc.business_unique_id);
  return `${parts.join('/')}/`; // the site's one URL form: pages end with '/'
}
