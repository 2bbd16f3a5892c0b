/**
 * The background half of an image upload (image-upload-background; image-uploads.ts starts it): claims the
 * job once, decodes the raw bytes in full per purpose exactly as the upload functions did on the request path,
 * records the answer they gave (ready with it, or refused with the same 400's message), and deletes the raw
 * bytes. The one place uploads load sharp (through the modules below).
 */
import type { UploadReason } from '../../schemas/uploads.ts';
import { UPLOAD_MESSAGES } from '../../schemas/uploads.ts';
import { addToLibrary, mediaView } from '../content-tools/media.ts';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { storeListingImage } from '../listings/listing-image-upload.ts';
import { storeCataloguePhoto } from '../shop/catalogue-photos.ts';
import { storePhoto } from '../site-editor/photo-upload.ts';
import { originalsStore, type UploadPurpose } from './image-uploads.ts';

type Decode = (businessId: string, bytes: Uint8Array, alt: string) => Promise<unknown>;

/** Per purpose, what the upload function used to do after reading the request, and its 201 body. */
const DECODE: Record<UploadPurpose, Decode> = {
  'site-photo': async (businessId, bytes, alt) => {
    const photo = await storePhoto(businessId, bytes, alt);
    await addToLibrary(businessId, 'upload', photo, alt); // every upload is in the one media library too
    return { photo };
  },
  media: async (businessId, bytes, alt) => ({
    item: mediaView(await addToLibrary(businessId, 'upload', await storePhoto(businessId, bytes, alt), alt)),
  }),
  catalogue: (businessId, bytes) => storeCataloguePhoto(businessId, bytes),
  listing: (businessId, bytes) => storeListingImage(businessId, bytes),
};

interface ClaimedRow extends Record<string, unknown> {
  business_id: string;
  purpose: UploadPurpose;
  raw_key: string;
  alt: string;
}

const finish = (id: string, status: 'ready' | 'refused' | 'failed', result: unknown, reason: UploadReason | null) =>
  query(
    `UPDATE image_uploads SET status = $2, result = $3::jsonb, reason = $4::jsonb, finished_at = now()
     WHERE id = $1 AND status = 'working'`,
    [id, status, result === null ? null : JSON.stringify(result), reason && JSON.stringify(reason)],
  );

/** Decodes one upload; a second start or a retry finds it claimed and does nothing. Never throws. */
export async function runImageUpload(id: string): Promise<void> {
  const [job] = await query<ClaimedRow>(
    `UPDATE image_uploads SET status = 'working', started_at = now() WHERE id = $1 AND status = 'processing'
     RETURNING business_id, purpose, raw_key, alt`,
    [id],
  );
  if (!job) return;
  const store = originalsStore();
  try {
    const raw = await store.get(job.raw_key);
    if (!raw) throw new Error(`the raw bytes of upload ${id} are missing`);
    await finish(id, 'ready', await DECODE[job.purpose](job.business_id, raw.data, job.alt), null);
  } catch (error) {
    const refused = error instanceof HttpError && error.status < 500;
    if (!refused) console.error(`[image-upload] ${id} failed:`, error);
    await finish(
      id,
      refused ? 'refused' : 'failed',
      null,
      refused
        ? { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) }
        : { code: 'upload_failed', message: UPLOAD_MESSAGES.failed },
    ).catch((e) => console.error(`[image-upload] ${id} not recorded:`, e));
  } finally {
    await store.delete(job.raw_key).catch(() => undefined);
  }
}
