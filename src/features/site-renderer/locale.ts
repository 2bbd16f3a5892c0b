/**
 * A site's languages as the renderer sees them: the main language at the root, the second under
 * its own folder ('fr/' or 'en/'), each with its copy, its texts and the spec as that language's
 * visitors see it. Pure.
 */
import type { SiteSpec } from '../../schemas/site-spec.ts';
import type { SiteLanguage } from '../../shared/languages.ts';
import { localSubCategoryName } from '../../shared/catalogue/french-names.ts';
import { TEXTS, type RendererText } from './i18n/index.ts';
import { looksFrench } from './i18n/detect.ts';
import { withOwnerFacts } from './owner-facts.ts';

export interface Locale {
  lang: SiteLanguage;
  /** '' for the main language, 'fr/' or 'en/' for the second. */
  prefix: string;
  t: RendererText;
}

/** English at the root: what a page gets when its caller names no language (articles, old callers). */
export const ROOT_LOCALE: Locale = { lang: 'en', prefix: '', t: TEXTS.en };

export function localesOf(spec: Pick<SiteSpec, 'languages' | 'secondCopy'>): Locale[] {
  const [main, second] = spec.languages;
  const locales: Locale[] = [{ lang: main ?? 'en', prefix: '', t: TEXTS[main ?? 'en'] }];
  if (second && spec.secondCopy) locales.push({ lang: second, prefix: `${second}/`, t: TEXTS[second] });
  return locales;
}

/** The locale a site path belongs to: the second language's folder, else the main language. */
export function localeOfPath(spec: Pick<SiteSpec, 'languages' | 'secondCopy'>, path: string): Locale {
  const locales = localesOf(spec);
  return locales.find((l) => l.prefix && path.startsWith(l.prefix)) ?? locales[0]!;
}

/** Whether the owner's overview can be quoted on pages in `lang` (it is in their own words, in one language). */
export function overviewFits(lang: SiteLanguage, overview: string): boolean {
  return lang === 'fr' ? looksFrench(overview) : !looksFrench(overview);
}

/**
 * The spec as the visitors of one language see it: that language's copy (owner facts applied), the
 * sub-category's name in that language, and the overview only where it is written in that language.
 */
export function localSpec(spec: SiteSpec, loc: Locale): SiteSpec {
  const copy = loc.prefix ? (spec.secondCopy ?? spec.copy) : spec.copy;
  const single = spec.languages.length === 1 && spec.languages[0] === 'en';
  if (single) return withOwnerFacts(spec);
  const overview = overviewFits(loc.lang, spec.business.overview) ? spec.business.overview : copy.intro.body;
  return withOwnerFacts({
    ...spec,
    copy,
    subCategoryName: localSubCategoryName(loc.lang, spec.subCategory, spec.subCategoryName),
    business: { ...spec.business, overview },
  });
}
