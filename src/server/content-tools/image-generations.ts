/**
 * Images asked for from a description (issue 42): the request takes a unit of the month's quota (one statement,
 * quotas.ts), records a 'generating' row and starts image-generate-background, which makes the image
 * (media-generate.ts: the OpenAI Images API or the built-in illustrator, then sharp) while the library polls.
 * Nothing here waits for a model or loads sharp. A failure gives the unit back in the statement that marks it.
 */
import { query } from '../db/client.ts';
import type { SessionBusiness } from '../auth/session.ts';
import type { ImageGenerationView } from '../../schemas/media.ts';
import { isUuid } from '../../schemas/ids.ts';
import { backgroundToken, startBackground, verifyBackgroundToken } from '../background.ts';
import { assertToolIncluded, giveBackUnit, takeUnit } from './quotas.ts';

export const IMAGE_BACKGROUND_FUNCTION = 'image-generate-background';
const PURPOSE = 'image-generation';
export const IMAGE_FAILED = 'The image could not be made. Your image was not counted: please try again.';
const START_FAILED = 'Making the image could not start. Your image was not counted: please try again.';
/** A row still generating after this is given up on (its background run died): unit back. */
const STALE_GENERATING_MS = 15 * 60_000;
const STALE_MESSAGE = 'The image could not be made: please try again. Its unit comes back when you next make one.';
/** How long a failed request stays in the library, with its message. */
const ERRORS_SHOWN_MS = 24 * 3600_000;

export interface ImageGenerationRow extends Record<string, unknown> {
  id: string;
  business_id: string;
  prompt: string;
  status: 'generating' | 'error';
  error_message: string | null;
  created_at: Date;
}

export const imageGenerationToken = (id: string) => backgroundToken(PURPOSE, id);
export const verifyImageGenerationToken = (id: string, token: string | null) =>
  verifyBackgroundToken(PURPOSE, id, token);

/** A row still generating after STALE_GENERATING_MS reads as failed; the next request gives its unit back. */
export function generationView(row: ImageGenerationRow, now = Date.now()): ImageGenerationView {
  const stale = row.status === 'generating' && now - row.created_at.getTime() > STALE_GENERATING_MS;
  const status = stale ? 'error' : row.status;
  return {
    id: row.id,
    prompt: row.prompt,
    status,
    message: stale ? STALE_MESSAGE : status === 'error' ? (row.error_message ?? IMAGE_FAILED) : null,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Marks generating rows failed and gives each one's unit back, once, whoever gets there first: one statement,
 * so nobody reads a failed image with its unit still spent.
 */
export async function failGenerations(where: { id: string } | { staleOf: string }, message: string): Promise<void> {
  const byId = 'id' in where;
  await query(
    `WITH failed AS (
       UPDATE image_generations SET status = 'error', error_message = $2, updated_at = now()
       WHERE status = 'generating' AND ${byId ? 'id = $1' : `business_id = $1 AND created_at < now() - $3::interval`}
       RETURNING business_id, quota_month),
     counted AS (SELECT business_id, quota_month, count(*)::int AS n FROM failed GROUP BY business_id, quota_month)
     UPDATE content_usage u SET used = greatest(u.used - counted.n, 0) FROM counted
     WHERE u.business_id = counted.business_id AND u.month = counted.quota_month AND u.kind = 'image'`,
    byId ? [where.id, message] : [where.staleOf, message, `${STALE_GENERATING_MS} milliseconds`],
  );
}

export async function findGeneration(id: string): Promise<ImageGenerationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await query<ImageGenerationRow>('SELECT * FROM image_generations WHERE id = $1', [id]);
  return row;
}

/** The business's images being made, and those that failed in the last day (newest first). */
export async function listGenerations(businessId: string): Promise<ImageGenerationView[]> {
  const rows = await query<ImageGenerationRow>(
    `SELECT * FROM image_generations
     WHERE business_id = $1 AND (status = 'generating' OR updated_at > now() - $2::interval)
     ORDER BY created_at DESC LIMIT 20`,
    [businessId, `${ERRORS_SHOWN_MS} milliseconds`],
  );
  return rows.map(generationView);
}

/** Takes a unit of the month's quota and records the request, 'generating' (the unit back if it cannot be). */
export async function recordImageGeneration(business: SessionBusiness, prompt: string): Promise<ImageGenerationRow> {
  const limit = assertToolIncluded(business, 'image');
  const month = await takeUnit(business.id, 'image', limit);
  try {
    const [row] = await query<ImageGenerationRow>(
      'INSERT INTO image_generations (business_id, prompt, quota_month) VALUES ($1, $2, $3) RETURNING *',
      [business.id, prompt, month],
    );
    return row!;
  } catch (error) {
    await giveBackUnit(business.id, 'image', month);
    throw error;
  }
}

/** Records the request and starts its background run; the request failed (unit back) when it could not start. */
export async function startImageGeneration(
  business: SessionBusiness,
  prompt: string,
  options: { origin: string },
): Promise<ImageGenerationView> {
  // A GET only reads, so requests whose background run died are given up on (unit back) here, first.
  await failGenerations({ staleOf: business.id }, STALE_MESSAGE);
  const row = await recordImageGeneration(business, prompt);
  const token = imageGenerationToken(row.id);
  if (!(await startBackground(options.origin, IMAGE_BACKGROUND_FUNCTION, token, { id: row.id })))
    await failGenerations({ id: row.id }, START_FAILED);
  return generationView((await findGeneration(row.id))!);
}
