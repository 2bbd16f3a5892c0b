import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import statusFn from '../../functions/website.mts';
import publishFn from '../../functions/website-publish.mts';
import rollbackFn from '../../functions/website-rollback.mts';
import { query } from '../../src/server/db/client.ts';
import { loadSiteSpec, saveSiteSpec } from '../../src/server/site-editor/site-specs.ts';
import { getEnv } from '../../src/server/env.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, type GenAccount } from './generation-helpers.ts';
import { api, makeDraft, visit } from './website-helpers.ts';

beforeAll(() => {
  process.env.SCREENSHOTS = 'off'; // the SVG preview: these tests are about publishing, not screenshots
  return () => closeScreenshotBrowser();
});

const port = () => new URL(getEnv().siteUrl).port;
const setRank = (id: string, rank: string) => query('UPDATE businesses SET rank = $2 WHERE id = $1', [id, rank]);
const publish = (a: GenAccount, json: unknown = {}) => api(publishFn, '/api/website/publish', a.cookie, { json });
const status = async (a: GenAccount) => (await api(statusFn, '/api/website', a.cookie)).body;
/** An edit of the owner's working copy through the editor's own save (src/server/site-editor). */
async function editHeadline(accountId: string, text: string): Promise<void> {
  const state = (await loadSiteSpec(accountId))!;
  const spec = { ...state.spec, copy: { ...state.spec.copy, hero: { ...state.spec.copy.hero, headline: text } } };
  await saveSiteSpec(accountId, spec, state.version);
}

describe('publishing a website', () => {
  it('is for paid website plans only: the server says why and publishes nothing', async () => {
    const owner = await createAccount(`Gate Cafe ${Date.now()}`);
    await makeDraft(owner.cookie);
    expect((await publish({ ...owner, cookie: '' })).status).toBe(401);
    const refused = await publish(owner);
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({
      code: 'plan_required',
      message: expect.stringContaining('Web Hosting & AI Design plan'),
    });
    expect(await query('SELECT 1 FROM websites WHERE business_id = $1', [owner.id])).toEqual([]);
    expect(await status(owner)).toMatchObject({
      can_publish: false,
      publish_blocked: expect.stringContaining('checkout'),
      site: null,
    });
  });

  it('publishes a version at {slug}.localhost, serves it by host, and lists it', async () => {
    const owner = await createAccount('Sunrise Coffee House');
    await setRank(owner.id, 'web-hosting');
    const draftId = await makeDraft(owner.cookie);
    const listingId = `sunrise-test-${owner.id.slice(0, 8)}`;
    await query(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code, website_url)
       VALUES ($1, $2, 'Sunrise Coffee House', 'Edmonton', 'edmonton', 'AB', 'CA', 'https://old.example.ca')`,
      [listingId, owner.id],
    );
    const res = await publish(owner);
    expect(res.status).toBe(200);
    const slug = res.body.status.site.slug as string;
    expect(slug).toMatch(/^sunrise-coffee-house(-\d+)?$/);
    expect(res.body).toMatchObject({ version: 1, address: `http://${slug}.localhost:${port()}/` });
    expect(res.body.status).toMatchObject({
      can_publish: true,
      site: { live_version: 1, draft_differs: false, paused: null },
    });
    expect(res.body.status.versions).toEqual([expect.objectContaining({ number: 1, live: true, draft_id: draftId })]);
    // The directory listing now links to the live site.
    expect(await query('SELECT website_url FROM listings WHERE business_unique_id = $1', [listingId])).toEqual([
      { website_url: `http://${slug}.localhost:${port()}/` },
    ]);

    const home = await visit(`${slug}.localhost:8888`, '/');
    expect(home.status).toBe(200);
    expect(home.body).toContain('Sunrise Coffee House');
    expect(home.body).toContain(`<link rel="canonical" href="http://${slug}.localhost:${port()}/">`);
    expect(home.headers.get('netlify-cache-tag')).toBe(`site-${slug}`);
    expect(home.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(home.headers.get('netlify-cdn-cache-control')).toContain('durable');
    expect(home.headers.get('x-robots-tag')).toBeNull();
    expect(home.headers.get('content-security-policy')).toContain(`connect-src 'self' ${getEnv().siteUrl}`);
    // The contact form posts to the platform's lead endpoint, as drafts do.
    const contact = await visit(`${slug}.localhost`, '/contact/');
    expect(contact.body).toContain(`data-endpoint="${getEnv().siteUrl}/api/bloc-mail/create-new-bloc-mail"`);
    expect(contact.body).not.toContain('data-demo');
    expect((await visit(`${slug}.localhost`, '/about')).headers.get('location')).toBe('/about/');
    expect((await visit(`${slug}.localhost`, '/no-such-page/')).status).toBe(404);
    expect((await visit('nobody-here.localhost', '/')).status).toBe(404);
    expect((await visit('localhost:8888', '/')).status).toBe(404); // the platform's own host is never a site
  });

  it('gives each site its own slug, and another publish is a new version; rollback is one pointer move', async () => {
    const name = `Maple Bakery ${Math.random().toString(36).slice(2, 7)}`;
    const [first, second] = [await createAccount(name), await createAccount(name)];
    for (const a of [first, second]) await setRank(a.id, 'complete');
    await makeDraft(first.cookie, { businessName: name });
    await makeDraft(second.cookie, { businessName: name });
    const slug1 = (await publish(first)).body.status.site.slug;
    const slug2 = (await publish(second)).body.status.site.slug;
    expect(slug2).toBe(`${slug1}-2`);

    await editHeadline(first.id, 'Fresh bread before sunrise');
    expect((await status(first)).site.draft_differs).toBe(true);
    const v2 = await publish(first);
    expect(v2.body).toMatchObject({ version: 2, status: { site: { live_version: 2, draft_differs: false } } });
    expect((await visit(`${slug1}.localhost`)).body).toContain('Fresh bread before sunrise');

    const back = await api(rollbackFn, '/api/website/rollback', first.cookie, { json: { version: 1 } });
    expect(back.status).toBe(200);
    expect(back.body.status.site).toMatchObject({ live_version: 1, draft_differs: true });
    expect((await visit(`${slug1}.localhost`)).body).not.toContain('Fresh bread before sunrise');
    expect(back.body.status.versions.map((v: { number: number; live: boolean }) => [v.number, v.live])).toEqual([
      [2, false],
      [1, true],
    ]);

    // Versions are per account: the other owner's site has only version 1, and bad input is a 400.
    expect((await api(rollbackFn, '/api/website/rollback', second.cookie, { json: { version: 2 } })).status).toBe(404);
    expect((await api(rollbackFn, '/api/website/rollback', first.cookie, { json: { version: 'x' } })).status).toBe(400);
    expect((await visit(`${slug2}.localhost`)).body).not.toContain('Fresh bread before sunrise');
  });

  it('leaves the previous version live when a publish fails halfway', async () => {
    const owner = await createAccount(`Halfway Hardware ${Date.now()}`);
    await setRank(owner.id, 'complete');
    await makeDraft(owner.cookie, { businessName: 'Halfway Hardware' });
    const slug = (await publish(owner)).body.status.site.slug;
    // Version 2's folder cannot be created (a file is in the way): storing its pages fails.
    const blocked = path.resolve(getEnv().dataDir, 'files', 'sites', 'live', owner.id, 'v2');
    await mkdir(path.dirname(blocked), { recursive: true });
    await writeFile(blocked, 'in the way');
    await editHeadline(owner.id, 'This headline never goes live');
    const failed = await publish(owner);
    expect(failed.status).toBe(500);
    const live = await visit(`${slug}.localhost`);
    expect(live.status).toBe(200);
    expect(live.body).not.toContain('This headline never goes live');
    expect((await status(owner)).site.live_version).toBe(1);
    // The next publish takes a fresh version number and succeeds.
    const retry = await publish(owner);
    expect(retry.body).toMatchObject({ version: 3 });
    expect((await visit(`${slug}.localhost`)).body).toContain('This headline never goes live');
  });
});
