/**
 * Prices as people type them, into integer cents (issue 40). Pure.
 * - `parseDollars`: the dashboard's price field: '4.50', '4,50', '4', '$4.50'.
 * - `parsePriceText`: an owner's free text from the website editor ('$12.50', '12,50 $', 'CA$ 8', '8.00 CAD').
 *   Anything that is not one plain amount ('from $12', '$10-$15', 'market price') gives null: guessing would
 *   put a price on the item that the owner never gave.
 */

const AMOUNT = /^(\d{1,3}(?:[ \u00a0\u202f]?\d{3})*|\d+)(?:[.,](\d{1,2}))?$/;

function amountToCents(amount: string): number | null {
  const match = AMOUNT.exec(amount);
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[ \u00a0\u202f]/g, ''));
  const fraction = match[2] === undefined ? 0 : Number(match[2].padEnd(2, '0'));
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** A dollar amount typed in a form field, or null when it is not one. */
export function parseDollars(input: string): number | null {
  const value = input.trim().replace(/^\$\s*/, '');
  if (!value || value.length > 12) return null;
  return amountToCents(value);
}

/** One plain price in an owner's text, in cents, or null when the text is not exactly one amount. */
export function parsePriceText(input: string): number | null {
  const value = input
    .trim()
    .replace(/^(?:CA?\$|\$)\s*/i, '')
    .replace(/\s*(?:\$|CAD|\$\s*CA)$/i, '')
    .trim();
  if (!value || value.length > 14) return null;
  return amountToCents(value);
}

/** Cents as the dashboard's price field shows them: '4.50'. */
export const centsToDollars = (cents: number): string => (cents / 100).toFixed(2);
