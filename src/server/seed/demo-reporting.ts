/**
 * The demo account's reporting history (issue 16): 180 days of daily totals (so the 90-day view has a
 * period to compare with), made by a fixed pseudo-random sequence from the seed day: a small bakery's
 * traffic, busier on Fridays and Saturdays and slowly growing. These are demo counts, stored as the
 * roll-up stores them; the demo's leads and reviews come from its seeded inbox, not from here.
 */
import type { Queryable } from '../db/client.ts';
import { directoryPath } from '../../shared/locations.ts';
import { DEMO_ACCOUNT, DEMO_LISTING_ID } from './demo-account.ts';

const DAYS = 180;
const DAY_MS = 86_400_000;

/** mulberry32: deterministic, so a second seed on the same day writes the same numbers. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WEBSITE_PAGES: [string, number][] = [
  ['/', 0.46],
  ['/services/', 0.16],
  ['/about/', 0.13],
  ['/contact/', 0.12],
  ['/services/catering/', 0.08],
  ['/services/takeout/', 0.05],
];
const REFERRERS: [string, number][] = [
  ['google.com', 0.55],
  ['google.ca', 0.2],
  ['facebook.com', 0.12],
  ['instagram.com', 0.08],
  ['bing.com', 0.05],
];
const DEVICES: [string, number][] = [
  ['mobile', 0.64],
  ['desktop', 0.29],
  ['tablet', 0.07],
];

interface Daily {
  day: string;
  source: 'website' | 'listing';
  views: number;
  visitors: number;
  phone: number;
  email: number;
  directions: number;
}
interface Top {
  day: string;
  dimension: string;
  value: string;
  views: number;
}

export function demoReportingRows(today: Date, listingPath: string): { daily: Daily[]; top: Top[] } {
  const start = Math.floor(today.getTime() / DAY_MS) - DAYS;
  const rnd = random(start);
  const daily: Daily[] = [];
  const top: Top[] = [];
  const split = (day: string, dimension: string, total: number, shares: [string, number][]) => {
    for (const [value, share] of shares) {
      const views = Math.round(total * share * (0.8 + rnd() * 0.4));
      if (views > 0) top.push({ day, dimension, value, views });
    }
  };
  for (let i = 0; i < DAYS; i++) {
    const date = new Date((start + i) * DAY_MS);
    const day = date.toISOString().slice(0, 10);
    const weekday = date.getUTCDay();
    const busy = weekday === 5 || weekday === 6 ? 1.35 : weekday === 0 ? 0.7 : 1;
    const growth = 0.75 + (0.5 * i) / DAYS;
    const webVisitors = Math.max(1, Math.round(19 * busy * growth * (0.75 + rnd() * 0.5)));
    const listVisitors = Math.max(0, Math.round(8 * busy * growth * (0.7 + rnd() * 0.6)));
    const web: Daily = {
      day,
      source: 'website',
      visitors: webVisitors,
      views: Math.round(webVisitors * (1.6 + rnd() * 0.6)),
      phone: Math.round(webVisitors * 0.05 * rnd() * 2),
      email: Math.round(webVisitors * 0.012 * rnd() * 2),
      directions: Math.round(webVisitors * 0.03 * rnd() * 2),
    };
    const listing: Daily = {
      day,
      source: 'listing',
      visitors: listVisitors,
      views: Math.round(listVisitors * (1.1 + rnd() * 0.3)),
      phone: Math.round(listVisitors * 0.07 * rnd() * 2),
      email: 0,
      directions: Math.round(listVisitors * 0.08 * rnd() * 2),
    };
    daily.push(web, listing);
    split(day, 'page', web.views, WEBSITE_PAGES);
    if (listing.views) top.push({ day, dimension: 'page', value: listingPath, views: listing.views });
    split(day, 'referrer', Math.round((web.views + listing.views) * 0.55), REFERRERS);
    split(day, 'device', web.views + listing.views, DEVICES);
  }
  return { daily, top };
}

export async function seedDemoReporting(tx: Queryable, today = new Date()): Promise<void> {
  const {
    rows: [demo],
  } = await tx.query<{
    id: string;
    country_code: string;
    state_code: string;
    city_slug: string;
    business_unique_id: string;
  }>(
    `SELECT b.id, l.country_code, l.state_code, l.city_slug, l.business_unique_id
     FROM businesses b JOIN listings l ON l.business_unique_id = $2 WHERE lower(b.business_email) = lower($1)`,
    [DEMO_ACCOUNT.email, DEMO_LISTING_ID],
  );
  if (!demo) return;
  const { daily, top } = demoReportingRows(today, directoryPath(demo));
  await tx.query(
    `INSERT INTO analytics_daily (business_id, day, source, views, visitors, phone, email, directions)
     SELECT $1, d.day, d.source, d.views, d.visitors, d.phone, d.email, d.directions
     FROM jsonb_to_recordset($2::jsonb) AS d(day date, source text, views int, visitors int, phone int, email int, directions int)
     ON CONFLICT DO NOTHING`,
    [demo.id, JSON.stringify(daily)],
  );
  await tx.query(
    `INSERT INTO analytics_daily_top (business_id, day, dimension, value, views)
     SELECT $1, t.day, t.dimension, t.value, t.views FROM jsonb_to_recordset($2::jsonb) AS t(day date, dimension text, value text, views int)
     ON CONFLICT DO NOTHING`,
    [demo.id, JSON.stringify(top)],
  );
  // Seeded days count as rolled up (reports read them from the totals), unless raw events of that day
  // are still waiting for the roll-up.
  await tx.query(
    `INSERT INTO analytics_rollups (day, events)
     SELECT d::date, 0 FROM generate_series($1::date, $2::date, interval '1 day') AS d
     WHERE NOT EXISTS (SELECT 1 FROM analytics_events e WHERE e.at >= (d::date::timestamp AT TIME ZONE 'UTC') AND e.at < ((d::date + 1)::timestamp AT TIME ZONE 'UTC'))
     ON CONFLICT DO NOTHING`,
    [daily[0]!.day, daily.at(-1)!.day],
  );
}
