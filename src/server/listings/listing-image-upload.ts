/**
 * Listing photo uploads, decoded in full by the one decoder site photos use (storage/decode-image.ts):
 * a file that only starts like an image (a PNG signature followed by a script) is refused, and what is
 * stored is re-encoded from pixels as WebP, so nothing the original carried (EXIF, GPS, trailing bytes) is kept.
 */
import { randomUUID } from 'node:crypto';
import { fileStore } from '../storage/storage.ts';
import { decodeImage, fromPixels } from '../storage/decode-image.ts';
import { HttpError } from '../http.ts';
import {
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UNREADABLE_MESSAGE,
  MAX_IMAGE_BYTES,
  sniffImageType,
} from '../../shared/images.ts';
import { uploadedImagePrefix } from './listing-images.ts';

/** Wide enough for the listing page's largest photo on a high-density screen. */
const MAX_WIDTH = 1600;

const invalid = (message: string) => new HttpError(400, 'validation_failed', `image: ${message}`, { image: [message] });

export async function storeListingImage(ownerId: string, file: FormDataEntryValue | null): Promise<{ url: string }> {
  if (!file || typeof file === 'string') throw invalid('Please choose an image to upload.');
  if (file.size > MAX_IMAGE_BYTES) throw invalid(IMAGE_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!sniffImageType(bytes)) throw invalid(IMAGE_TYPE_MESSAGE);
  const image = await decodeImage(bytes);
  if (!image) throw invalid(IMAGE_UNREADABLE_MESSAGE);
  const webp = await fromPixels(image)
    .resize({ width: Math.min(MAX_WIDTH, image.info.width) })
    .webp({ quality: 82 })
    .toBuffer();
  const url = `${uploadedImagePrefix(ownerId)}${randomUUID()}.webp`;
  await fileStore('uploads').put(url.slice('/files/'.length), webp, 'image/webp');
  return { url };
}
