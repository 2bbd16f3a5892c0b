/**
 * The owner's website photos as stored: where they live (site-assets/{account}/assets/photos/…, under
 * content-hashed names so they can be cached for good) and reading them back for the editor, drafts and
 * publishing. Making them (decoding and resizing with sharp) is in photo-upload.ts, which only the
 * functions that take or make images import: sharp's libvips weighs about 8 MB in a function zip.
 */
import { PHOTO_WIDTHS, type SitePhoto, type SiteSpec } from '../../schemas/site-spec.ts';
import { photoFile, PHOTOS_FOLDER } from '../../features/site-renderer/sections.ts';
import { fileStore } from '../storage/storage.ts';

/** Storage prefix of an owner's site assets: site-assets/{account}/assets/photos/… mirrors the site's own paths. */
export const siteAssetPrefix = (accountId: string) => `site-assets/${accountId}/`;

/** Where the editor preview finds the photos (served by the files function). */
export const photoAssetBase = (accountId: string) => `/files/${siteAssetPrefix(accountId)}`;

export function widthsFor(width: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
}

/** Photos this owner uploaded earlier, by id (unknown ids are skipped: a spec only uses the owner's own). */
export async function loadStoredPhotos(accountId: string, ids: readonly string[]): Promise<SitePhoto[]> {
  const store = fileStore('uploads');
  const found = await Promise.all(
    ids
      .filter((id) => /^[0-9a-f]{16}$/.test(id))
      .map((id) => store.get(`${siteAssetPrefix(accountId)}${PHOTOS_FOLDER}${id}.json`).catch(() => undefined)),
  );
  return found.flatMap((f) => (f ? [JSON.parse(new TextDecoder().decode(f.data)) as SitePhoto] : []));
}

/** The ids of the photos an owner has uploaded (a saved spec may only use these). */
export async function listStoredPhotoIds(accountId: string): Promise<Set<string>> {
  const keys = await fileStore('uploads').list(`${siteAssetPrefix(accountId)}${PHOTOS_FOLDER}`);
  return new Set(
    keys.map((k) => /([0-9a-f]{16})-\d+\.(webp|avif)$/.exec(k)?.[1]).filter((id): id is string => Boolean(id)),
  );
}

/** The photo files a spec uses, by site path, for rendering or publishing the site (RenderAssets.photos). */
export async function storedPhotoFiles(
  accountId: string,
  spec: Pick<SiteSpec, 'photos'>,
): Promise<Map<string, Uint8Array>> {
  const store = fileStore('uploads');
  const paths = spec.photos.flatMap((p) =>
    p.widths.flatMap((w) => [photoFile(p.id, w, 'webp'), ...(p.avif ? [photoFile(p.id, w, 'avif')] : [])]),
  );
  const files = await Promise.all(
    paths.map((path) => store.get(`${siteAssetPrefix(accountId)}${path}`).then((f) => [path, f?.data] as const)),
  );
  return new Map(files.filter((f): f is [string, Uint8Array<ArrayBuffer>] => Boolean(f[1])));
}
