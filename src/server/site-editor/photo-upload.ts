/**
 * Making website photos: an owner's upload (or a made image) decoded in full (storage/decode-image.ts)
 * and resized with sharp into WebP (and AVIF) at the site's widths, with every piece of metadata (EXIF, GPS, camera)
 * left behind, and stored beside the others (photos.ts). The one module that loads sharp for photos:
 * import it only from code that really makes photos, so other functions' bundles stay without libvips.
 */
import { createHash } from 'node:crypto';
import type { SitePhoto } from '../../schemas/site-spec.ts';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '../../schemas/site-editor.ts';
import { photoFile, PHOTOS_FOLDER } from '../../features/site-renderer/sections.ts';
import { decodeImage, fromPixels } from '../storage/decode-image.ts';
import { HttpError } from '../http.ts';
import { fileStore } from '../storage/storage.ts';
import { query } from '../db/client.ts';
import { uploadedImagePrefix } from '../listings/listing-images.ts';
import { siteAssetPrefix, widthsFor } from './photos.ts';

const refuse = (message: string) => new HttpError(400, 'validation_failed', message, { photo: [message] });

/** Resizes and stores one photo; the same bytes uploaded twice give the same id and files. */
export async function storePhoto(accountId: string, bytes: Uint8Array, alt = ''): Promise<SitePhoto> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw refuse(PHOTO_SIZE_MESSAGE);
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const store = fileStore('uploads');
  const prefix = siteAssetPrefix(accountId);
  const known = await store.get(`${prefix}${PHOTOS_FOLDER}${id}.json`).catch(() => undefined);
  // The same bytes again (a re-upload, the listing photo in a new draft): the files are already made.
  if (known)
    return { ...(JSON.parse(new TextDecoder().decode(known.data)) as SitePhoto), alt: alt.trim().slice(0, 160) };
  const oriented = await decodeImage(bytes);
  if (!oriented) throw refuse(PHOTO_TYPE_MESSAGE);
  const { width, height } = oriented.info;
  const source = () => fromPixels(oriented);
  const widths = widthsFor(width);
  await Promise.all(
    widths.flatMap((w) => [
      source()
        .resize({ width: w })
        .webp({ quality: 78 })
        .toBuffer()
        .then((b) => store.put(`${prefix}${photoFile(id, w, 'webp')}`, b, 'image/webp')),
      source()
        .resize({ width: w })
        .avif({ quality: 50, effort: 2 })
        .toBuffer()
        .then((b) => store.put(`${prefix}${photoFile(id, w, 'avif')}`, b, 'image/avif')),
    ]),
  );
  const photo: SitePhoto = { id, alt: alt.trim().slice(0, 160), width, height, widths, avif: true };
  await store.put(`${prefix}${PHOTOS_FOLDER}${id}.json`, JSON.stringify({ ...photo, alt: '' }), 'application/json');
  return photo;
}

/**
 * The owner's listing photos (at most `max`) made into website photos, for a new draft: the site
 * shows what the owner already uploaded. A photo that cannot be read is skipped, never fatal.
 */
export async function photosFromListing(accountId: string, max = 3): Promise<SitePhoto[]> {
  const [row] = await query<{ images: { url: string }[] }>(
    'SELECT images FROM listings WHERE owner_id = $1 ORDER BY created_at LIMIT 1',
    [accountId],
  );
  const own = (row?.images ?? [])
    .map((i) => i.url)
    .filter((url) => url.startsWith(uploadedImagePrefix(accountId)))
    .slice(0, max);
  const photos: SitePhoto[] = [];
  for (const url of own) {
    const file = await fileStore('uploads')
      .get(url.slice('/files/'.length))
      .catch(() => undefined);
    if (file)
      photos.push(
        ...(await storePhoto(accountId, file.data).then(
          (p) => [p],
          () => [],
        )),
      );
  }
  return photos;
}
