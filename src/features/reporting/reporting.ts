/**
 * Pure reporting logic: how a beacon event is reduced to what is stored (no personal data), and how
 * daily rows add up into a report. Shared by the collect path, the roll-up, the report and its tests.
 */
import { isbot } from 'isbot';
import type { DayRow, Totals } from '../../schemas/reporting.ts';

/**
 * Whether a request may be counted at all: not under Global Privacy Control (Sec-GPC: 1), and from a
 * browser, not a crawler, monitor or headless tool (isbot's maintained list; no user agent = not a browser).
 */
export function countable(userAgent: string | null, secGpc: string | null): boolean {
  if (secGpc?.trim() === '1') return false;
  return !!userAgent && !isbot(userAgent);
}

export type Device = 'mobile' | 'tablet' | 'desktop';

/** A device class from the viewport width only (no user-agent fingerprinting). */
export function deviceFor(width: number): Device {
  if (width > 0 && width < 640) return 'mobile';
  if (width > 0 && width < 1024) return 'tablet';
  return 'desktop';
}

/** The referring site's host name only (no path, no query), or null for direct visits and own pages. */
export function referrerHost(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let host: string;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    host = url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
  const own = ownHost
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  if (!host || host === own) return null;
  return host.slice(0, 100);
}

/** The page path without query, fragment or personal data that may ride in them; at most 200 characters. */
export function cleanPath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.slice(0, 200);
}

export const EMPTY_TOTALS: Totals = { views: 0, visitors: 0, phone: 0, email: 0, directions: 0, leads: 0, reviews: 0 };

/** Sums the days of a period. Visitors are counted per day (hashes change daily), so they add up. */
export function sumDays(rows: readonly DayRow[]): Totals {
  const sum = { ...EMPTY_TOTALS };
  for (const r of rows) for (const key of Object.keys(sum) as (keyof Totals)[]) sum[key] += r[key];
  return sum;
}

/** Average rating of the reviews in the rows (each day's average weighted by its reviews). */
export function averageRating(rows: readonly DayRow[]): number | null {
  let count = 0;
  let total = 0;
  for (const r of rows)
    if (r.rating !== null && r.reviews > 0) {
      count += r.reviews;
      total += r.rating * r.reviews;
    }
  return count ? Math.round((total / count) * 10) / 10 : null;
}

/** Leads per hundred visitors, one decimal; null when nobody visited. */
export function conversion(t: Totals): number | null {
  return t.visitors ? Math.round((t.leads / t.visitors) * 1000) / 10 : null;
}

/** '+12%' / '−5%' / 'new' / 'no change': the change from the previous period in plain words. */
export function changeLabel(current: number, previous: number): string {
  if (current === previous) return 'no change';
  if (previous === 0) return 'new';
  const pct = Math.round(((current - previous) / previous) * 100);
  return pct === 0 ? 'about the same' : `${pct > 0 ? '+' : '−'}${Math.abs(pct)}%`;
}

/** Every day from `from` to `to` (ISO dates, inclusive), missing days filled with zeros. */
export function fillDays(from: string, to: string, rows: readonly DayRow[]): DayRow[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DayRow[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    out.push(byDay.get(day) ?? { day, ...EMPTY_TOTALS, rating: null });
  }
  return out;
}

/** Adds two lists of {value, views} and keeps the largest `limit`, ties by name. */
export function mergeTop(
  lists: readonly (readonly { value: string; views: number }[])[],
  limit = 10,
): { value: string; views: number }[] {
  const sum = new Map<string, number>();
  for (const list of lists) for (const { value, views } of list) sum.set(value, (sum.get(value) ?? 0) + views);
  return [...sum]
    .map(([value, views]) => ({ value, views }))
    .sort((a, b) => b.views - a.views || a.value.localeCompare(b.value))
    .slice(0, limit);
}

/** The report as CSV: one line per day (what the charts and tables show). */
export function reportCsv(rows: readonly DayRow[]): string {
  const head = 'date,visitors,page_views,phone_clicks,email_clicks,directions_clicks,leads,reviews,average_rating';
  const lines = rows.map((r) =>
    [r.day, r.visitors, r.views, r.phone, r.email, r.directions, r.leads, r.reviews, r.rating ?? ''].join(','),
  );
  return `${[head, ...lines].join('\r\n')}\r\n`;
}
