/**
 * The owner's report: daily totals (and top lists) from the aggregates, the raw events after the
 * roll-up's watermark (today's last hour or so) for this one site, and leads and reviews from their
 * own tables.
 * Every query is bounded by the business and the period.
 */
import {
  averageRating,
  conversion,
  fillDays,
  mergeTop,
  reportCsv,
  sumDays,
} from '../../features/reporting/reporting.ts';
import type { DayRow, PeriodDays, ReportResponse } from '../../schemas/reporting.ts';
import { query } from '../db/client.ts';
import { addDays, dayStart, utcDay } from '../../features/reporting/rollup-plan.ts';
import { rolledUntil } from './rollup.ts';

type Row = Record<string, unknown>;
interface CountRow extends Row {
  day: string;
  source: string;
  views: number;
  visitors: number;
  phone: number;
  email: number;
  directions: number;
}
interface TopRow extends Row {
  dimension: string;
  value: string;
  views: number;
}

/**
 * Daily counts for [from, to] and top lists for [topFrom, to] from the aggregates, plus the raw events
 * after the watermark `rawFrom` (normally under an hour of them). A visitor in that raw tail counts only
 * if not seen earlier the same day (those are in the day's aggregated visitors already).
 */
async function trafficFor(businessId: string, from: string, topFrom: string, to: string, rawFrom: Date, timed: Timed) {
  const end = `(($4::date + 1)::timestamp AT TIME ZONE 'UTC')`;
  const [daily, raw, top, rawTop] = await Promise.all([
    timed('daily', () =>
      query<CountRow>(
        `SELECT day::text, source, views, visitors, phone, email, directions FROM analytics_daily
       WHERE business_id = $1 AND day BETWEEN $2 AND $3`,
        [businessId, from, to],
      ),
    ),
    timed('raw', () =>
      query<CountRow>(
        `SELECT day::text, source, count(*) FILTER (WHERE kind = 'view')::int AS views, count(DISTINCT visitor) FILTER (WHERE NOT seen)::int AS visitors,
              count(*) FILTER (WHERE kind = 'phone')::int AS phone, count(*) FILTER (WHERE kind = 'email')::int AS email,
              count(*) FILTER (WHERE kind = 'directions')::int AS directions
       FROM (SELECT (at AT TIME ZONE 'UTC')::date AS day, source, kind, visitor,
               EXISTS (SELECT 1 FROM analytics_events e WHERE e.business_id = $1 AND e.visitor = t.visitor AND e.source = t.source
                       AND e.at >= (date_trunc('day', t.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AND e.at < $2) AS seen
             FROM analytics_events t
             WHERE business_id = $1 AND at >= $2 AND at >= ($3::date::timestamp AT TIME ZONE 'UTC') AND at < ${end}) tail
       GROUP BY 1, 2`,
        [businessId, rawFrom, from, to],
      ),
    ),
    timed('top', () =>
      query<TopRow>(
        `SELECT dimension, value, sum(views)::int AS views FROM analytics_daily_top
       WHERE business_id = $1 AND day BETWEEN $2 AND $3 GROUP BY 1, 2`,
        [businessId, topFrom, to],
      ),
    ),
    timed('rawTop', () =>
      query<TopRow>(
        // One scan of the tail for all three lists.
        `SELECT CASE WHEN GROUPING(path) = 0 THEN 'page' WHEN GROUPING(referrer) = 0 THEN 'referrer' ELSE 'device' END AS dimension,
              coalesce(path, referrer, device) AS value, count(*)::int AS views
       FROM analytics_events WHERE business_id = $1 AND at >= $2 AND at >= ($3::date::timestamp AT TIME ZONE 'UTC') AND at < ${end} AND kind = 'view'
       GROUP BY GROUPING SETS ((path), (referrer), (device)) HAVING coalesce(path, referrer, device) IS NOT NULL`,
        [businessId, rawFrom, topFrom, to],
      ),
    ),
  ]);
  return { counts: [...daily, ...raw], top: [...top, ...rawTop] };
}

/** Leads (listing and website) and approved reviews per day, with the day's average rating. */
async function inboxFor(businessId: string, from: string, to: string, timed: Timed) {
  const [leads, reviews] = await Promise.all([
    timed('leads', () =>
      query<{ day: string; n: number }>(
        `SELECT (m.created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS n FROM messages m
       LEFT JOIN listings l ON l.id = m.listing_id
       WHERE (m.recipient_id = $1 OR l.owner_id = $1) AND m.created_at >= ($2::date::timestamp AT TIME ZONE 'UTC')
         AND m.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'UTC') GROUP BY 1`,
        [businessId, from, to],
      ),
    ),
    timed('reviews', () =>
      query<{ day: string; n: number; rating: number }>(
        `SELECT (r.created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS n, avg(r.rating)::float AS rating FROM reviews r
       JOIN listings l ON l.id = r.listing_id
       WHERE l.owner_id = $1 AND r.status = 'approved' AND r.created_at >= ($2::date::timestamp AT TIME ZONE 'UTC')
         AND r.created_at < (($3::date + 1)::timestamp AT TIME ZONE 'UTC') GROUP BY 1`,
        [businessId, from, to],
      ),
    ),
  ]);
  return { leads, reviews };
}

export interface ReportOptions {
  now?: Date;
  weeklyDigest: boolean;
  canEdit: boolean;
  /** The benchmark's breakdown: milliseconds per query, added up. */
  timings?: Record<string, number>;
}
type Timed = <T>(name: string, work: () => Promise<T>) => Promise<T>;

export async function buildReport(
  businessId: string,
  days: PeriodDays,
  options: ReportOptions,
): Promise<ReportResponse> {
  const to = utcDay(options.now ?? new Date());
  const from = addDays(to, -(days - 1));
  const prevFrom = addDays(from, -days);
  // Raw events are kept 30 days: older days are read from the aggregates only.
  const rawFrom = await rolledUntil(dayStart(addDays(to, -29)));
  const timings = options.timings;
  const timed: Timed = timings
    ? async (name, work) => {
        const t = performance.now();
        try {
          return await work();
        } finally {
          timings[name] = (timings[name] ?? 0) + performance.now() - t;
        }
      }
    : (_name, work) => work();
  const [traffic, inbox] = await Promise.all([
    trafficFor(businessId, prevFrom, from, to, rawFrom, timed),
    inboxFor(businessId, prevFrom, to, timed),
  ]);

  const byDay = new Map<string, DayRow>();
  const row = (day: string) => {
    let r = byDay.get(day);
    if (!r)
      byDay.set(
        day,
        (r = { day, views: 0, visitors: 0, phone: 0, email: 0, directions: 0, leads: 0, reviews: 0, rating: null }),
      );
    return r;
  };
  const bySource = { website: 0, listing: 0 };
  for (const c of traffic.counts) {
    const r = row(c.day);
    r.views += c.views;
    r.visitors += c.visitors;
    r.phone += c.phone;
    r.email += c.email;
    r.directions += c.directions;
    if (c.day >= from && (c.source === 'website' || c.source === 'listing')) bySource[c.source] += c.views;
  }
  for (const l of inbox.leads) row(l.day).leads += l.n;
  for (const v of inbox.reviews) Object.assign(row(v.day), { reviews: v.n, rating: Math.round(v.rating * 10) / 10 });

  const all = fillDays(prevFrom, to, [...byDay.values()]);
  const previous = all.filter((r) => r.day < from);
  const series = all.filter((r) => r.day >= from);
  const current = sumDays(series);
  const before = sumDays(previous);
  const topIn = (dimension: string) => mergeTop([traffic.top.filter((t) => t.dimension === dimension)], 10);
  return {
    days,
    from,
    to,
    current,
    previous: before,
    conversion: { current: conversion(current), previous: conversion(before) },
    rating: { current: averageRating(series), previous: averageRating(previous) },
    series,
    topPages: topIn('page'),
    sources: topIn('referrer'),
    devices: topIn('device'),
    bySource,
    settings: { weeklyDigest: options.weeklyDigest, canEdit: options.canEdit },
  };
}

/** The report's days as CSV (the same numbers as the charts and tables), with the period it covers. */
export async function buildReportCsv(
  businessId: string,
  days: PeriodDays,
): Promise<{ csv: string; from: string; to: string }> {
  const report = await buildReport(businessId, days, { weeklyDigest: true, canEdit: false });
  return { csv: reportCsv(report.series), from: report.from, to: report.to };
}
