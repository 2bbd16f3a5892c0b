/**
 * A catalogue item's photo (issue 40): decoded in full by the one image decoder (storage/decode-image.ts), so
 * nothing the original carried survives, resized to at most 1200 px wide and stored as WebP under the business's
 * own prefix, served at /files/catalogue-photos/<business>/<hash>.webp. The same bytes give the same address.
 */
import { createHash } from 'node:crypto';
import { PHOTO_TYPE_MESSAGE } from '../../schemas/site-editor.ts';
import { decodeImage, fromPixels } from '../storage/decode-image.ts';
import { fileStore } from '../storage/storage.ts';
import { HttpError } from '../http.ts';
import { cataloguePhotoPrefix } from './catalogue.ts';

const MAX_WIDTH = 1200;

export async function storeCataloguePhoto(businessId: string, bytes: Uint8Array): Promise<{ url: string }> {
  const image = await decodeImage(bytes);
  if (!image) throw new HttpError(400, 'validation_failed', PHOTO_TYPE_MESSAGE, { photo: [PHOTO_TYPE_MESSAGE] });
  const webp = await fromPixels(image)
    .resize({ width: Math.min(MAX_WIDTH, image.info.width) })
    .webp({ quality: 80 })
    .toBuffer();
  const name = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
  const url = `${cataloguePhotoPrefix(businessId)}${name}.webp`;
  await fileStore('uploads').put(url.slice('/files/'.length), webp, 'image/webp');
  return { url };
}
