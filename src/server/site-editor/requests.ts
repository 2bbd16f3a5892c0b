/** Request bodies of the site editor's functions, read with a size limit before any parsing. */
import { z } from '../../schemas/z.ts';
import { HttpError, parseWith, readFormData, readJson } from '../http.ts';
import { PHOTO_MAX_BYTES, PHOTO_MISSING_MESSAGE, PHOTO_SIZE_MESSAGE } from '../../schemas/site-editor.ts';
import { uploadedImagePrefix } from '../listings/listing-images.ts';
import { fileStore } from '../storage/storage.ts';

/** A JSON body of at most `maxBytes` (the one streamed size check of src/server/http.ts), parsed with `schema`. */
export async function parseLimitedJson<T>(req: Request, schema: z.core.$ZodType<T>, maxBytes: number): Promise<T> {
  return parseWith(schema, await readJson(req, maxBytes));
}

const refuse = (message: string) => new HttpError(400, 'validation_failed', `photo: ${message}`, { photo: [message] });
const fromListingSchema = z.object({
  fromListing: z.string().check(z.maxLength(300)),
  alt: z._default(z.string().check(z.maxLength(160)), ''),
});

/** The photo's bytes: a multipart upload (field "photo"), or JSON naming one of the owner's listing photos. */
export async function readPhotoUpload(req: Request, ownerId: string): Promise<{ bytes: Uint8Array; alt: string }> {
  if ((req.headers.get('content-type') ?? '').includes('application/json')) {
    const { fromListing, alt } = await parseLimitedJson(req, fromListingSchema, 4096);
    const prefix = uploadedImagePrefix(ownerId);
    if (!fromListing.startsWith(prefix) || fromListing.includes('..'))
      throw refuse('This is not one of your listing photos.');
    const file = await fileStore('uploads').get(fromListing.slice('/files/'.length));
    if (!file) throw refuse('This listing photo no longer exists.');
    return { bytes: file.data, alt };
  }
  // Multipart framing adds a little; the file itself is checked exactly below.
  const form = await readFormData(
    req,
    PHOTO_MAX_BYTES + 64 * 1024,
    'Send the photo as multipart form data in the field "photo".',
  ).catch((error) => {
    // Too large is the photo's fault: say so in the owner's words, on the field.
    throw error instanceof HttpError && error.status === 413
      ? new HttpError(413, 'payload_too_large', `photo: ${PHOTO_SIZE_MESSAGE}`, { photo: [PHOTO_SIZE_MESSAGE] })
      : error;
  });
  const file = form.get('photo');
  if (!file || typeof file === 'string') throw refuse(PHOTO_MISSING_MESSAGE);
  if (file.size > PHOTO_MAX_BYTES) throw refuse(PHOTO_SIZE_MESSAGE);
  const alt = form.get('alt');
  return { bytes: new Uint8Array(await file.arrayBuffer()), alt: typeof alt === 'string' ? alt : '' };
}
