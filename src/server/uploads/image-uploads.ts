/**
 * Untrusted image uploads off the request path (issue 42): decoding needs sharp (libvips, about 8 MB zipped),
 * which no synchronous function carries. The upload function checks the file's first bytes, keeps the raw
 * bytes in a private store ('upload-originals', never served), records one job and starts
 * image-upload-background (image-upload-run.ts), answering 202; the screen polls GET /api/uploads/:id
 * (client: src/features/uploads/upload-image.ts). This module loads no image library.
 */
import { randomUUID } from 'node:crypto';
import { PHOTO_TYPE_MESSAGE } from '../../schemas/site-editor.ts';
import { UPLOAD_MESSAGES, type UploadReason, type UploadStatusAnswer } from '../../schemas/uploads.ts';
import { IMAGE_TYPE_MESSAGE, sniffImageType } from '../../shared/images.ts';
import { backgroundToken, startBackground, verifyBackgroundToken } from '../background.ts';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { isUuid } from '../../schemas/ids.ts';
import { listingImageError } from '../listings/listing-image-request.ts';
import { fileStore } from '../storage/storage.ts';

export const IMAGE_UPLOAD_BACKGROUND = 'image-upload-background';
/** What the upload is for: which decoding and what the answer holds (image-upload-run.ts). */
export type UploadPurpose = 'site-photo' | 'media' | 'catalogue' | 'listing';
/** A job not finished by then died with its run (decoding takes seconds): the screen is told to try again. */
const STOPPED_AFTER = "interval '2 minutes'";

export const uploadToken = (id: string) => backgroundToken('image-upload', id);
export const verifyUploadToken = (id: string, token: string | null) => verifyBackgroundToken('image-upload', id, token);

/** The file is refused at once, as before, when its first bytes are no image type we read. */
function notAnImage(purpose: UploadPurpose): HttpError {
  if (purpose === 'listing') return listingImageError(IMAGE_TYPE_MESSAGE);
  return new HttpError(400, 'validation_failed', PHOTO_TYPE_MESSAGE, { photo: [PHOTO_TYPE_MESSAGE] });
}

export const originalsStore = () => fileStore('upload-originals');

/** Keeps the raw bytes, records the job and starts its background run: the 202 answer. */
export async function startImageUpload(
  businessId: string,
  purpose: UploadPurpose,
  upload: { bytes: Uint8Array; alt?: string },
  origin: string,
): Promise<UploadStatusAnswer> {
  if (!sniffImageType(upload.bytes)) throw notAnImage(purpose);
  const id = randomUUID();
  const rawKey = `${businessId}/${id}`;
  await originalsStore().put(rawKey, upload.bytes, 'application/octet-stream');
  const alt = (upload.alt ?? '').trim().slice(0, 160);
  const insert = `INSERT INTO image_uploads (id, business_id, purpose, raw_key, alt) VALUES ($1, $2, $3, $4, $5)`;
  await query(insert, [id, businessId, purpose, rawKey, alt]).catch(async (error: unknown) => {
    await originalsStore().delete(rawKey); // no job, so nothing would ever delete them
    throw error;
  });
  if (!(await startBackground(origin, IMAGE_UPLOAD_BACKGROUND, uploadToken(id), { upload_id: id }))) {
    const reason: UploadReason = { code: 'upload_not_started', message: UPLOAD_MESSAGES.notStarted };
    await query(
      `UPDATE image_uploads SET status = 'failed', reason = $2::jsonb, finished_at = now()
       WHERE id = $1 AND status = 'processing'`,
      [id, JSON.stringify(reason)],
    );
    await originalsStore().delete(rawKey);
    throw new HttpError(503, reason.code, reason.message);
  }
  return { upload: { id, status: 'processing' } };
}

interface StatusRow extends Record<string, unknown> {
  id: string;
  status: 'processing' | 'ready' | 'refused' | 'failed' | 'stopped';
  result: unknown;
  reason: UploadReason | null;
}

/** The business's own upload (404 for anyone else's): processing, ready with its result, or refused with why. */
export async function uploadStatus(businessId: string, id: string): Promise<UploadStatusAnswer> {
  // A real UUID only: PostgreSQL refuses 'a-----…' in a uuid column, which would be a 500.
  const [row] = isUuid(id)
    ? await query<StatusRow>(
        `SELECT id, result, reason,
           CASE WHEN status IN ('processing', 'working') AND created_at < now() - ${STOPPED_AFTER} THEN 'stopped'
                WHEN status = 'working' THEN 'processing' ELSE status END AS status
         FROM image_uploads WHERE id = $1 AND business_id = $2`,
        [id, businessId],
      )
    : [];
  if (!row) throw new HttpError(404, 'not_found', UPLOAD_MESSAGES.notFound);
  if (row.status === 'ready') return { upload: { id, status: 'ready', result: row.result } };
  if (row.status === 'stopped')
    return { upload: { id, status: 'failed', error: { code: 'upload_stopped', message: UPLOAD_MESSAGES.stopped } } };
  if (row.status === 'processing') return { upload: { id, status: 'processing' } };
  return { upload: { id, status: row.status, error: row.reason ?? undefined } };
}
