/**
 * Canadian places and directory addresses in each language (issue 31): province names (Québec,
 * Colombie-Britannique…), their URL slugs, and the French twin of every English directory path
 * (`/directory/canada/british-columbia/x/` ⇄ `/fr/annuaire/canada/colombie-britannique/x/`). City slugs and
 * listing ids are the same in both languages. Pure.
 */
import { COUNTRIES, PROVINCES, countryName, provinceName, slugify } from '../locations.ts';
import type { Lang } from './i18n.ts';

export const PROVINCES_FR: Record<string, string> = {
  AB: 'Alberta',
  BC: 'Colombie-Britannique',
  MB: 'Manitoba',
  NB: 'Nouveau-Brunswick',
  NL: 'Terre-Neuve-et-Labrador',
  NS: 'Nouvelle-Écosse',
  NT: 'Territoires du Nord-Ouest',
  NU: 'Nunavut',
  ON: 'Ontario',
  PE: 'Île-du-Prince-Édouard',
  QC: 'Québec',
  SK: 'Saskatchewan',
  YT: 'Yukon',
};
const COUNTRIES_FR: Record<string, string> = { CA: 'Canada' };

/** Where each language's directory lives. */
export const DIRECTORY_ROOTS: Record<Lang, string> = { en: '/directory/', fr: '/fr/annuaire/' };

export function provinceNameIn(lang: Lang, code: string): string {
  return lang === 'fr' ? (PROVINCES_FR[code.toUpperCase()] ?? provinceName(code)) : provinceName(code);
}

export function countryNameIn(lang: Lang, code: string): string {
  return lang === 'fr' ? (COUNTRIES_FR[code.toUpperCase()] ?? countryName(code)) : countryName(code);
}

export function provinceSlugIn(lang: Lang, code: string): string {
  return slugify(provinceNameIn(lang, code));
}

export function countrySlugIn(lang: Lang, code: string): string {
  return slugify(countryNameIn(lang, code));
}

// Slug → code per table and language, made once: a build maps a million listing paths (the sitemaps).
const slugTables = new Map<(code: string) => string, Map<string, string>>();
function codeOf(table: Record<string, string>, slugOf: (code: string) => string, slug: string): string | undefined {
  let codes = slugTables.get(slugOf);
  if (!codes) slugTables.set(slugOf, (codes = new Map(Object.keys(table).map((code) => [slugOf(code), code]))));
  return codes.get(slug);
}
const SLUG_OF = {
  country: { en: (c: string) => countrySlugIn('en', c), fr: (c: string) => countrySlugIn('fr', c) },
  province: { en: (c: string) => provinceSlugIn('en', c), fr: (c: string) => provinceSlugIn('fr', c) },
} as const;

/** The language of a directory path, or null for any other path. */
export function directoryLangOf(path: string): Lang | null {
  if (path.startsWith(DIRECTORY_ROOTS.fr) || `${path}/` === DIRECTORY_ROOTS.fr) return 'fr';
  if (path.startsWith(DIRECTORY_ROOTS.en) || `${path}/` === DIRECTORY_ROOTS.en) return 'en';
  return null;
}

/**
 * The same directory page in `to`: the root, the country and province segments translated, the rest (city,
 * listing, `page/2`) kept. A path outside the directory comes back unchanged.
 */
export function directoryPathIn(to: Lang, path: string): string {
  const from = directoryLangOf(path);
  if (!from) return path;
  const [country, province, ...rest] = path.slice(DIRECTORY_ROOTS[from].length).split('/');
  if (from === to) return path;
  const parts: string[] = [];
  const countryCode = country ? codeOf(COUNTRIES, SLUG_OF.country[from], country) : undefined;
  if (country) parts.push(countryCode ? countrySlugIn(to, countryCode) : country);
  const provinceCode = province && countryCode ? codeOf(PROVINCES, SLUG_OF.province[from], province) : undefined;
  if (province !== undefined) parts.push(provinceCode ? provinceSlugIn(to, provinceCode) : province);
  return DIRECTORY_ROOTS[to] + [...parts, ...rest].join('/');
}

/** A province slug in `lang`'s URLs, as the English slug the shared routes parse ('colombie-britannique' → 'british-columbia'). */
export function englishProvinceSlug(lang: Lang, slug: string): string | undefined {
  const code = codeOf(PROVINCES, SLUG_OF.province[lang], slug);
  return code ? provinceSlugIn('en', code) : undefined;
}
