/**
 * The roll-up: each finished UTC day's raw events become daily totals and top lists (one transaction per
 * day, so a day is rolled completely or not at all, and in order). Raw events older than 30 days are then
 * deleted, and so are salts of past days. Reports read the totals; only days not yet rolled (normally
 * today) are read raw.
 */
import { query, transaction } from '../db/client.ts';
import { rotateSalts, utcDay } from './salts.ts';

export const RAW_DAYS = 30;
/** Top values kept per site, day and dimension. */
export const TOP_PER_DAY = 50;

const DAY_MS = 86_400_000;
export const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The range of a UTC day as timestamptz bounds ($n and $n+1 are 'YYYY-MM-DD'). */
export const DAY_BOUNDS = (from: string, to: string) => `at >= (${from}::date::timestamp AT TIME ZONE 'UTC') AND at < ((${to}::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/** Rolls one day again from its raw events (exported for the benchmark, which backdates events). */
export async function rollDay(day: string): Promise<number> {
  return transaction(async (tx) => {
    const bounds = DAY_BOUNDS('$1', '$1');
    // Only the sites with raw events that day are recomputed (a rerun gives the same rows).
    const sites = `SELECT DISTINCT business_id FROM analytics_events WHERE ${bounds}`;
    await tx.query(`DELETE FROM analytics_daily WHERE day = $1 AND business_id IN (${sites})`, [day]);
    await tx.query(`DELETE FROM analytics_daily_top WHERE day = $1 AND business_id IN (${sites})`, [day]);
    const totals = await tx.query<{ events: string }>(
      `WITH ins AS (
         INSERT INTO analytics_daily (business_id, day, source, views, visitors, phone, email, directions)
         SELECT business_id, $1::date, source, count(*) FILTER (WHERE kind = 'view'), count(DISTINCT visitor),
                count(*) FILTER (WHERE kind = 'phone'), count(*) FILTER (WHERE kind = 'email'), count(*) FILTER (WHERE kind = 'directions')
         FROM analytics_events WHERE ${bounds} GROUP BY business_id, source
         RETURNING views + phone + email + directions AS n)
       SELECT coalesce(sum(n), 0)::text AS events FROM ins`,
      [day],
    );
    await tx.query(
      `INSERT INTO analytics_daily_top (business_id, day, dimension, value, views)
       SELECT business_id, $1::date, dimension, value, views FROM (
         SELECT business_id, dimension, value, views, row_number() OVER (PARTITION BY business_id, dimension ORDER BY views DESC, value) AS rank
         FROM (
           SELECT business_id, 'page' AS dimension, path AS value, count(*)::int AS views FROM analytics_events WHERE ${bounds} AND kind = 'view' GROUP BY 1, 3
           UNION ALL
           SELECT business_id, 'referrer', referrer, count(*)::int FROM analytics_events WHERE ${bounds} AND kind = 'view' AND referrer IS NOT NULL GROUP BY 1, 3
           UNION ALL
           SELECT business_id, 'device', device, count(*)::int FROM analytics_events WHERE ${bounds} AND kind = 'view' GROUP BY 1, 3
         ) counted
       ) ranked WHERE rank <= $2`,
      [day, TOP_PER_DAY],
    );
    const events = Number(totals.rows[0]?.events ?? 0);
    await tx.query(
      `INSERT INTO analytics_rollups (day, events) VALUES ($1, $2) ON CONFLICT (day) DO UPDATE SET events = EXCLUDED.events, rolled_at = now()`,
      [day, events],
    );
    return events;
  });
}

export interface RollupResult { days: string[]; events: number; deletedEvents: number; deletedSalts: number }

/** Rolls every finished day not rolled yet (within the raw window), then prunes. `now` is for tests. */
export async function rollUp(now = new Date()): Promise<RollupResult> {
  const today = utcDay(now);
  const [last] = await query<{ day: string | null }>(`SELECT max(day)::text AS day FROM analytics_rollups`);
  const first = last?.day && last.day >= addDays(today, -RAW_DAYS) ? addDays(last.day, 1) : addDays(today, -RAW_DAYS);
  const days: string[] = [];
  let events = 0;
  for (let day = first; day < today; day = addDays(day, 1)) {
    events += await rollDay(day);
    days.push(day);
  }
  const [deleted] = await query<{ n: number }>(
    `WITH d AS (DELETE FROM analytics_events WHERE at < ($1::date::timestamp AT TIME ZONE 'UTC') RETURNING 1) SELECT count(*)::int AS n FROM d`,
    [addDays(today, -RAW_DAYS)],
  );
  const deletedSalts = await rotateSalts(today);
  return { days, events, deletedEvents: deleted?.n ?? 0, deletedSalts };
}

/** The first day reports must read raw: the day after the last rolled one. */
export async function firstRawDay(fallback: string): Promise<string> {
  const [row] = await query<{ day: string | null }>(`SELECT (max(day) + 1)::text AS day FROM analytics_rollups`);
  return row?.day && row.day > fallback ? row.day : fallback;
}
