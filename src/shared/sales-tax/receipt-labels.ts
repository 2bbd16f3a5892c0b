/**
 * How a receipt prints sales tax in English and French: the tax's name (TPS, TVH, TVQ in French),
 * its rate as written in each language, the registration number, and why a tax was not charged. Pure.
 */
import type { TaxName } from './rates.ts';
import { RATE_SCALE } from './rates.ts';
import type { NotChargedReason, TaxLine } from './types.ts';

export type ReceiptLang = 'en' | 'fr';

const NAMES: Record<ReceiptLang, Record<TaxName, string>> = {
  en: { GST: 'GST', HST: 'HST', PST: 'PST', RST: 'RST', QST: 'QST' },
  fr: { GST: 'TPS', HST: 'TVH', PST: 'TVP', RST: 'TVD', QST: 'TVQ' },
};

const REGISTRATION: Record<ReceiptLang, string> = { en: 'Registration no.', fr: 'No d’inscription' };

const NOT_CHARGED: Record<ReceiptLang, Record<NotChargedReason, (tax: string) => string>> = {
  en: {
    'small-supplier': (tax) => `No ${tax} charged: this business is a small supplier, not registered for the GST/HST.`,
    'not-registered-in-province': (tax) => `No ${tax} charged: this business is not registered for the ${tax}.`,
  },
  fr: {
    'small-supplier': (tax) =>
      `Aucune ${tax} facturée : cette entreprise est un petit fournisseur non inscrit aux fichiers de la TPS/TVH.`,
    'not-registered-in-province': (tax) => `Aucune ${tax} facturée : cette entreprise n’est pas inscrite à la ${tax}.`,
  },
};

export function taxName(tax: TaxName, lang: ReceiptLang): string {
  return NAMES[lang][tax];
}

/** "9.975%" in English, "9,975 %" in French (a narrow no-break space before %). */
export function formatRate(rate: number, lang: ReceiptLang): string {
  const text = String(rate / (RATE_SCALE / 100)).replace('.', lang === 'fr' ? ',' : '.');
  return lang === 'fr' ? `${text}\u202f%` : `${text}%`;
}

/** One receipt line's label: "GST (5%)", "TVQ (9,975 %)". */
export function taxLineLabel(line: Pick<TaxLine, 'tax' | 'rate'>, lang: ReceiptLang): string {
  return `${taxName(line.tax, lang)} (${formatRate(line.rate, lang)})`;
}

/** "GST Registration no. 123456789 RT0001" / "No d’inscription TPS 123456789 RT0001". */
export function registrationLabel(line: Pick<TaxLine, 'tax' | 'registrationNumber'>, lang: ReceiptLang): string | null {
  if (!line.registrationNumber) return null;
  const name = taxName(line.tax, lang);
  const words = lang === 'fr' ? `${REGISTRATION.fr} ${name}` : `${name} ${REGISTRATION.en}`;
  return `${words} ${line.registrationNumber}`;
}

export function notChargedText(entry: { tax: TaxName; reason: NotChargedReason }, lang: ReceiptLang): string {
  return NOT_CHARGED[lang][entry.reason](taxName(entry.tax, lang));
}
