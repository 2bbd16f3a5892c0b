/** Small pure helpers of the Orders page: dates as the owner reads them, and dollars typed into cents. */

/** "Nov 27, 2026, 9:30 a.m." in the browser's own time zone (the owner's). */
export function formatWhen(iso: string, timeZone?: string): string {
  return new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short', timeZone });
}

/** "12.50", "$12.5", "12" → cents; null when it is not an amount of dollars and cents. */
export function dollarsToCents(text: string): number | null {
  const m = text
    .trim()
    .replace(/^\$\s*/, '')
    .match(/^(\d{1,7})(?:[.,](\d{1,2}))?$/);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
