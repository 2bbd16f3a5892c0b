/** Website drafts in the database (website_drafts, migrations 0001 and 0004). */
import { query, transaction } from '../db/client.ts';
import type { SiteSpec } from '../../schemas/site-spec.ts';
import { isUuid } from '../../schemas/ids.ts';

/** §8: shown where the screenshot would be when a draft failed without a message of its own. */
export const GENERIC_FAILURE = 'Something went wrong, please regenerate your website.';

export type DraftStatus = 'pending' | 'ready' | 'error';

export interface DraftRow extends Record<string, unknown> {
  id: string;
  business_id: string;
  draft_number: number;
  website_category: string;
  site_spec: SiteSpec | Record<string, never>;
  request: unknown;
  logo_key: string | null;
  status: DraftStatus;
  error_message: string | null;
  draft_url: string | null;
  screenshot_url: string | null;
  copywriter: string | null;
  screenshot_kind: 'chromium' | 'svg' | null;
  generation_ms: number | null;
  created_at: Date;
  updated_at: Date;
}

/** A pending draft older than this is reported as failed (its background run died). */
export const STALE_PENDING_MS = 15 * 60_000;

export async function insertPendingDraft(input: {
  businessId: string;
  category: string;
  request: unknown;
  logoKey: string | null;
}): Promise<DraftRow> {
  return transaction(async (tx) => {
    // One draft number at a time per account: lock the account row, then take max + 1.
    await tx.query('SELECT id FROM businesses WHERE id = $1 FOR UPDATE', [input.businessId]);
    const { rows } = await tx.query<DraftRow>(
      `INSERT INTO website_drafts (business_id, draft_number, website_category, site_spec, request, logo_key, status)
       SELECT $1, coalesce(max(draft_number), 0) + 1, $2, '{}'::jsonb, $3::jsonb, $4, 'pending'
       FROM website_drafts WHERE business_id = $1
       RETURNING *`,
      [input.businessId, input.category, JSON.stringify(input.request), input.logoKey],
    );
    return rows[0]!;
  });
}

export async function findDraft(id: string): Promise<DraftRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await query<DraftRow>('SELECT * FROM website_drafts WHERE id = $1', [id]);
  return row;
}

export async function listDrafts(businessId: string): Promise<DraftRow[]> {
  return query<DraftRow>('SELECT * FROM website_drafts WHERE business_id = $1 ORDER BY draft_number DESC', [
    businessId,
  ]);
}

export async function markReady(
  id: string,
  done: {
    spec: SiteSpec;
    draftUrl: string;
    screenshotUrl: string;
    copywriter: string;
    screenshotKind: 'chromium' | 'svg';
    ms: number;
  },
): Promise<void> {
  // The owner's first ready draft starts the editor's working copy (site_specs) in the same statement, so every
  // read (editor, publish, status, live blog) only reads it. A second draft ready at the same time finds the
  // copy there and leaves it: ON CONFLICT DO NOTHING is enough, as nothing here needs the row back.
  await query(
    `WITH ready AS (
       UPDATE website_drafts SET status = 'ready', site_spec = $2::jsonb, draft_url = $3, screenshot_url = $4,
         copywriter = $5, screenshot_kind = $6, generation_ms = $7, error_message = NULL, updated_at = now()
       WHERE id = $1 AND status = 'pending' RETURNING id, business_id, site_spec
     )
     INSERT INTO site_specs (business_id, draft_id, spec) SELECT business_id, id, site_spec FROM ready
     ON CONFLICT (business_id) DO NOTHING`,
    [
      id,
      JSON.stringify(done.spec),
      done.draftUrl,
      done.screenshotUrl,
      done.copywriter,
      done.screenshotKind,
      Math.round(done.ms),
    ],
  );
}

/** A ready draft's spec after its pages were rendered again (the listing changed). */
/** Where a draft is served. */
export const draftPath = (id: string) => `/sites/${id}/`;

/** A ready draft rendered again: its spec, and its preview's new address when the preview was drawn again. */
export async function updateReadySpec(id: string, spec: SiteSpec, screenshotUrl?: string): Promise<void> {
  await query(
    `UPDATE website_drafts SET site_spec = $2::jsonb, screenshot_url = coalesce($3, screenshot_url), updated_at = now()
     WHERE id = $1 AND status = 'ready'`,
    [id, JSON.stringify(spec), screenshotUrl ?? null],
  );
}

/** A pending draft's logo once decoded in the background (its key in 'uploads' instead of the file as sent). */
export async function setDraftLogo(id: string, logoKey: string): Promise<void> {
  await query(`UPDATE website_drafts SET logo_key = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [
    id,
    logoKey,
  ]);
}

export async function markError(id: string, message: string): Promise<void> {
  await query(
    `UPDATE website_drafts SET status = 'error', error_message = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`,
    [id, message],
  );
}
