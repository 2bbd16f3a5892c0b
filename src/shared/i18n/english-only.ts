/**
 * Links from a page in another language to a page that exists only in English (issue 31): the link says
 * so with hreflang="en" (and the page shows "(en anglais)", InEnglish.astro). Nothing on English pages. Pure.
 */
import type { Lang } from './i18n.ts';

export function enOnly(lang: Lang): { hreflang?: 'en' } {
  return lang === 'en' ? {} : { hreflang: 'en' };
}
