/**
 * Website photos removed from the site do not stay in storage for ever. A photo is in use when the
 * working copy, a ready draft, the live version or any version published in the last 90 days shows
 * it; a photo seen unused for a day is deleted (the day covers an upload whose spec is not saved
 * yet). Run daily by functions/scheduled-prune-site-photos.mts. Published versions and drafts keep
 * their own copies of their photo files, so nothing visitors can see depends on what is deleted here.
 */
import { PHOTOS_FOLDER } from '../../features/site-renderer/sections.ts';
import { siteSpecSchema } from '../../schemas/site-spec.ts';
import { query } from '../db/client.ts';
import { fileStore } from '../storage/storage.ts';

export const VERSION_KEEP_DAYS = 90;
export const UNUSED_GRACE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface SweepPlan {
  /** Unused photos seen unused for the first time: remember since when. */
  mark: string[];
  /** Photos in use again: forget they were unused. */
  unmark: string[];
  /** Unused for longer than the grace: delete their files. */
  remove: string[];
}

/** Pure: what to do with an account's stored photos, given which are in use and since when the others were unused. */
export function planSweep(
  stored: ReadonlySet<string>,
  used: ReadonlySet<string>,
  unusedSince: ReadonlyMap<string, Date>,
  now: Date,
  graceMs = UNUSED_GRACE_MS,
): SweepPlan {
  const plan: SweepPlan = { mark: [], unmark: [], remove: [] };
  for (const id of unusedSince.keys()) if (used.has(id) || !stored.has(id)) plan.unmark.push(id);
  for (const id of stored) {
    if (used.has(id)) continue;
    const since = unusedSince.get(id);
    if (!since) plan.mark.push(id);
    else if (now.getTime() - since.getTime() >= graceMs) plan.remove.push(id);
  }
  return plan;
}

const PHOTO_KEY = /^site-assets\/([0-9a-f-]{36})\/assets\/photos\/([0-9a-f]{16})(?:-\d+\.(?:webp|avif)|\.json)$/;
const photoIdsOf = (value: unknown) => {
  const spec = siteSpecSchema.shape.photos.safeParse((value as { photos?: unknown } | null)?.photos);
  return spec.success ? spec.data.map((p) => p.id) : [];
};

/** The photo ids each account's working copy, drafts and recent or live versions show. */
async function photosInUse(businessId: string, now: Date): Promise<Set<string>> {
  const used = new Set<string>();
  const [copy] = await query<{ spec: unknown }>('SELECT spec FROM site_specs WHERE business_id = $1', [businessId]);
  for (const id of photoIdsOf(copy?.spec)) used.add(id);
  for (const d of await query<{ site_spec: unknown }>(
    `SELECT site_spec FROM website_drafts WHERE business_id = $1 AND status = 'ready'`,
    [businessId],
  )) {
    for (const id of photoIdsOf(d.site_spec)) used.add(id);
  }
  const versions = await query<{ storage_prefix: string }>(
    `SELECT v.storage_prefix FROM website_versions v LEFT JOIN websites w ON w.business_id = v.business_id
     WHERE v.business_id = $1 AND (v.created_at >= $2 OR v.number = w.live_version)`,
    [businessId, new Date(now.getTime() - VERSION_KEEP_DAYS * DAY_MS)],
  );
  const sites = fileStore('sites');
  for (const v of versions) {
    for (const key of await sites.list(`${v.storage_prefix}${PHOTOS_FOLDER}`)) {
      const id = /\/([0-9a-f]{16})-\d+\.(?:webp|avif)$/.exec(key)?.[1];
      if (id) used.add(id);
    }
  }
  return used;
}

/** `onlyBusinessId`: one account (tests share their database with others). Returns the number of photos deleted. */
export async function sweepSitePhotos(
  now = new Date(),
  onlyBusinessId?: string,
): Promise<{ deleted: number; marked: number }> {
  const uploads = fileStore('uploads');
  const byAccount = new Map<string, Map<string, string[]>>();
  for (const key of await uploads.list(
    onlyBusinessId ? `site-assets/${onlyBusinessId}/${PHOTOS_FOLDER}` : 'site-assets/',
  )) {
    const m = PHOTO_KEY.exec(key);
    if (!m) continue;
    const photos = byAccount.get(m[1]!) ?? new Map<string, string[]>();
    photos.set(m[2]!, [...(photos.get(m[2]!) ?? []), key]);
    byAccount.set(m[1]!, photos);
  }
  let deleted = 0;
  let marked = 0;
  for (const [businessId, photos] of byAccount) {
    const [exists] = await query('SELECT 1 FROM businesses WHERE id = $1', [businessId]);
    if (!exists) continue;
    const rows = await query<{ photo_id: string; unused_since: Date }>(
      'SELECT photo_id, unused_since FROM site_photo_sweeps WHERE business_id = $1',
      [businessId],
    );
    const plan = planSweep(
      new Set(photos.keys()),
      await photosInUse(businessId, now),
      new Map(rows.map((r) => [r.photo_id, new Date(r.unused_since)])),
      now,
    );
    if (plan.unmark.length)
      await query('DELETE FROM site_photo_sweeps WHERE business_id = $1 AND photo_id = ANY($2::text[])', [
        businessId,
        plan.unmark,
      ]);
    if (plan.mark.length) {
      await query(
        `INSERT INTO site_photo_sweeps (business_id, photo_id, unused_since) SELECT $1, unnest($2::text[]), $3 ON CONFLICT DO NOTHING`,
        [businessId, plan.mark, now],
      );
      marked += plan.mark.length;
    }
    for (const id of plan.remove) {
      await Promise.all(photos.get(id)!.map((key) => uploads.delete(key)));
      await query('DELETE FROM site_photo_sweeps WHERE business_id = $1 AND photo_id = $2', [businessId, id]);
      deleted++;
    }
  }
  return { deleted, marked };
}
