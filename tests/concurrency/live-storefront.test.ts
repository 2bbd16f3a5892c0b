// The live website's storefront refresh under concurrency (issue 40, live-refresh.ts): catalogue edits at once, and
// an edit during a publish. Whatever order the renders finish in, the live Menu page ends with every item, the live
// version is the owner's newest and holds the newest data, and no refresh adds a version to the owner's history.
import { beforeAll, expect } from 'vitest';
import publishFn from '../../functions/website-publish.mts';
import items from '../../functions/shop-catalogue-items.mts';
import { query } from '../../src/server/db/client.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, type GenAccount } from '../functions/generation-helpers.ts';
import { api, makeDraft, visit } from '../functions/website-helpers.ts';
import { atOnce, race, statusCounts } from './race.ts';

beforeAll(() => {
  process.env.SCREENSHOTS = 'off';
  return () => closeScreenshotBrowser();
});

const publish = (a: GenAccount) => api(publishFn, '/api/website/publish', a.cookie, { json: {} });
const addItem = (a: GenAccount, en: string) =>
  api(items, '/api/shop/catalogue/items', a.cookie, {
    json: {
      section_id: null,
      name: { en },
      description: {},
      price: '4.00',
      choices: [],
      photos: [],
      stock: null,
      tax_category: 'taxable',
      pickup: true,
      local_delivery: false,
      shipping: false,
      visible: true,
    },
  });

async function liveCafe(): Promise<{ owner: GenAccount; slug: string }> {
  const owner = await createAccount(`Refresh Race Cafe ${Date.now()}`);
  await query(`UPDATE businesses SET rank = 'web-hosting' WHERE id = $1`, [owner.id]);
  await makeDraft(owner.cookie);
  const res = await publish(owner);
  expect(res.status).toBe(200);
  return { owner, slug: res.body.status.site.slug as string };
}

/** The live version, the owner's versions, and whether the live version's pages hold the newest data read. */
async function liveState(businessId: string) {
  const [row] = await query<{ live: number; versions: number; fresh: boolean }>(
    `SELECT w.live_version AS live, (SELECT count(*)::int FROM website_versions x WHERE x.business_id = w.business_id)
       AS versions, v.data_seq = w.data_seq AS fresh
     FROM websites w JOIN website_versions v ON v.business_id = w.business_id AND v.number = w.live_version
     WHERE w.business_id = $1`,
    [businessId],
  );
  return row!;
}

race('8 catalogue edits at once: the live Menu page shows all 8, in the one published version', async () => {
  const { owner, slug } = await liveCafe();
  const answers = await atOnce(8, (i) => addItem(owner, `Pastry ${i + 1}`));
  expect(statusCounts(answers)).toEqual({ 201: 8 });
  const menu = (await visit(`${slug}.localhost`, '/menu/')).body as string;
  for (let i = 1; i <= 8; i++) expect(menu).toContain(`Pastry ${i}<`);
  expect(await liveState(owner.id)).toEqual({ live: 1, versions: 1, fresh: true });
});

race('a catalogue edit during a publish: the new version goes live and shows the item', async () => {
  const { owner, slug } = await liveCafe();
  const [published, added] = await Promise.all([publish(owner), addItem(owner, 'Butter tart')]);
  expect([published.status, added.status]).toEqual([200, 201]);
  expect((await visit(`${slug}.localhost`, '/menu/')).body).toContain('Butter tart');
  expect(await liveState(owner.id)).toEqual({ live: 2, versions: 2, fresh: true });
});
