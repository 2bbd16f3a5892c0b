/**
 * Canadian French typography and formats (OQLF): a non-breaking space before : ; ! ? and inside
 * « », times as 9 h 30, prices as 12,50 $, numbers with a space between thousands, phone numbers
 * as 514 555-0123. Pure; used by the French renderer texts and the French built-in copywriter.
 */
export const NBSP = '\u00a0';

/** Puts the non-breaking spaces French typography wants: 'Bonjour !' -> 'Bonjour\u00a0!', '« oui »' -> '«\u00a0oui\u00a0»'. */
export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]*([:;!?»])/g, (match, mark: string, offset: number, whole: string) => {
      // No space inside a URL ('https://'), a time ('10:30') or before a mark that starts the text.
      if (mark === ':' && /^\/\//.test(whole.slice(offset + match.length))) return match;
      if (mark === ':' && /\d$/.test(whole.slice(0, offset)) && /^\d/.test(whole.slice(offset + match.length)))
        return match;
      if (offset === 0 && match.length === 1) return match;
      return `${NBSP}${mark}`;
    })
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/"([^"]+)"/g, `«${NBSP}$1${NBSP}»`);
}

/** '07:00' -> '7 h', '09:30' -> '9 h 30', '17:00' -> '17 h' (24-hour clock, as in Quebec). */
export function formatTimeFr(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${h}${NBSP}h${m ? `${NBSP}${String(m).padStart(2, '0')}` : ''}`;
}

/** 12345 -> '12 345', 1234.5 -> '1 234,5' (a non-breaking space between thousands, a decimal comma). */
export function formatNumberFr(value: number, decimals?: number): string {
  const fixed = decimals === undefined ? String(value) : value.toFixed(decimals);
  const [whole, part] = fixed.split('.') as [string, string | undefined];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  return part ? `${grouped},${part}` : grouped;
}

/** 12.5 -> '12,50 $', 1200 -> '1 200 $'. */
export function formatPriceFr(value: number): string {
  return `${formatNumberFr(value, Number.isInteger(value) ? undefined : 2)}${NBSP}$`;
}

/** The amount of an owner's plain price as typed ('$3.25', '3.25', '$18', '3,25 $'), or null for any other text. */
export function plainPrice(price: string): number | null {
  const match = /^\s*(?:\$\s*)?(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?\s*(?:\$\s*)?$/.exec(price);
  if (!match || (!price.includes('$') && !/^\s*\d/.test(price))) return null;
  const whole = Number(match[1]!.replaceAll(',', ''));
  return whole + (match[2] ? Number(match[2].padEnd(2, '0')) / 100 : 0);
}

/** An owner's plain price written the French way ('12,50 $'); anything else kept as typed. */
export function frenchPrice(price: string): string {
  const amount = plainPrice(price);
  return amount === null ? price : formatPriceFr(amount);
}

/** An owner's plain price written the English way with its currency ('12.50' -> '$12.50', '18' -> '$18'; issue 39). */
export function englishPrice(price: string): string {
  const amount = plainPrice(price);
  if (amount === null) return price;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return `$${amount.toLocaleString('en-CA', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}

/** '+1 514-555-0123', '(514) 555-0123', '5145550123' -> '514 555-0123'; other numbers kept as given. */
export function formatPhoneFr(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10 || /[^\d\s+().-]/.test(phone)) return phone;
  return `${local.slice(0, 3)}${NBSP}${local.slice(3, 6)}-${local.slice(6)}`;
}
