/**
 * The hourly maintenance check, fanned out (issue 42): the scheduled function (30 s) only claims the live
 * sites that are due, in one statement, and hands them to maintenance-check-background (15 min) in
 * batches. Its work is one statement and one POST per 40 sites, sent at once: no site is fetched there.
 */
import { PUBLISHING_RANKS } from '../../features/publishing/publishing.ts';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { backgroundToken, verifyBackgroundToken } from '../background.ts';
import { handOff, inBatches } from '../fan-out.ts';

export const MAINTENANCE_BACKGROUND = 'maintenance-check-background';
/** A site's check takes at most about 16 s (8 s home page, links in parallel): 40 fit in 15 minutes. */
export const SITES_PER_BATCH = 40;

/**
 * Claims every live site due for its hourly check: not checked and not claimed in the last 50 minutes.
 * Rows another run is claiming right now are skipped, and ones it claimed are no longer due, so two runs
 * at once never take the same site.
 */
export async function claimDueSites(): Promise<string[]> {
  const rows = await query<{ business_id: string }>(
    `UPDATE websites SET maintenance_claimed_at = now()
     WHERE business_id IN (
       SELECT w.business_id FROM websites w JOIN businesses b ON b.id = w.business_id
       WHERE w.live_version IS NOT NULL AND b.rank = ANY($1::text[])
         AND (w.maintenance_claimed_at IS NULL OR w.maintenance_claimed_at < now() - interval '50 minutes')
         AND NOT EXISTS (SELECT 1 FROM maintenance_checks c
                         WHERE c.business_id = w.business_id AND c.checked_at > now() - interval '50 minutes')
       FOR UPDATE OF w SKIP LOCKED)
     RETURNING business_id`,
    [[...PUBLISHING_RANKS]],
  );
  return rows.map((r) => r.business_id);
}

/** The token that lets the background function check exactly these sites (nobody else can start it). */
export const batchToken = (businessIds: string[]) => backgroundToken('maintenance-batch', businessIds.join(','));
export const verifyBatchToken = (businessIds: string[], token: string | null) =>
  verifyBackgroundToken('maintenance-batch', businessIds.join(','), token);

/** Claims the due sites and starts one background run per batch, all at once (Netlify answers 202). */
export async function fanOutMaintenance(origin = getEnv().siteUrl): Promise<{ claimed: number; batches: number }> {
  const batches = inBatches(await claimDueSites(), SITES_PER_BATCH).map((ids) => ({ business_ids: ids }));
  const token = (batch: { business_ids: string[] }) => batchToken(batch.business_ids);
  // A batch not started is given back, so the next run takes it rather than the hour passing unchecked.
  await handOff(origin, MAINTENANCE_BACKGROUND, token, batches, (unstarted) =>
    query('UPDATE websites SET maintenance_claimed_at = NULL WHERE business_id = ANY($1::uuid[])', [
      unstarted.flatMap((b) => b.business_ids),
    ]),
  );
  return { claimed: batches.flatMap((b) => b.business_ids).length, batches: batches.length };
}
