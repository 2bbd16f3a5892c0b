// Publishing and opening the editor, many at once for one owner. The first two cases fail until loadSiteSpec
// (src/server/site-editor/site-specs.ts) reads back the working copy a concurrent call inserted (branch w6/reads).
import { beforeAll, expect } from 'vitest';
import publishFn from '../../functions/website-publish.mts';
import siteSpecFn from '../../functions/site-spec.mts';
import { query } from '../../src/server/db/client.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, type GenAccount } from '../functions/generation-helpers.ts';
import { api, makeDraft } from '../functions/website-helpers.ts';
import { atOnce, race, statusCounts } from './race.ts';

beforeAll(() => {
  process.env.SCREENSHOTS = 'off'; // the SVG preview: these cases are about the database, not screenshots
  return () => closeScreenshotBrowser();
});

const publish = (a: GenAccount) => api(publishFn, '/api/website/publish', a.cookie, { json: {} });

/** An owner on the website plan with one ready draft, nothing published yet. */
async function ownerWithDraft(): Promise<GenAccount> {
  const owner = await createAccount(`Race Cafe ${Date.now()}`);
  await query(`UPDATE businesses SET rank = 'web-hosting' WHERE id = $1`, [owner.id]);
  await makeDraft(owner.cookie);
  return owner;
}

/** The live pointer and the newest version this owner has. */
async function livePointer(businessId: string): Promise<{ live: number | null; newest: number | null }> {
  const [row] = await query<{ live: number | null; newest: number | null }>(
    `SELECT w.live_version AS live, (SELECT max(number) FROM website_versions v WHERE v.business_id = w.business_id) AS newest
     FROM websites w WHERE w.business_id = $1`,
    [businessId],
  );
  return row ?? { live: null, newest: null };
}

race('a double-clicked first publish: both answer 200 and the newer version is live', async () => {
  const owner = await ownerWithDraft();
  const answers = await atOnce(2, () => publish(owner));
  expect(statusCounts(answers)).toEqual({ 200: 2 });
  const { live, newest } = await livePointer(owner.id);
  expect(live).toBe(newest);
});

race('the editor opened 20 times at once before anything was edited: 20 times the same working copy', async () => {
  const owner = await ownerWithDraft();
  const answers = await atOnce(20, () => api(siteSpecFn, '/api/site/spec', owner.cookie));
  expect(statusCounts(answers)).toEqual({ 200: 20 });
  expect(new Set(answers.map((a) => a.body.version)).size).toBe(1);
});

race(
  '20 republishes at once leave the newest version live',
  async () => {
    const owner = await ownerWithDraft();
    expect((await publish(owner)).status).toBe(200);
    const answers = await atOnce(20, () => publish(owner));
    expect(statusCounts(answers)).toEqual({ 200: 20 });
    expect(await livePointer(owner.id)).toEqual({ live: 21, newest: 21 });
  },
  { repeats: 5 },
);
