/**
 * Reading a catalogue's per-language text (issue 40). Pure.
 */
import { SITE_LANGUAGES, type SiteLanguage } from '../languages.ts';

/** The languages a catalogue is written in: the site's (a stored spec's `languages`), English without a site. */
export function catalogueLanguages(value: unknown): SiteLanguage[] {
  const list = Array.isArray(value) ? value.filter((l): l is SiteLanguage => SITE_LANGUAGES.includes(l)) : [];
  return list.length ? [...new Set(list)] : ['en'];
}

/** The text in `lang`, else in the other language, else ''. */
export function textIn(value: { en?: string; fr?: string } | null | undefined, lang: SiteLanguage): string {
  return value?.[lang] || value?.[lang === 'en' ? 'fr' : 'en'] || '';
}
