/**
 * The emails' catalogue lookup (issue 31): `mailT(lang, key, params)` and its plural, with French
 * typography applied to the French texts, and the numbers and dates those emails show, per language. Pure.
 */
import { format, type Params } from '../../../shared/i18n/format.ts';
import { frenchTypography } from '../../../features/site-renderer/i18n/french-format.ts';
import type { Lang } from '../../../shared/i18n/i18n.ts';
import { mailEn, type MailKey, type MailMessages } from './en.ts';
import { mailFr } from './fr.ts';

const CATALOGUES: Record<Lang, MailMessages> = { en: mailEn, fr: mailFr };

export function mailT(lang: Lang, key: MailKey, params?: Params): string {
  const text = CATALOGUES[lang][key];
  return format(lang === 'fr' ? frenchTypography(text) : text, params);
}

/** `key.one` / `key.other`: one for 1 in English, for 0 and 1 in French. `{n}` is the number, formatted. */
export function mailPlural(lang: Lang, key: string, n: number, params: Params = {}): string {
  const one = lang === 'fr' ? n < 2 : n === 1;
  return mailT(lang, `${key}.${one ? 'one' : 'other'}` as MailKey, { n: formatNumber(lang, n), ...params });
}

/** 1234 as "1234" in English (as the emails always showed it) and "1 234" in French. */
export function formatNumber(lang: Lang, n: number): string {
  return lang === 'fr' ? new Intl.NumberFormat('fr-CA').format(n) : String(n);
}

/** An ISO day (2026-11-24) as is in English and as « 24 novembre 2026 » in French. */
export function formatDay(lang: Lang, isoDay: string): string {
  if (lang === 'en') return isoDay;
  const date = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? isoDay
    : new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        date,
      );
}
