/**
 * Money as each language writes it (issue 39): '$12.50' in English, '12,50 $' in French (Canadian usage, with a
 * non-breaking space before the sign). One formatter for receipts and generated sites' menu and shop prices. Pure.
 */
import type { Lang } from './i18n/i18n.ts';

const FORMATS = new Map<string, Intl.NumberFormat>();

/** An amount in cents, with cents always shown. */
export function formatMoney(cents: number, lang: Lang, currency = 'CAD'): string {
  const key = `${lang}:${currency}`;
  let format = FORMATS.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', {
      style: 'currency',
      currency: currency.toUpperCase(),
    });
    FORMATS.set(key, format);
  }
  return format.format(cents / 100);
}
