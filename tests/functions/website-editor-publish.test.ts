// Publishing from the editor (issue 27): the live version's spec for the editor to compare with, and one
// business name on the live site after the listing is renamed by a new generation (the demo owner's path).
import { beforeAll, describe, expect, it } from 'vitest';
import liveSpecFn from '../../functions/website-live-spec.mts';
import publishFn from '../../functions/website-publish.mts';
import { query } from '../../src/server/db/client.ts';
import { loadSiteSpec, saveSiteSpec } from '../../src/server/site-editor/site-specs.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { specChanges } from '../../src/features/site-editor/changes.ts';
import { createAccount } from './generation-helpers.ts';
import { api, makeDraft, visit } from './website-helpers.ts';

beforeAll(() => {
  process.env.SCREENSHOTS = 'off';
  return () => closeScreenshotBrowser();
});

const setRank = (id: string, rank: string) => query('UPDATE businesses SET rank = $2 WHERE id = $1', [id, rank]);

describe('the editor publish state', () => {
  it('has no live spec before the first publish, then the live one; an edit shows as a change until published', async () => {
    const owner = await createAccount(`Editor Cafe ${Date.now()}`);
    await makeDraft(owner.cookie);
    expect((await api(liveSpecFn, '/api/website/live-spec', '')).status).toBe(401);
    const before = await api(liveSpecFn, '/api/website/live-spec', owner.cookie);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ live_spec: null, status: { can_publish: false, site: null } });

    await setRank(owner.id, 'web-hosting');
    expect((await api(publishFn, '/api/website/publish', owner.cookie, { json: {} })).status).toBe(200);
    const after = (await api(liveSpecFn, '/api/website/live-spec', owner.cookie)).body;
    expect(after.status.site.live_version).toBe(1);
    const working = (await loadSiteSpec(owner.id))!;
    expect(specChanges(working.spec, after.live_spec)).toEqual([]);

    const edited = {
      ...working.spec,
      copy: { ...working.spec.copy, hero: { ...working.spec.copy.hero, headline: 'Soup and sourdough all winter' } },
    };
    await saveSiteSpec(owner.id, edited, working.version);
    const now = (await loadSiteSpec(owner.id))!.spec;
    expect(specChanges(now, after.live_spec)).toEqual([{ area: 'Home page', detail: 'headline and welcome' }]);
  });
});

describe('one business name on the live site', () => {
  it('after a new generation renames the listing, the live home title, brand, footer and JSON-LD all say the new name', async () => {
    const oldName = `Old Mill Cafe ${Math.random().toString(36).slice(2, 6)}`;
    const newName = `New Harbour Cafe ${Math.random().toString(36).slice(2, 6)}`;
    const owner = await createAccount(oldName);
    await setRank(owner.id, 'web-hosting');
    await query(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code)
       VALUES ($1, $2, $3, 'Edmonton', 'edmonton', 'AB', 'CA')`,
      [`one-name-${owner.id.slice(0, 8)}`, owner.id, oldName],
    );
    await makeDraft(owner.cookie, { businessName: oldName });
    await loadSiteSpec(owner.id); // the working copy starts from the first draft, with the old name in its copy
    await makeDraft(owner.cookie, { businessName: newName }); // renames the listing (one business record)
    expect(await query('SELECT business_name FROM listings WHERE owner_id = $1', [owner.id])).toEqual([
      { business_name: newName },
    ]);

    const published = await api(publishFn, '/api/website/publish', owner.cookie, { json: {} });
    expect(published.status).toBe(200);
    const host = `${published.body.status.site.slug}.localhost`;
    for (const path of ['/', '/about/', '/contact/']) {
      const page = (await visit(host, path)).body as string;
      expect(page, path).not.toContain(oldName);
      expect(page, path).toContain(newName);
    }
    const home = (await visit(host, '/')).body as string;
    expect(home).toMatch(new RegExp(`<title>${newName} \\| `));
    expect(JSON.parse(home.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!).name).toBe(newName);
    // The editor shows the same name before publishing.
    expect((await loadSiteSpec(owner.id))!.spec.business.name).toBe(newName);
  });
});
