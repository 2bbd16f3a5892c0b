/**
 * Listing photo uploads: the type is read from the file's own bytes (JPEG, PNG, WebP, GIF; never
 * SVG or anything a browser might run), the size is capped, and each owner writes only under its
 * own prefix of the one file store, served at /files/<key>.
 */
import { randomUUID } from 'node:crypto';
import { fileStore } from '../storage/storage.ts';
import { HttpError } from '../http.ts';
import { IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE, MAX_IMAGE_BYTES, sniffImageType } from '../../shared/images.ts';

export const uploadedImagePrefix = (ownerId: string) => `/files/listing-images/${ownerId}/`;

const invalid = (message: string) => new HttpError(400, 'validation_failed', `image: ${message}`, { image: [message] });

export async function storeListingImage(ownerId: string, file: FormDataEntryValue | null): Promise<{ url: string }> {
  if (!file || typeof file === 'string') throw invalid('Please choose an image to upload.');
  if (file.size > MAX_IMAGE_BYTES) throw invalid(IMAGE_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw invalid(IMAGE_TYPE_MESSAGE);
  const key = `listing-images/${ownerId}/${randomUUID()}.${type.ext}`;
  await fileStore('uploads').put(key, bytes, type.contentType);
  return { url: `/files/${key}` };
}
