/**
 * Listing photo uploads (in the background, issue 42), decoded in full by the one decoder site photos use
 * (storage/decode-image.ts): a file that only starts like an image (a PNG signature followed by a script) is
 * refused, and what is stored is re-encoded from pixels as WebP, so nothing the original carried (EXIF, GPS,
 * trailing bytes) is kept.
 */
import { randomUUID } from 'node:crypto';
import { fileStore } from '../storage/storage.ts';
import { decodeImage, fromPixels } from '../storage/decode-image.ts';
import { IMAGE_TYPE_MESSAGE, IMAGE_UNREADABLE_MESSAGE, sniffImageType } from '../../shared/images.ts';
import { uploadedImagePrefix } from './listing-images.ts';
import { listingImageError as invalid } from './listing-image-request.ts';

/** Wide enough for the listing page's largest photo on a high-density screen. */
const MAX_WIDTH = 1600;

/** Runs in image-upload-background (the request was checked by listing-image-request.ts). */
export async function storeListingImage(ownerId: string, bytes: Uint8Array): Promise<{ url: string }> {
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
