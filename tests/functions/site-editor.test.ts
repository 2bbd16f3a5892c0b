import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import specFn from '../../functions/site-spec.mts';
import photosFn from '../../functions/site-photos.mts';
import files from '../../functions/files.mts';
import { loadSiteSpec, saveSiteSpec } from '../../src/server/site-editor/site-specs.ts';
import { SITE_SPEC_STALE_MESSAGE, PHOTO_SIZE_MESSAGE, PHOTO_TYPE_MESSAGE } from '../../src/schemas/site-editor.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import { makeSpec } from '../unit/renderer-fixture.ts';
import { createAccount, insertReadyDraft, send, type GenAccount } from './generation-helpers.ts';
import { sendUpload, useUploadHost } from './upload-helpers.ts';

useUploadHost();

const ORIGIN = 'http://localhost:8888';
const getSpec = (cookie?: string) => send(specFn, `${ORIGIN}/api/site/spec`, { headers: cookie ? { cookie } : {} });
const putSpec = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  send(specFn, `${ORIGIN}/api/site/spec`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { cookie, 'content-type': 'application/json', ...headers },
  });
const postPhoto = (cookie: string, bytes: Uint8Array, type = 'image/jpeg') => {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(bytes)], 'photo.jpg', { type }));
  return sendUpload(photosFn, '/api/site/photos', { body: form, headers: { cookie } });
};

/** An account with one ready draft (inserted directly: generation has its own tests). */
async function ownerWithDraft(): Promise<GenAccount & { spec: SiteSpec }> {
  const account = await createAccount();
  const spec = makeSpec();
  await insertReadyDraft(account.id, spec);
  return { ...account, spec };
}

describe('GET/PUT /api/site/spec', () => {
  it('is for signed-in owners only, and says so when there is no website yet', async () => {
    expect((await getSpec()).status).toBe(401);
    const fresh = await createAccount();
    const none = await getSpec(fresh.cookie);
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('no_site');
  });

  it('starts from the first ready draft and saves edits with a new version', async () => {
    const owner = await ownerWithDraft();
    const first = await getSpec(owner.cookie);
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    expect(first.body.spec.copy.hero.headline).toBe(owner.spec.copy.hero.headline);
    const spec = {
      ...first.body.spec,
      copy: {
        ...first.body.spec.copy,
        hero: { ...first.body.spec.copy.hero, headline: 'Fresh bread every single morning' },
      },
    };
    const saved = await putSpec(owner.cookie, { baseVersion: 1, spec });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    const again = await getSpec(owner.cookie);
    expect(again.body).toMatchObject({
      version: 2,
      spec: { copy: { hero: { headline: 'Fresh bread every single morning' } } },
    });
  });

  it('refuses a save made on an older version (a second tab) with 409 and keeps the first save', async () => {
    const owner = await ownerWithDraft();
    const { body } = await getSpec(owner.cookie);
    const edit = (headline: string) => ({
      ...body.spec,
      copy: { ...body.spec.copy, hero: { ...body.spec.copy.hero, headline } },
    });
    expect((await putSpec(owner.cookie, { baseVersion: 1, spec: edit('Saved by the first tab') })).status).toBe(200);
    const stale = await putSpec(owner.cookie, { baseVersion: 1, spec: edit('Saved by the second tab') });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'stale_version', message: SITE_SPEC_STALE_MESSAGE });
    expect((await getSpec(owner.cookie)).body.spec.copy.hero.headline).toBe('Saved by the first tab');
  });

  it('keeps every owner to their own copy, and business details to the listing', async () => {
    const owner = await ownerWithDraft();
    const other = await ownerWithDraft();
    const { body } = await getSpec(owner.cookie);
    await putSpec(other.cookie, {
      baseVersion: 1,
      spec: { ...body.spec, copy: { ...body.spec.copy, tagline: 'Written in the other account' } },
    });
    expect((await getSpec(owner.cookie)).body.spec.copy.tagline).toBe(owner.spec.copy.tagline);
    // Business details and addresses are not the editor's: a changed phone or base URL is ignored.
    const sneaky = {
      ...body.spec,
      baseUrl: 'https://evil.example/',
      business: { ...body.spec.business, phone: '+1 555-555-5555' },
    };
    expect((await putSpec(owner.cookie, { baseVersion: 1, spec: sneaky })).status).toBe(200);
    const state = await loadSiteSpec(owner.id);
    expect(state!.spec.business.phone).toBe(owner.spec.business.phone);
    expect(state!.spec.baseUrl).toBe(owner.spec.baseUrl);
  });

  it('answers 400 with the fields for an invalid spec, 413 for a huge body, 403 cross-site', async () => {
    const owner = await ownerWithDraft();
    const { body } = await getSpec(owner.cookie);
    const bad = await putSpec(owner.cookie, {
      baseVersion: 1,
      spec: { ...body.spec, copy: { ...body.spec.copy, hero: { ...body.spec.copy.hero, headline: '' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.spec).toBeDefined();
    expect((await putSpec(owner.cookie, { spec: body.spec })).status).toBe(400);
    const huge = await putSpec(owner.cookie, { baseVersion: 1, spec: body.spec, padding: 'x'.repeat(400_000) });
    expect(huge.status).toBe(413);
    expect(
      (await putSpec(owner.cookie, { baseVersion: 1, spec: body.spec }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    await expect(saveSiteSpec(owner.id, body.spec, 99)).rejects.toMatchObject({ status: 409 });
  });
});

describe('POST /api/site/photos', () => {
  it('resizes a photo into WebP and AVIF sizes, strips EXIF and GPS, and serves them for good', async () => {
    const owner = await ownerWithDraft();
    const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c05030' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam', Artist: 'Secret Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 30/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const up = await postPhoto(owner.cookie, jpeg);
    expect(up.status).toBe(201);
    expect(up.body.photo).toMatchObject({ width: 1200, height: 800, widths: [480, 960, 1200], avif: true });
    const { body: state } = await getSpec(owner.cookie);
    const url = `${state.assetBase}assets/photos/${up.body.photo.id}-960.webp`;
    const served = await send(files, `${ORIGIN}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(served.bytes)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 640 });
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(served.bytes).includes('Secret Owner')).toBe(false);

    // The photo can be used in the hero; an id the owner never uploaded is dropped on save.
    const spec = {
      ...state.spec,
      photos: [up.body.photo, { ...up.body.photo, id: 'ffffffffffffffff' }],
      media: { hero: up.body.photo.id, about: 'ffffffffffffffff', gallery: [] },
    };
    expect((await putSpec(owner.cookie, { baseVersion: state.version, spec })).status).toBe(200);
    const saved = (await getSpec(owner.cookie)).body.spec;
    expect(saved.photos.map((p: { id: string }) => p.id)).toEqual([up.body.photo.id]);
    expect(saved.media).toEqual({ hero: up.body.photo.id, about: null, gallery: [] });
  });

  it('refuses files that are not images by their bytes, and oversized ones, with a clear message', async () => {
    const owner = await ownerWithDraft();
    const fake = await postPhoto(owner.cookie, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'image/jpeg');
    expect(fake.status).toBe(400);
    expect(fake.body.error).toMatchObject({ code: 'validation_failed', fields: { photo: [PHOTO_TYPE_MESSAGE] } });
    const big = new Uint8Array(11 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const oversize = await postPhoto(owner.cookie, big);
    expect([400, 413]).toContain(oversize.status);
    expect(oversize.body.error.message).toContain(PHOTO_SIZE_MESSAGE);
    const truncated = await postPhoto(owner.cookie, Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]));
    expect(truncated.status).toBe(400);
    expect((await send(photosFn, `${ORIGIN}/api/site/photos`, { method: 'POST', body: new FormData() })).status).toBe(
      401,
    );
  });
});
