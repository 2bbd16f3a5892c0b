// Data migration 0015 on a real stored site: an old draft (as the copywriter wrote it before it was made
// truthful, rendered and stored) and the owner's working copy made from it.
import { describe, expect, it } from 'vitest';
import specFn from '../../functions/site-spec.mts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { query } from '../../src/server/db/client.ts';
import { stripInventedFacts } from '../../src/server/generation/strip-invented-facts.ts';
import { fileStore, storeSiteFiles } from '../../src/server/storage/storage.ts';
import type { SiteSpec } from '../../src/schemas/site-spec.ts';
import { createAccount, send } from './generation-helpers.ts';
import { makeDraft, ORIGIN } from './website-helpers.ts';

const INVENTED = {
  name: 'Espresso',
  description: 'A double shot of our house blend, rich and chocolatey.',
  price: '$3.25',
};

describe('data migration 0015: invented facts out of stored sites', () => {
  it('strips the old draft and re-renders it without its menu page, keeps the owner’s entry in the working copy, and runs once', async () => {
    process.env.SCREENSHOTS = 'off';
    const owner = await createAccount(`Old Draft Cafe ${Date.now()}`);
    const draftId = await makeDraft(owner.cookie, {
      businessName: 'Old Draft Cafe',
      selectedPages: JSON.stringify(['home', 'menu', 'about', 'contact']),
    });
    const [row] = await query<{ site_spec: SiteSpec }>('SELECT site_spec FROM website_drafts WHERE id = $1', [draftId]);
    const spec = row!.site_spec;
    const old: SiteSpec = {
      ...spec,
      copy: {
        ...spec.copy,
        menu: {
          ...spec.copy.menu!,
          sections: spec.copy.menu!.sections.map((s, i) => (i === 0 ? { ...s, items: [INVENTED] } : s)),
        },
      },
    };
    await query('UPDATE website_drafts SET site_spec = $2::jsonb WHERE id = $1', [draftId, JSON.stringify(old)]);
    // The working copy was made from the draft when it became ready: it had the invented item too.
    await query('UPDATE site_specs SET spec = $2::jsonb WHERE business_id = $1', [owner.id, JSON.stringify(old)]);
    const prefix = `drafts/${draftId}/`;
    await storeSiteFiles(prefix, renderSite(old));
    const store = fileStore('sites');
    expect(String(new TextDecoder().decode((await store.get(`${prefix}menu/index.html`))!.data))).toContain('$3.25');

    // The editor's working copy, made from that draft; the owner adds a priced item of their own.
    const loaded = await send(specFn, `${ORIGIN}/api/site/spec`, { headers: { cookie: owner.cookie } });
    const working = loaded.body.spec as SiteSpec;
    const own = { name: 'Oat flat white', description: 'Made with oat milk.', price: '$5.50' };
    working.copy.menu!.sections[0]!.items.push(own);
    const saved = await send(specFn, `${ORIGIN}/api/site/spec`, {
      method: 'PUT',
      body: JSON.stringify({ baseVersion: loaded.body.version, spec: working }),
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    });
    expect(saved.status).toBe(200);

    expect(await stripInventedFacts(undefined, owner.id)).toEqual({ drafts: 1, workingCopies: 1 });
    const [draft] = await query<{ site_spec: SiteSpec }>('SELECT site_spec FROM website_drafts WHERE id = $1', [
      draftId,
    ]);
    expect(draft!.site_spec.copy.menu!.sections.every((s) => s.items.length === 0)).toBe(true);
    expect(await store.get(`${prefix}menu/index.html`)).toBeUndefined();
    expect(new TextDecoder().decode((await store.get(`${prefix}index.html`))!.data)).not.toContain('$3.25');

    const [copy] = await query<{ spec: SiteSpec; version: number }>(
      'SELECT spec, version FROM site_specs WHERE business_id = $1',
      [owner.id],
    );
    expect(copy!.spec.copy.menu!.sections[0]!.items).toEqual([own]);
    expect(copy!.version).toBe(saved.body.version + 1);

    // Idempotent.
    expect(await stripInventedFacts(undefined, owner.id)).toEqual({ drafts: 0, workingCopies: 0 });
  });
});

describe('data migration 0024: what old copywriters said unasked (issue 39)', () => {
  it('takes the no-address "how to find us" answer and the "See the menu" button out of a draft, once', async () => {
    process.env.SCREENSHOTS = 'off';
    const owner = await createAccount(`Old Diner ${Date.now()}`);
    const draftId = await makeDraft(owner.cookie, {
      businessName: 'Old Diner',
      websiteType: 'restaurant',
      businessSubCategory: 'diner',
      selectedServices: JSON.stringify(['dine-in']),
    });
    const [row] = await query<{ site_spec: SiteSpec }>('SELECT site_spec FROM website_drafts WHERE id = $1', [draftId]);
    const spec = row!.site_spec;
    expect(spec.business.address).toBeNull();
    const nowhere = { question: 'Where are you?', answer: 'Call +1 780-555-0134 and we will tell you how to find us.' };
    const hero = { ...spec.copy.hero, primaryCta: 'See the menu' };
    const old: SiteSpec = { ...spec, copy: { ...spec.copy, hero, faq: [...spec.copy.faq, nowhere] } };
    await query('UPDATE website_drafts SET site_spec = $2::jsonb WHERE id = $1', [draftId, JSON.stringify(old)]);
    const prefix = `drafts/${draftId}/`;
    await storeSiteFiles(prefix, renderSite(old));
    const store = fileStore('sites');
    const home = async () => new TextDecoder().decode((await store.get(`${prefix}index.html`))!.data);
    expect(await home()).toContain('how to find us');

    expect(await stripInventedFacts(undefined, owner.id)).toMatchObject({ drafts: 1 });
    expect(await home()).not.toMatch(/how to find us|Where are you\?|See the menu/);
    const [draft] = await query<{ site_spec: SiteSpec }>('SELECT site_spec FROM website_drafts WHERE id = $1', [
      draftId,
    ]);
    expect(draft!.site_spec.copy.hero.primaryCta).toBe('Book a table');
    expect(await stripInventedFacts(undefined, owner.id)).toEqual({ drafts: 0, workingCopies: 0 });
  });
});
