/**
 * The weekly digest, fanned out (issue 42): the scheduled function (30 s) claims the businesses whose digest
 * is due this week in one statement and hands them, 100 at a time, to reporting-weekly-digest-background
 * (15 min), which builds each report and sends it (digest.ts). No report is built and no email sent here.
 */
import type { DigestBatch } from '../../schemas/background-batches.ts';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { batchBodyToken, handOff, inBatches } from '../fan-out.ts';

export const DIGEST_BACKGROUND = 'reporting-weekly-digest-background';
export const DIGEST_BATCH_PURPOSE = 'weekly-digest-batch';
/** A report is a few statements and its email about a second: 100 fit in 15 minutes many times over. */
export const DIGESTS_PER_BATCH = 100;
/** The start of the digest's week (Monday 00:00 UTC) in SQL, from the batch's `week` ($1 or $2). */
export const weekStart = (param: string) => `(${param}::date::timestamp AT TIME ZONE 'UTC')`;
/** A claim the background function has not taken after its 15 minutes died with it: a later run takes it. */
const STALE_CLAIM = "interval '20 minutes'";

/** The Monday (UTC) of `now`'s week, YYYY-MM-DD: the period a digest is sent once for. Pure. */
export function digestWeek(now: Date): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Claims every business due a digest for `week`: the digest on, none sent since the week began, no live claim,
 * and something to report (visits in the last two weeks, or a listing). An overlapping run finds the rows
 * claimed (ON CONFLICT re-checks the row another run just wrote), so each business is handed off once.
 */
export async function claimDueDigests(week: string): Promise<string[]> {
  const rows = await query<{ business_id: string }>(
    `INSERT INTO reporting_settings (business_id, digest_claimed_at)
     SELECT b.id, now() FROM businesses b LEFT JOIN reporting_settings s ON s.business_id = b.id
     WHERE s.weekly_digest IS DISTINCT FROM false
       AND (s.last_digest_at IS NULL OR s.last_digest_at < ${weekStart('$1')})
       AND (s.digest_claimed_at IS NULL OR s.digest_claimed_at < now() - ${STALE_CLAIM})
       AND (EXISTS (SELECT 1 FROM analytics_daily d
                    WHERE d.business_id = b.id AND d.day >= (now() - interval '14 days')::date)
         OR EXISTS (SELECT 1 FROM analytics_events e WHERE e.business_id = b.id AND e.at >= now() - interval '7 days')
         OR EXISTS (SELECT 1 FROM listings l WHERE l.owner_id = b.id))
     ORDER BY b.id
     ON CONFLICT (business_id) DO UPDATE SET digest_claimed_at = now()
     WHERE (reporting_settings.last_digest_at IS NULL OR reporting_settings.last_digest_at < ${weekStart('$1')})
       AND (reporting_settings.digest_claimed_at IS NULL
         OR reporting_settings.digest_claimed_at < now() - ${STALE_CLAIM})
     RETURNING business_id`,
    [week],
  );
  return rows.map((r) => r.business_id);
}

export const digestBatchToken = (batch: DigestBatch) => batchBodyToken(DIGEST_BATCH_PURPOSE, batch);

/** Claims this week's due digests and starts one background run per 100, all at once. */
export async function fanOutDigests(
  now = new Date(),
  origin = getEnv().siteUrl,
): Promise<{ claimed: number; batches: number }> {
  const week = digestWeek(now);
  const claimed = await claimDueDigests(week);
  const batches = inBatches(claimed, DIGESTS_PER_BATCH).map((ids): DigestBatch => ({ week, business_ids: ids }));
  await handOff(origin, DIGEST_BACKGROUND, digestBatchToken, batches, (unstarted) =>
    query('UPDATE reporting_settings SET digest_claimed_at = NULL WHERE business_id = ANY($1::uuid[])', [
      unstarted.flatMap((b) => b.business_ids),
    ]),
  );
  return { claimed: claimed.length, batches: batches.length };
}
