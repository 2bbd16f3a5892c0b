/**
 * A listing's preview image (issue 28; the address is src/features/seo/listing-og.ts's): its own photo cut to
 * 1200×630, or its card, kept in the og-cards store (Netlify Blobs; a folder locally) under
 * listing/{id}/{version}.{format}. This side only reads: no image library travels with the request-path
 * function (issue 42). A version not stored yet is handed to og-listing-background, which draws it
 * (listing-og-draw.ts), and meanwhile the caller is sent for a minute to a stand-in that needs no drawing:
 * the photo cut by the image CDN, or the build's fallback card. The CDN keeps a stored image until the
 * listing's tags are purged (src/server/directory/cdn-purge.ts purges `listing-{slug}` on every change).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { badRequest, notFound } from '../http.ts';
import { deriveKey } from '../session-secret.ts';
import { fileStore } from '../storage/storage.ts';
import {
  isOgVersion,
  listingOgVersion,
  listingPhotoKey,
  parseOgImageFile,
  type OgFormat,
  type OgListing,
} from '../../features/seo/listing-og.ts';
import { cardPath, CARD_HEIGHT, CARD_WIDTH, FALLBACK_CARD } from '../../features/seo/og-card.ts';
import { imageCdnUrl } from '../../shared/image-cdn.ts';
import { listingCacheTags } from '../directory/live-page.ts';

export interface OgRow extends OgListing, Record<string, unknown> {
  business_unique_id: string;
  country_code: string;
  city_slug: string;
}

export const OG_CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
export const OG_BACKGROUND_PATH = '/.netlify/functions/og-listing-background';

export type OgAnswer =
  | { stored: true; bytes: Uint8Array<ArrayBuffer>; contentType: 'image/png' | 'image/jpeg'; tags: string[] }
  /** Not drawn yet: where to look meanwhile (the drawing has been asked for). */
  | { stored: false; location: string; tags: string[] };

export const ogStoreKey = (row: OgRow, format: OgFormat) => `listing/${row.id}/${listingOgVersion(row)}.${format}`;

export async function findOgListing(id: string): Promise<OgRow | undefined> {
  const [row] = await query<OgRow>(
    `SELECT id, business_unique_id, business_name, categories, city, city_slug, state_code, country_code, images
     FROM listings WHERE id = $1`,
    [id],
  );
  return row;
}

/** The meantime answer: the photo cut by the image CDN (no function decodes it), else the build's fallback card. */
export function ogStandIn(row: OgRow): string {
  const photo = listingPhotoKey(row);
  if (!photo) return cardPath(FALLBACK_CARD);
  return imageCdnUrl(`/files/${photo}`, { width: CARD_WIDTH, height: CARD_HEIGHT, fit: 'cover', format: 'jpg' });
}

/** The token that lets og-listing-background draw one listing's image (nobody else can start a drawing). */
export function ogDrawingToken(id: string, format: OgFormat): string {
  return createHmac('sha256', deriveKey(getEnv().sessionSecret, 'og-drawing'))
    .update(`og:${id}.${format}`)
    .digest('hex');
}

export function verifyOgDrawingToken(id: string, format: OgFormat, token: string | null): boolean {
  const expected = Buffer.from(ogDrawingToken(id, format));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Asks Netlify to run the drawing in the background (it answers 202 at once); false when it could not be asked. */
export async function dispatchOgDrawing(origin: string, id: string, format: OgFormat): Promise<boolean> {
  try {
    const res = await fetch(new URL(OG_BACKGROUND_PATH, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-og-token': ogDrawingToken(id, format) },
      body: JSON.stringify({ id, format }),
      signal: AbortSignal.timeout(5000),
    });
    return res.status === 202 || res.ok;
  } catch (error) {
    console.error('[og-listing] background drawing unreachable:', (error as Error).message);
    return false;
  }
}

/** The image at /api/og/listing/{file}?v=…: 400 for an address that names no listing, 404 for an unknown one. */
export async function listingOgImageFile(file: string, version: string | null, origin: string): Promise<OgAnswer> {
  const asked = parseOgImageFile(file);
  if (!asked || !isOgVersion(version)) throw badRequest('This is not the address of a listing image.');
  const row = await findOgListing(asked.id);
  if (!row) throw notFound('No listing has this id.');
  const tags = [...listingCacheTags(row), 'og-listing'];
  const stored = await fileStore('og-cards')
    .get(ogStoreKey(row, asked.format))
    .catch(() => undefined);
  if (stored) return { stored: true, bytes: stored.data, contentType: OG_CONTENT_TYPES[asked.format], tags };
  await dispatchOgDrawing(origin, row.id, asked.format);
  return { stored: false, location: ogStandIn(row), tags };
}
