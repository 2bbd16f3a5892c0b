// Issue 28: every listing's preview image: its own photo or a card from its name, category and city, a real
// 1200×630 raster, CDN-cached under the listing's tags; 400 for an address that names no listing, 404 for an
// unknown one. Issue 42: the request-path function only serves what is stored; a version not stored yet is
// drawn by og-listing-background (sharp), and meanwhile the caller is sent to a stand-in for a minute.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { fileStore } from '../../src/server/storage/storage.ts';
import { listingOgImage, listingOgVersion } from '../../src/features/seo/listing-og.ts';
import { cardPath, FALLBACK_CARD } from '../../src/features/seo/og-card.ts';
import { findOgListing } from '../../src/server/seo/listing-og-image.ts';
import { drawingSlots, drawListingOg } from '../../src/server/seo/listing-og-draw.ts';
import ogListing from '../../functions/og-listing.mts';
import ogListingBackground from '../../functions/og-listing-background.mts';
import { ORIGIN } from './helpers.ts';
import { createListing, removeFixtures } from './interactions-fixtures.ts';

const fetchImage = async (path: string, method = 'GET') => {
  const res = await ogListing(new Request(new URL(path, ORIGIN), { method }), {} as never);
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};
const imagePath = async (id: string) => listingOgImage((await findOgListing(id))!).path;

/** The hand-offs og-listing makes to the background function (recorded, not sent: nothing listens here). */
let handoffs: Request[] = [];
const realFetch = globalThis.fetch;
const recordHandoffs = () => {
  handoffs = [];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input as string | URL, init);
    if (!request.url.endsWith('/.netlify/functions/og-listing-background')) return realFetch(input, init);
    handoffs.push(request);
    return new Response(null, { status: 202 });
  });
};
/** Runs the recorded hand-offs through the background function, as Netlify would. */
const runHandoffs = async () => {
  const statuses = [];
  for (const request of handoffs.splice(0)) statuses.push((await ogListingBackground(request)).status);
  return statuses;
};
afterEach(() => vi.restoreAllMocks());

let bakery: Awaited<ReturnType<typeof createListing>>;
let plumber: Awaited<ReturnType<typeof createListing>>;
let photo: Awaited<ReturnType<typeof createListing>>;
const photoKey = `listing-images/og-test-${randomUUID()}/shop.jpg`;

beforeAll(async () => {
  bakery = await createListing(null, 'Golden Wheat Bakery');
  plumber = await createListing(null, 'Camrose Plumbing and Heating');
  photo = await createListing(null, 'Red Door Cafe');
  await query(`UPDATE listings SET categories = '{Bakery}' WHERE id = $1`, [bakery.id]);
  await query(`UPDATE listings SET categories = '{Plumber}' WHERE id = $1`, [plumber.id]);
  // A wide red photo with a blue band on its right: the preview is cut from it, not drawn.
  const red = await sharp({ create: { width: 2400, height: 1000, channels: 3, background: '#d62828' } })
    .jpeg()
    .toBuffer();
  await fileStore('uploads').put(photoKey, red, 'image/jpeg');
  await query(`UPDATE listings SET images = $2::jsonb WHERE id = $1`, [
    photo.id,
    JSON.stringify([{ url: `/files/${photoKey}` }]),
  ]);
});
afterAll(async () => {
  await fileStore('uploads').delete(photoKey);
  await removeFixtures();
});

describe('a listing without a photo', () => {
  it('is first the fallback card for a minute while the background draws it, then its own PNG card', async () => {
    recordHandoffs();
    const path = await imagePath(bakery.id);
    expect(path).toMatch(new RegExp(`^/api/og/listing/${bakery.id}\\.png\\?v=[0-9a-f]{16}$`));
    const first = await fetchImage(path);
    expect([first.status, first.headers.get('location')]).toEqual([302, cardPath(FALLBACK_CARD)]);
    expect(first.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=60');
    expect(handoffs).toHaveLength(1);
    expect(await handoffs[0]!.clone().json()).toEqual({ id: bakery.id, format: 'png' });
    expect(await runHandoffs()).toEqual([202]);

    const got = await fetchImage(path);
    expect(got.status).toBe(200);
    expect(handoffs).toHaveLength(0); // stored: nothing more to draw
    expect(got.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(got.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    expect(got.headers.get('netlify-cdn-cache-control')).toBe('public, durable, s-maxage=31536000');
    expect(got.headers.get('netlify-cache-tag')?.split(',')).toEqual([
      `listing-${bakery.slug}`,
      'city-ca-ab-camrose',
      'province-ca-ab',
      'og-listing',
    ]);
    expect(got.headers.get('netlify-vary')).toBe('query=v');
    const head = await fetchImage(path, 'HEAD');
    expect([head.status, head.bytes.length]).toEqual([200, 0]);
  });

  it("differs from another listing's card", async () => {
    await Promise.all([drawListingOg(bakery.id, 'png'), drawListingOg(plumber.id, 'png')]);
    const [a, b] = await Promise.all([fetchImage(await imagePath(bakery.id)), fetchImage(await imagePath(plumber.id))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.bytes.equals(b.bytes)).toBe(false);
    const [pa, pb] = await Promise.all([sharp(a.bytes).raw().toBuffer(), sharp(b.bytes).raw().toBuffer()]);
    let differing = 0;
    for (let i = 0; i < pa.length; i += 4) if (pa[i] !== pb[i]) differing++;
    expect(differing).toBeGreaterThan(2000); // different words, not one stray pixel
  });

  it('is drawn once per version: then kept, and drawn again (the old one dropped) after an edit', async () => {
    await drawListingOg(plumber.id, 'png');
    expect(await drawListingOg(plumber.id, 'png')).toBe(false);
    const before = listingOgVersion((await findOgListing(plumber.id))!);
    await query(`UPDATE listings SET business_name = 'Camrose Plumbing, Heating and Gas' WHERE id = $1`, [plumber.id]);
    const after = listingOgVersion((await findOgListing(plumber.id))!);
    expect(after).not.toBe(before);
    recordHandoffs();
    expect((await fetchImage(`/api/og/listing/${plumber.id}.png?v=${after}`)).status).toBe(302);
    expect(await runHandoffs()).toEqual([202]);
    expect(await fileStore('og-cards').list(`listing/${plumber.id}/`)).toEqual([`listing/${plumber.id}/${after}.png`]);
  });

  it('shares one drawing between concurrent calls, and draws at most two listings at once', async () => {
    const fresh = await createListing(null, 'Battle River Books');
    const spy = vi.spyOn(drawingSlots, 'run');
    const answers = await Promise.all(Array.from({ length: 5 }, () => drawListingOg(fresh.id, 'png')));
    const drawings = spy.mock.calls.length;
    spy.mockRestore();
    expect(drawings).toBe(1);
    expect(answers.filter(Boolean).length).toBeGreaterThanOrEqual(1); // one drew; the rest shared it or found it
    const others = await Promise.all(
      ['Alpha', 'Beta', 'Gamma', 'Delta'].map((name) => createListing(null, `${name} Hardware`)),
    );
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, drawingSlots.running())), 5);
    const drawn = await Promise.all(others.map((o) => drawListingOg(o.id, 'png'))).finally(() => clearInterval(watch));
    expect(drawn.every(Boolean)).toBe(true);
    expect(peak).toBe(2);
  });
});

describe('the background drawer', () => {
  it('draws only with the token og-listing made for that listing and format', async () => {
    const post = (body: unknown, token: string | null, method = 'POST') =>
      ogListingBackground(
        new Request(new URL('/.netlify/functions/og-listing-background', ORIGIN), {
          method,
          headers: token ? { 'x-og-token': token } : {},
          body: method === 'POST' ? JSON.stringify(body) : undefined,
        }),
      );
    recordHandoffs();
    const fresh = await createListing(null, 'Flagstaff Florist');
    await fetchImage(`/api/og/listing/${fresh.id}.png`);
    const token = handoffs[0]!.headers.get('x-og-token');
    expect((await post({ id: fresh.id, format: 'png' }, null)).status).toBe(403);
    expect((await post({ id: fresh.id, format: 'png' }, 'f'.repeat(64))).status).toBe(403);
    expect((await post({ id: fresh.id, format: 'jpg' }, token)).status).toBe(403);
    expect((await post({ id: bakery.id, format: 'png' }, token)).status).toBe(403);
    expect((await post({}, token, 'GET')).status).toBe(405);
    expect(await fileStore('og-cards').list(`listing/${fresh.id}/`)).toEqual([]);
    expect((await post({ id: fresh.id, format: 'png' }, token)).status).toBe(202);
    expect(await fileStore('og-cards').list(`listing/${fresh.id}/`)).toHaveLength(1);
  });
});

describe('a listing with an uploaded photo', () => {
  it('is first its photo cut by the image CDN, then its own photo drawn to a 1200×630 JPEG', async () => {
    recordHandoffs();
    const image = listingOgImage((await findOgListing(photo.id))!);
    expect(image.path).toMatch(/\.jpg\?v=[0-9a-f]{16}$/);
    expect(image.alt).toBe('A photo of Red Door Cafe, local business in Camrose, Alberta');
    const first = await fetchImage(image.path);
    expect(first.status).toBe(302);
    const standIn = new URL(first.headers.get('location')!, ORIGIN);
    expect(standIn.pathname).toBe('/.netlify/images');
    expect(Object.fromEntries(standIn.searchParams)).toEqual({
      url: `/files/${photoKey}`,
      w: '1200',
      h: '630',
      fit: 'cover',
      fm: 'jpg',
    });
    expect(await runHandoffs()).toEqual([202]);
    const got = await fetchImage(image.path);
    expect([got.status, got.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const { data, info } = await sharp(got.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const [r, g, b] = [data[0]!, data[1]!, data[2]!];
    expect(r).toBeGreaterThan(180); // the photo's red, not the card's pale background
    expect(Math.max(g, b)).toBeLessThan(90);
  });

  it('falls back to the card when the photo cannot be read', async () => {
    await query(
      `UPDATE listings SET images = '[{"url":"/files/listing-images/missing/gone.jpg"}]'::jsonb WHERE id = $1`,
      [bakery.id],
    );
    expect(await drawListingOg(bakery.id, 'jpg')).toBe(true);
    const got = await fetchImage(await imagePath(bakery.id));
    expect(got.status).toBe(200);
    expect(await sharp(got.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});

describe('addresses that name no image', () => {
  it('answers 404 for an unknown listing and 400 for anything that is not an id', async () => {
    expect((await fetchImage(`/api/og/listing/${randomUUID()}.png`)).status).toBe(404);
    const hostile = [
      '/api/og/listing/not-an-id.png',
      `/api/og/listing/${bakery.id}.gif`,
      `/api/og/listing/${bakery.id}.png.png`,
      `/api/og/listing/${bakery.id}`,
      '/api/og/listing/..%2F..%2Fetc%2Fpasswd.png',
      "/api/og/listing/1'%20OR%201=1--.png",
      `/api/og/listing/${bakery.id}.png?v=../../x`,
      `/api/og/listing/${'a'.repeat(5000)}.png`,
      '/api/og/listing/%E0%A4%A.png',
    ];
    for (const path of hostile) expect([path, (await fetchImage(path)).status]).toEqual([path, 400]);
    expect((await fetchImage(`/api/og/listing/${bakery.id}.png`, 'POST')).status).toBe(405);
  });
});
