/**
 * Draws a listing's preview image and stores it (run by og-listing-background, issue 42): its photo cut to
 * 1200×630 around its most interesting part, or its card, through sharp. A version already stored is not
 * drawn again; within one instance, calls for one image share one drawing and at most two drawings run at
 * once. Older versions of the same format go when a new one is stored.
 */
import { createSlots } from '../../shared/slots.ts';
import { fileStore } from '../storage/storage.ts';
import { listingCardSpec, listingPhotoKey, type OgFormat } from '../../features/seo/listing-og.ts';
import { findOgListing, OG_CONTENT_TYPES, ogStoreKey, type OgRow } from './listing-og-image.ts';
import { drawCard, drawPhoto } from './draw-card.ts';

/** Drawings running at once in this instance (sharp on a 1200×630 image takes about 100 ms and some 30 MB). */
export const drawingSlots = createSlots(2);
const inFlight = new Map<string, Promise<boolean>>();

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

async function drawAndStore(row: OgRow, format: OgFormat, key: string): Promise<boolean> {
  const store = fileStore('og-cards');
  if (await store.get(key).catch(() => undefined)) return false;
  const drawn = await drawingSlots.run(
    async () => (await photoPreview(row, format)) ?? (await drawCard(listingCardSpec(row), format)),
  );
  await store.put(key, new Uint8Array(drawn), OG_CONTENT_TYPES[format]);
  // One image per listing and format: the versions before this one go.
  const stale = (await store.list(`listing/${row.id}/`).catch(() => [])).filter(
    (k) => k !== key && k.endsWith(`.${format}`),
  );
  await Promise.all(stale.map((k) => store.delete(k).catch(() => undefined)));
  return true;
}

/** Draws the listing's current image in this format unless stored; true when this call drew it. */
export async function drawListingOg(id: string, format: OgFormat): Promise<boolean> {
  const row = await findOgListing(id);
  if (!row) return false;
  const key = ogStoreKey(row, format);
  // Registered before anything is awaited, so a call that comes while the image is drawn shares it.
  let pending = inFlight.get(key);
  if (!pending) {
    pending = drawAndStore(row, format, key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
