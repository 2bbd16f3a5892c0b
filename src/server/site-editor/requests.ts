/** Request bodies of the site editor's functions, read with a size limit before any parsing. */
import { z } from 'zod';
import { badRequest, HttpError, parseWith } from '../http.ts';
import { PHOTO_MAX_BYTES, PHOTO_MISSING_MESSAGE, PHOTO_SIZE_MESSAGE } from '../../schemas/site-editor.ts';
import { uploadedImagePrefix } from '../listings/listing-images.ts';
import { fileStore } from '../storage/storage.ts';

const tooLarge = (message: string) => new HttpError(413, 'too_large', message);

function assertLength(req: Request, max: number, message: string): void {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > max) throw tooLarge(message);
}

/** A JSON body of at most `maxBytes`, checked against its declared and its actual length. */
export async function parseLimitedJson<T>(req: Request, schema: z.ZodType<T>, maxBytes: number): Promise<T> {
  const message = `The request is larger than ${Math.round(maxBytes / 1000)} KB.`;
  assertLength(req, maxBytes, message);
  const text = await req.text();
  if (Buffer.byteLength(text) > maxBytes) throw tooLarge(message);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  return parseWith(schema, body);
}

const refuse = (message: string) => new HttpError(400, 'validation_failed', `photo: ${message}`, { photo: [message] });
const fromListingSchema = z.object({ fromListing: z.string().max(300), alt: z.string().max(160).default('') });

/** The photo's bytes: a multipart upload (field "photo"), or JSON naming one of the owner's listing photos. */
export async function readPhotoUpload(req: Request, ownerId: string): Promise<{ bytes: Uint8Array; alt: string }> {
  // Multipart framing adds a little; the file itself is checked exactly below.
  assertLength(req, PHOTO_MAX_BYTES + 64 * 1024, PHOTO_SIZE_MESSAGE);
  if ((req.headers.get('content-type') ?? '').includes('application/json')) {
    const { fromListing, alt } = await parseLimitedJson(req, fromListingSchema, 4096);
    const prefix = uploadedImagePrefix(ownerId);
    if (!fromListing.startsWith(prefix) || fromListing.includes('..')) throw refuse('This is not one of your listing photos.');
    const file = await fileStore('uploads').get(fromListing.slice('/files/'.length));
    if (!file) throw refuse('This listing photo no longer exists.');
    return { bytes: file.data, alt };
  }
  const form = await req.formData().catch(() => {
    throw badRequest('Send the photo as multipart form data in the field "photo".');
  });
  const file = form.get('photo');
  if (!file || typeof file === 'string') throw refuse(PHOTO_MISSING_MESSAGE);
  if (file.size > PHOTO_MAX_BYTES) throw refuse(PHOTO_SIZE_MESSAGE);
  const alt = form.get('alt');
  return { bytes: new Uint8Array(await file.arrayBuffer()), alt: typeof alt === 'string' ? alt : '' };
}
