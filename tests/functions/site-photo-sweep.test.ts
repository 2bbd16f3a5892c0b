// The daily photo clean-up on real stored photos: in use by the working copy or a recent version they
// stay; unused for a day they go; a version older than 90 days no longer keeps its photos.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import specFn from '../../functions/site-spec.mts';
import photosFn from '../../functions/site-photos.mts';
import publishFn from '../../functions/website-publish.mts';
import scheduledPrune from '../../functions/scheduled-prune-site-photos.mts';
import { query } from '../../src/server/db/client.ts';
import { planSweep, sweepSitePhotos } from '../../src/server/site-editor/photo-sweep.ts';
import { fileStore } from '../../src/server/storage/storage.ts';
import type { SitePhoto, SiteSpec } from '../../src/schemas/site-spec.ts';
import { createAccount, send, type GenAccount } from './generation-helpers.ts';
import { api, makeDraft, ORIGIN } from './website-helpers.ts';
import { sendUpload, useUploadHost } from './upload-helpers.ts';

useUploadHost();

const DAY = 24 * 60 * 60 * 1000;

async function upload(owner: GenAccount, colour: string): Promise<SitePhoto> {
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  form.set('photo', new File([new Uint8Array(jpeg)], 'p.jpg', { type: 'image/jpeg' }));
  const res = await sendUpload(photosFn, '/api/site/photos', {
    method: 'POST',
    body: form,
    headers: { cookie: owner.cookie },
  });
  expect(res.status).toBe(201);
  return res.body.photo as SitePhoto;
}

async function saveSpec(owner: GenAccount, change: (spec: SiteSpec) => SiteSpec): Promise<void> {
  const loaded = await send(specFn, `${ORIGIN}/api/site/spec`, { headers: { cookie: owner.cookie } });
  const res = await send(specFn, `${ORIGIN}/api/site/spec`, {
    method: 'PUT',
    body: JSON.stringify({ baseVersion: loaded.body.version, spec: change(loaded.body.spec) }),
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
}

const storedIds = async (owner: GenAccount) =>
  new Set(
    (await fileStore('uploads').list(`site-assets/${owner.id}/assets/photos/`)).map(
      (k) => /([0-9a-f]{16})[.-]/.exec(k)![1],
    ),
  );

describe('deleting website photos nobody uses', () => {
  it('plans: marks the newly unused, deletes after the grace, forgets photos in use again', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const plan = planSweep(
      new Set(['a', 'b', 'c', 'd']),
      new Set(['a']),
      new Map([
        ['b', new Date(now.getTime() - 2 * DAY)],
        ['c', new Date(now.getTime() - 60_000)],
        ['e', now],
      ]),
      now,
    );
    expect(plan).toEqual({ mark: ['d'], unmark: ['e'], remove: ['b'] });
    expect(planSweep(new Set(['a']), new Set(['a']), new Map([['a', now]]), now)).toEqual({
      mark: [],
      unmark: ['a'],
      remove: [],
    });
  });

  it('keeps photos the working copy or a recent version shows, deletes the others a day after they were first seen unused', async () => {
    process.env.SCREENSHOTS = 'off';
    const owner = await createAccount(`Photo Sweep Bakery ${Date.now()}`);
    await query(`UPDATE businesses SET rank = 'complete' WHERE id = $1`, [owner.id]);
    await makeDraft(owner.cookie, { businessName: 'Photo Sweep Bakery' });
    const [kept, published, dropped] = [
      await upload(owner, '#aa3311'),
      await upload(owner, '#11aa33'),
      await upload(owner, '#3311aa'),
    ];

    // `published` goes live, then leaves the working copy; `kept` stays in it; `dropped` was never saved.
    await saveSpec(owner, (spec) => ({ ...spec, photos: [...spec.photos, kept, published] }));
    expect((await api(publishFn, '/api/website/publish', owner.cookie, { json: {} })).status).toBe(200);
    await saveSpec(owner, (spec) => ({ ...spec, photos: spec.photos.filter((p) => p.id !== published.id) }));
    // Publish again without it, so the version showing it is not the live one.
    expect((await api(publishFn, '/api/website/publish', owner.cookie, { json: {} })).status).toBe(200);

    const now = new Date();
    expect(await sweepSitePhotos(now, owner.id)).toEqual({ deleted: 0, marked: 1 });
    expect(await storedIds(owner)).toContain(dropped.id);
    // A day later it goes; the others stay while the working copy or a recent version shows them.
    expect(await sweepSitePhotos(new Date(now.getTime() + DAY + 1000), owner.id)).toEqual({ deleted: 1, marked: 0 });
    let ids = await storedIds(owner);
    expect(ids.has(dropped.id)).toBe(false);
    expect(ids.has(kept.id) && ids.has(published.id)).toBe(true);
    // 91 days on, the version that showed `published` is old: it is marked, then deleted a day later.
    const later = new Date(now.getTime() + 91 * DAY);
    expect(await sweepSitePhotos(later, owner.id)).toEqual({ deleted: 0, marked: 1 });
    expect(await sweepSitePhotos(new Date(later.getTime() + DAY), owner.id)).toEqual({ deleted: 1, marked: 0 });
    ids = await storedIds(owner);
    expect([ids.has(kept.id), ids.has(published.id)]).toEqual([true, false]);
    // The live site still shows its own copies of its photos; the editor still loads.
    expect((await send(specFn, `${ORIGIN}/api/site/spec`, { headers: { cookie: owner.cookie } })).status).toBe(200);
  });

  it('runs as the daily scheduled function', async () => {
    const res = await scheduledPrune();
    expect(res.status).toBe(204);
  });
});
