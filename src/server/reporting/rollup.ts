/**
 * The roll-up (hourly): each day's raw events become daily totals and top lists, one transaction per
 * day. Finished days are rolled once more after they end and are then complete; the current day is
 * rolled up to a minute ago, its rows replaced by a fresh recount on every run (see
 * src/features/reporting/rollup-plan.ts). Raw events older than 30 days are then deleted, and so are
 * salts of past days. Reports read the totals plus the raw events after the watermark (under an hour).
 */
import { addDays, planRollup, SETTLE_MS, utcDay, watermark } from '../../features/reporting/rollup-plan.ts';
import { query, transaction } from '../db/client.ts';
import { rotateSalts } from './salts.ts';

export const RAW_DAYS = 30;
/** Top values kept per site, day and dimension. */
export const TOP_PER_DAY = 50;

/**
 * Counts one day again from its raw events before `until` (default: now), replacing the day's rows of
 * every site with events in that range. Rolled up to its end, the day is marked complete.
 * Exported for the benchmark and tests, which backdate events.
 */
export async function rollDay(day: string, until: Date = new Date()): Promise<number> {
  return transaction(async (tx) => {
    // One roll-up at a time (an overlapping run waits, then recounts: its rows replace the first's).
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('analytics rollup'))`);
    const bounds = `at >= ($1::date::timestamp AT TIME ZONE 'UTC') AND at < least(($1::date + 1)::timestamp AT TIME ZONE 'UTC', $2::timestamptz)`;
    // The rows of every site with raw events that day are replaced (a rerun gives the same rows); sites
    // whose raw events are gone (past 30 days, or seeded totals) keep theirs.
    const sites = `SELECT DISTINCT business_id FROM analytics_events
      WHERE at >= ($1::date::timestamp AT TIME ZONE 'UTC') AND at < (($1::date + 1)::timestamp AT TIME ZONE 'UTC')`;
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
      [day, until],
    );
    await tx.query(
      `INSERT INTO analytics_daily_top (business_id, day, dimension, value, views)
       SELECT business_id, $1::date, dimension, value, views FROM (
         SELECT business_id, dimension, value, views, row_number() OVER (PARTITION BY business_id, dimension ORDER BY views DESC, value) AS rank
         FROM (
           SELECT business_id, CASE WHEN GROUPING(path) = 0 THEN 'page' WHEN GROUPING(referrer) = 0 THEN 'referrer' ELSE 'device' END AS dimension,
                  coalesce(path, referrer, device) AS value, count(*)::int AS views
           FROM analytics_events WHERE ${bounds} AND kind = 'view'
           GROUP BY GROUPING SETS ((business_id, path), (business_id, referrer), (business_id, device))
           HAVING coalesce(path, referrer, device) IS NOT NULL
         ) counted
       ) ranked WHERE rank <= $3`,
      [day, until, TOP_PER_DAY],
    );
    const events = Number(totals.rows[0]?.events ?? 0);
    // rolled_to NULL: complete (rolled up to the day's end).
    await tx.query(
      `INSERT INTO analytics_rollups (day, events, rolled_to)
       VALUES ($1, $2, CASE WHEN $3::timestamptz >= (($1::date + 1)::timestamp AT TIME ZONE 'UTC') THEN NULL ELSE $3::timestamptz END)
       ON CONFLICT (day) DO UPDATE SET events = EXCLUDED.events, rolled_to = EXCLUDED.rolled_to, rolled_at = now()`,
      [day, events, until],
    );
    return events;
  });
}

export interface RollupResult {
  days: string[];
  events: number;
  deletedEvents: number;
  deletedSalts: number;
}

/** One run: rolls the days `planRollup` names (today so far included), then prunes. `now` is for tests. */
export async function rollUp(now = new Date()): Promise<RollupResult> {
  const today = utcDay(now);
  const [known] = await query<{ complete: string | null; open: string | null }>(
    `SELECT (max(day) FILTER (WHERE rolled_to IS NULL))::text AS complete, (min(day) FILTER (WHERE rolled_to IS NOT NULL))::text AS open FROM analytics_rollups`,
  );
  const days: string[] = [];
  let events = 0;
  for (const step of planRollup(now, known?.complete ?? null, RAW_DAYS, SETTLE_MS, known?.open ?? null)) {
    events += await rollDay(step.day, step.until);
    days.push(step.day);
  }
  const [deleted] = await query<{ n: number }>(
    `WITH d AS (DELETE FROM analytics_events WHERE at < ($1::date::timestamp AT TIME ZONE 'UTC') RETURNING 1) SELECT count(*)::int AS n FROM d`,
    [addDays(today, -RAW_DAYS)],
  );
  const deletedSalts = await rotateSalts(today);
  await refreshStatistics();
  return { days, events, deletedEvents: deleted?.n ?? 0, deletedSalts };
}

/**
 * Planner statistics for the tables reports read. The embedded database (PGlite) runs no autovacuum:
 * without them a 90-day top list (up to ~9,000 daily rows) is sorted instead of hashed, 2-3 times
 * slower. Sampling both tables takes milliseconds; on hosted Postgres it only repeats autovacuum's work.
 */
export async function refreshStatistics(): Promise<void> {
  await query('ANALYZE analytics_daily, analytics_daily_top');
}

/** Where reports start reading raw events: the watermark, never before `floor`. */
export async function rolledUntil(floor: Date): Promise<Date> {
  const [row] = await query<{ day: string; rolled_to: Date | string | null }>(
    `SELECT day::text, rolled_to FROM analytics_rollups ORDER BY day DESC LIMIT 1`,
  );
  return watermark(row && { day: row.day, rolledTo: row.rolled_to === null ? null : new Date(row.rolled_to) }, floor);
}
