/**
 * A listing's preview image on demand (issue 28; the address is src/features/seo/listing-og.ts's): its own
 * photo cut to 1200×630, or its card, drawn once per version and kept in the og-cards store
 * (Netlify Blobs; a folder locally) under listing/{id}/{version}.{format}. So drawing is bounded: a listing
 * is drawn again only when what it shows changes, and the CDN keeps the answer until the listing's tags are
 * purged (src/server/directory/cdn-purge.ts purges `listing-{slug}` on every change). The id is checked
 * before any query; within one instance, concurrent requests for one image share one drawing, and at
 * most two drawings run at once.
 */
import { query } from '../db/client.ts';
import { badRequest, notFound } from '../http.ts';
import { createSlots } from '../../shared/slots.ts';
import { fileStore } from '../storage/storage.ts';
import {
  isOgVersion,
  listingCardSpec,
  listingOgVersion,
  listingPhotoKey,
  parseOgImageFile,
  type OgFormat,
  type OgListing,
} from '../../features/seo/listing-og.ts';
import { listingCacheTags } from '../directory/live-page.ts';
import { drawCard, drawPhoto } from './draw-card.ts';

interface OgRow extends OgListing, Record<string, unknown> {
  business_unique_id: string;
  country_code: string;
  city_slug: string;
}

export interface OgAnswer {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: 'image/png' | 'image/jpeg';
  /** The listing's cache tags (the CDN copy goes when the listing changes) and the cards' own. */
  tags: string[];
  /** Whether this call drew the image (false: it came from the store). */
  drawn: boolean;
}

const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;
/** Drawings running at once in this instance (sharp on a 1200×630 image takes about 100 ms and some 30 MB). */
export const drawingSlots = createSlots(2);
const inFlight = new Map<string, Promise<{ bytes: Uint8Array<ArrayBuffer>; drawn: boolean }>>();

/** The listing's photo as a preview, or undefined (no upload, or one that does not decode). */
async function photoPreview(row: OgRow, format: OgFormat): Promise<Buffer | undefined> {
  const key = listingPhotoKey(row);
  const file = key
    ? await fileStore('uploads')
        .get(key)
        .catch(() => undefined)
    : undefined;
  return file ? drawPhoto(file.data, format) : undefined;
}

async function drawAndStore(row: OgRow, format: OgFormat, key: string): Promise<Uint8Array<ArrayBuffer>> {
  const drawn = await drawingSlots.run(
    async () => (await photoPreview(row, format)) ?? (await drawCard(listingCardSpec(row), format)),
  );
  const bytes = new Uint8Array(drawn);
  const store = fileStore('og-cards');
  await store.put(key, bytes, CONTENT_TYPES[format]);
  // One image per listing and format: the versions before this one go.
  const stale = (await store.list(`listing/${row.id}/`).catch(() => [])).filter(
    (k) => k !== key && k.endsWith(`.${format}`),
  );
  await Promise.all(stale.map((k) => store.delete(k).catch(() => undefined)));
  return bytes;
}

export async function findOgListing(id: string): Promise<OgRow | undefined> {
  const [row] = await query<OgRow>(
    `SELECT id, business_unique_id, business_name, categories, city, city_slug, state_code, country_code, images
     FROM listings WHERE id = $1`,
    [id],
  );
  return row;
}

/** The image at /api/og/listing/{file}?v=…: 400 for an address that names no listing, 404 for an unknown one. */
export async function listingOgImageFile(file: string, version: string | null): Promise<OgAnswer> {
  const asked = parseOgImageFile(file);
  if (!asked || !isOgVersion(version)) throw badRequest('This is not the address of a listing image.');
  const row = await findOgListing(asked.id);
  if (!row) throw notFound('No listing has this id.');
  const key = `listing/${row.id}/${listingOgVersion(row)}.${asked.format}`;
  const tags = [...listingCacheTags(row), 'og-listing'];
  const contentType = CONTENT_TYPES[asked.format];
  // Registered before anything is awaited, so a request that comes while the image is read or drawn shares it
  // (one that checked the store first could miss it and then find the drawing already gone: a second drawing).
  let pending = inFlight.get(key);
  if (!pending) {
    pending = storedOrDrawn(row, asked.format, key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return { ...(await pending), contentType, tags };
}

async function storedOrDrawn(
  row: OgRow,
  format: OgFormat,
  key: string,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; drawn: boolean }> {
  const stored = await fileStore('og-cards')
    .get(key)
    .catch(() => undefined);
  return stored ? { bytes: stored.data, drawn: false } : { bytes: await drawAndStore(row, format, key), drawn: true };
}
