/**
 * The owner's website photos: checked by their bytes, decoded and resized with sharp into WebP (and
 * AVIF) at the site's widths, with every piece of metadata (EXIF, GPS, camera) left behind, and
 * stored under content-hashed names so they can be cached for good.
 */
import { createHash } from 'node:crypto';
import { PHOTO_WIDTHS, type SitePhoto, type SiteSpec } from '../../schemas/site-spec.ts';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '../../schemas/site-editor.ts';
import { photoFile, PHOTOS_FOLDER } from '../../features/site-renderer/sections.ts';
import { decodeImage, fromPixels } from '../storage/decode-image.ts';
import { HttpError } from '../http.ts';
import { fileStore } from '../storage/storage.ts';
import { query } from '../db/client.ts';
import { uploadedImagePrefix } from '../listings/listing-images.ts';

const refuse = (message: string) => new HttpError(400, 'validation_failed', message, { photo: [message] });

/** Storage prefix of an owner's site assets: site-assets/{account}/assets/photos/… mirrors the site's own paths. */
const prefixOf = (accountId: string) => `site-assets/${accountId}/`;

/** Where the editor preview finds the photos (served by the files function). */
export const photoAssetBase = (accountId: string) => `/files/${prefixOf(accountId)}`;

export function widthsFor(width: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
}

/** Resizes and stores one photo; the same bytes uploaded twice give the same id and files. */
export async function storePhoto(accountId: string, bytes: Uint8Array, alt = ''): Promise<SitePhoto> {
  if (bytes.byteLength > PHOTO_MAX_BYTES) throw refuse(PHOTO_SIZE_MESSAGE);
  const id = createHash('sha256').update(bytes).digest('hex').slice(0, 16);
  const store = fileStore('uploads');
  const prefix = prefixOf(accountId);
  const known = await store.get(`${prefix}${PHOTOS_FOLDER}${id}.json`).catch(() => undefined);
  // The same bytes again (a re-upload, the listing photo in a new draft): the files are already made.
  if (known) return { ...(JSON.parse(new TextDecoder().decode(known.data)) as SitePhoto), alt: alt.trim().slice(0, 160) };
  const oriented = await decodeImage(bytes);
  if (!oriented) throw refuse(PHOTO_TYPE_MESSAGE);
  const { width, height } = oriented.info;
  const source = () => fromPixels(oriented);
  const widths = widthsFor(width);
  await Promise.all(
    widths.flatMap((w) => [
      source().resize({ width: w }).webp({ quality: 78 }).toBuffer().then((b) => store.put(`${prefix}${photoFile(id, w, 'webp')}`, b, 'image/webp')),
      source().resize({ width: w }).avif({ quality: 50, effort: 2 }).toBuffer().then((b) => store.put(`${prefix}${photoFile(id, w, 'avif')}`, b, 'image/avif')),
    ]),
  );
  const photo: SitePhoto = { id, alt: alt.trim().slice(0, 160), width, height, widths, avif: true };
  await store.put(`${prefix}${PHOTOS_FOLDER}${id}.json`, JSON.stringify({ ...photo, alt: '' }), 'application/json');
  return photo;
}

/** Photos this owner uploaded earlier, by id (unknown ids are skipped: a spec only uses the owner's own). */
export async function loadStoredPhotos(accountId: string, ids: readonly string[]): Promise<SitePhoto[]> {
  const store = fileStore('uploads');
  const found = await Promise.all(
    ids.filter((id) => /^[0-9a-f]{16}$/.test(id)).map((id) => store.get(`${prefixOf(accountId)}${PHOTOS_FOLDER}${id}.json`).catch(() => undefined)),
  );
  return found.flatMap((f) => (f ? [JSON.parse(new TextDecoder().decode(f.data)) as SitePhoto] : []));
}

/**
 * The owner's listing photos (at most `max`) made into website photos, for a new draft: the site
 * shows what the owner already uploaded. A photo that cannot be read is skipped, never fatal.
 */
export async function photosFromListing(accountId: string, max = 3): Promise<SitePhoto[]> {
  const [row] = await query<{ images: { url: string }[] }>('SELECT images FROM listings WHERE owner_id = $1 ORDER BY created_at LIMIT 1', [accountId]);
  const own = (row?.images ?? []).map((i) => i.url).filter((url) => url.startsWith(uploadedImagePrefix(accountId))).slice(0, max);
  const photos: SitePhoto[] = [];
  for (const url of own) {
    const file = await fileStore('uploads').get(url.slice('/files/'.length)).catch(() => undefined);
    if (file) photos.push(...(await storePhoto(accountId, file.data).then((p) => [p], () => [])));
  }
  return photos;
}

/** The ids of the photos an owner has uploaded (a saved spec may only use these). */
export async function listStoredPhotoIds(accountId: string): Promise<Set<string>> {
  const keys = await fileStore('uploads').list(`${prefixOf(accountId)}${PHOTOS_FOLDER}`);
  return new Set(keys.map((k) => /([0-9a-f]{16})-\d+\.(webp|avif)$/.exec(k)?.[1]).filter((id): id is string => Boolean(id)));
}

/** The photo files a spec uses, by site path, for rendering or publishing the site (RenderAssets.photos). */
export async function storedPhotoFiles(accountId: string, spec: Pick<SiteSpec, 'photos'>): Promise<Map<string, Uint8Array>> {
  const store = fileStore('uploads');
  const paths = spec.photos.flatMap((p) => p.widths.flatMap((w) => [photoFile(p.id, w, 'webp'), ...(p.avif ? [photoFile(p.id, w, 'avif')] : [])]));
  const files = await Promise.all(paths.map((path) => store.get(`${prefixOf(accountId)}${path}`).then((f) => [path, f?.data] as const)));
  return new Map(files.filter((f): f is [string, Uint8Array<ArrayBuffer>] => Boolean(f[1])));
}
