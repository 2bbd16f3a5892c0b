// The live website follows the catalogue (issue 40): a catalogue edit through the owner's API renders the live
// Menu page again from the published spec (an unpublished editor change stays off the live site), the owner's
// version history gains nothing, fonts and photos stay where they were, and a rollback shows today's catalogue.
import { beforeAll, describe, expect, it } from 'vitest';
import publishFn from '../../functions/website-publish.mts';
import rollbackFn from '../../functions/website-rollback.mts';
import items from '../../functions/shop-catalogue-items.mts';
import { query } from '../../src/server/db/client.ts';
import { loadSiteSpec, saveSiteSpec } from '../../src/server/site-editor/site-specs.ts';
import { refreshLiveSite } from '../../src/server/publishing/live-refresh.ts';
import { fileStore } from '../../src/server/storage/storage.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, type GenAccount } from './generation-helpers.ts';
import { api, makeDraft, visit } from './website-helpers.ts';

beforeAll(() => {
  process.env.SCREENSHOTS = 'off';
  return () => closeScreenshotBrowser();
});

const publish = (a: GenAccount) => api(publishFn, '/api/website/publish', a.cookie, { json: {} });
const addItem = async (a: GenAccount, en: string, price: string) => {
  const res = await api(items, '/api/shop/catalogue/items', a.cookie, {
    json: {
      section_id: null,
      name: { en },
      description: { en: `Our ${en.toLowerCase()}.` },
      price,
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
  expect(res.status).toBe(201);
  return res.body.item as { id: string };
};
const versions = async (businessId: string) =>
  (await query<{ number: number }>('SELECT number FROM website_versions WHERE business_id = $1', [businessId])).map(
    (v) => v.number,
  );

async function liveCafe(): Promise<{ owner: GenAccount; slug: string }> {
  const owner = await createAccount(`Storefront Cafe ${Date.now()}`);
  await query(`UPDATE businesses SET rank = 'web-hosting' WHERE id = $1`, [owner.id]);
  await makeDraft(owner.cookie);
  await query(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code)
     VALUES ($1, $2, 'Storefront Cafe', 'Edmonton', 'edmonton', 'AB', 'CA')`,
    [`storefront-cafe-${owner.id.slice(0, 8)}`, owner.id],
  );
  const res = await publish(owner);
  expect(res.status).toBe(200);
  return { owner, slug: res.body.status.site.slug as string };
}

describe('the live website follows the catalogue', () => {
  it('shows a catalogue edit on the live Menu page, not unpublished edits, in no new version', async () => {
    const { owner, slug } = await liveCafe();
    expect((await visit(`${slug}.localhost`, '/menu/')).status).toBe(404); // no item yet: no Menu page
    expect((await visit(`${slug}.localhost`, '/')).body).not.toContain('href="menu/"');

    const state = (await loadSiteSpec(owner.id))!;
    const hero = { ...state.spec.copy.hero, headline: 'An edit the owner has not published' };
    await saveSiteSpec(owner.id, { ...state.spec, copy: { ...state.spec.copy, hero } }, state.version);

    await addItem(owner, 'Oat latte', '5.50');
    const menu = await visit(`${slug}.localhost`, '/menu/');
    expect(menu.status).toBe(200);
    expect(menu.body).toContain('Oat latte');
    expect(menu.body).toContain('$5.50');
    const home = await visit(`${slug}.localhost`, '/');
    expect(home.body).toContain('href="menu/"');
    expect(home.body).not.toContain('An edit the owner has not published');
    expect((await visit(`${slug}.localhost`, '/fr/menu/')).status).toBe(404); // the site is in English only
    expect(await versions(owner.id)).toEqual([1]);
    // The version's own files (its preview image, fonts) are still served beside the refreshed pages.
    expect((await visit(`${slug}.localhost`, '/assets/favicon.svg')).status).toBe(200);
  });

  it('a rollback shows today’s catalogue on the version it brings back', async () => {
    const { owner, slug } = await liveCafe();
    await addItem(owner, 'Cheddar scone', '4.25');
    expect((await publish(owner)).status).toBe(200); // version 2
    await addItem(owner, 'Butter tart', '3.75');
    const back = await api(rollbackFn, '/api/website/rollback', owner.cookie, { json: { version: 1 } });
    expect(back.status).toBe(200);
    const menu = await visit(`${slug}.localhost`, '/menu/');
    expect(menu.body).toContain('Cheddar scone');
    expect(menu.body).toContain('Butter tart');
    const [site] = await query<{ live_version: number }>('SELECT live_version FROM websites WHERE business_id = $1', [
      owner.id,
    ]);
    expect(site!.live_version).toBe(1);
    expect(await versions(owner.id)).toEqual([1, 2]);
  });

  it('keeps the newest data when refreshes overlap, and stores only the pages it replaces', async () => {
    const { owner, slug } = await liveCafe();
    await addItem(owner, 'Cinnamon bun', '4.00');
    const results = await Promise.all([refreshLiveSite(owner.id), refreshLiveSite(owner.id)]);
    expect(results.filter((r) => r.version === 1).length).toBeGreaterThanOrEqual(1);
    const [row] = await query<{ data_seq: string; site_seq: string }>(
      `SELECT v.data_seq, w.data_seq AS site_seq FROM website_versions v JOIN websites w USING (business_id)
       WHERE v.business_id = $1 AND v.number = 1`,
      [owner.id],
    );
    expect(row!.data_seq).toBe(row!.site_seq); // the last refresh to start is the one live
    expect((await visit(`${slug}.localhost`, '/menu/')).body).toContain('Cinnamon bun');
    for (let i = 0; i < 3; i++) expect((await refreshLiveSite(owner.id)).version).toBe(1);
    const folders = new Set(
      (await fileStore('sites').list(`live/${owner.id}/refresh/`)).map((key) => key.split('/')[3]),
    );
    expect(folders.size).toBe(2); // the live pages and the ones they replaced
  });
});
