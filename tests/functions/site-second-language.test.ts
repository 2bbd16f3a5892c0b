// POST /api/site/second-language (issue 31): an English-only owner adds French pages from the editor.
// POST answers 202 with a job and the pages are written in site-second-language-background (issue 42);
// GET is what the editor polls: writing, then done with the working copy, or failed with why.
// The copywriter writes them from the owner's facts, both languages are saved as one new version
// (undo saves the one-language version back), bad input is a 4xx on its field, nothing is half-written
// when the copywriter fails or the version is stale, and publishing puts both languages live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import addFn from '../../functions/site-second-language.mts';
import backgroundFn from '../../functions/site-second-language-background.mts';
import specFn from '../../functions/site-spec.mts';
import publishFn from '../../functions/website-publish.mts';
import { query } from '../../src/server/db/client.ts';
import { SITE_SPEC_STALE_MESSAGE } from '../../src/schemas/site-editor.ts';
import { SECOND_LANGUAGE_MESSAGES } from '../../src/schemas/site-second-language.ts';
import { addSecondLanguage } from '../../src/server/site-editor/second-language.ts';
import { CopyError, type Copywriter } from '../../src/server/ai/copywriter.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { findEnglishOnFrenchPage } from '../../src/features/site-renderer/i18n/english-check.ts';
import { createAccount, send } from './generation-helpers.ts';
import { ORIGIN, api, makeDraft, visit } from './website-helpers.ts';
import { startBackgroundHost } from './background-host.ts';

beforeAll(() => {
  process.env.SCREENSHOTS = 'off';
  return () => closeScreenshotBrowser();
});

let host: Awaited<ReturnType<typeof startBackgroundHost>>;
beforeAll(async () => {
  host = await startBackgroundHost({ 'site-second-language-background': backgroundFn });
});
afterAll(() => host.close());

const post = (cookie: string | undefined, body: unknown) =>
  send(addFn, `${host.origin}/api/site/second-language`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { ...(cookie ? { cookie } : {}), 'content-type': 'application/json' },
  });
const poll = (cookie: string, job?: string) =>
  send(addFn, `${host.origin}/api/site/second-language${job ? `?job=${job}` : ''}`, { headers: { cookie } });
/** POST, then (when it started a job) what GET shows once the background run has finished. */
async function add(cookie: string | undefined, body: unknown) {
  const started = await post(cookie, body);
  if (started.status !== 202 || !cookie) return started;
  await host.settled();
  const done = await poll(cookie, started.body.job.id);
  return { ...done, status: started.status, started: started.body, body: done.body.result ?? done.body };
}
const getSpec = (cookie: string) => send(specFn, `${ORIGIN}/api/site/spec`, { headers: { cookie } });
const putSpec = (cookie: string, body: unknown) =>
  send(specFn, `${ORIGIN}/api/site/spec`, {
    method: 'PUT',
    body: JSON.stringify(body),
    headers: { cookie, 'content-type': 'application/json' },
  });
const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];

/** An owner with an English website (a real generated draft) and its working copy opened once. */
async function englishOwner(name: string) {
  const owner = await createAccount(`${name} ${Date.now()}`);
  await makeDraft(owner.cookie, { languages: 'en' });
  const opened = await getSpec(owner.cookie);
  expect(opened.body.spec.languages).toEqual(['en']);
  return { ...owner, version: opened.body.version as number, spec: opened.body.spec };
}

describe('POST /api/site/second-language', () => {
  it('writes the French pages from the owner’s facts as one new version, which undo can take back', async () => {
    const owner = await englishOwner('Sunrise Bakery');
    const res = await add(owner.cookie, { language: 'fr', baseVersion: owner.version });
    expect(res.status).toBe(202);
    const { spec, version } = res.body;
    expect(version).toBe(owner.version + 1);
    expect(spec.languages).toEqual(['en', 'fr']);
    expect(spec.copy).toEqual(owner.spec.copy);
    // The built-in copywriter's French: the catalogue's French service names, French sentences, the name as written.
    expect(spec.secondCopy.services.map((s: { slug: string }) => s.slug)).toEqual(
      owner.spec.copy.services.map((s: { slug: string }) => s.slug),
    );
    expect(spec.secondCopy.services.map((s: { name: string }) => s.name)).toContain('Sur place');
    expect(spec.secondCopy.contact.title).not.toBe(owner.spec.copy.contact.title);
    expect(
      findEnglishOnFrenchPage(`<p lang="fr">${spec.secondCopy.hero.headline} ${spec.secondCopy.about.mission}</p>`, [
        spec.business.name,
      ]),
    ).toEqual([]);
    const saved = await getSpec(owner.cookie);
    expect(saved.body.version).toBe(version);
    expect(saved.body.spec.secondCopy).toEqual(spec.secondCopy);

    // Undo in the editor saves the one-language spec on top of the new version.
    const undone = await putSpec(owner.cookie, {
      baseVersion: version,
      spec: { ...spec, languages: ['en'], secondCopy: null },
    });
    expect(undone.status).toBe(200);
    expect((await getSpec(owner.cookie)).body.spec).toMatchObject({ languages: ['en'], secondCopy: null });
  });

  it('adds English pages to a French website, French staying the main language', async () => {
    const owner = await createAccount(`Café Aurore ${Date.now()}`);
    await makeDraft(owner.cookie, { languages: 'fr' });
    const opened = await getSpec(owner.cookie);
    const res = await add(owner.cookie, { language: 'en', baseVersion: opened.body.version });
    expect(res.status).toBe(202);
    expect(res.body.spec.languages).toEqual(['fr', 'en']);
    expect(res.body.spec.copy.services.map((s: { name: string }) => s.name)).toContain('Sur place');
    expect(res.body.spec.secondCopy.services.map((s: { name: string }) => s.name)).toContain('Dine-In');
    expect(res.body.spec.secondCopy.contact.title).not.toBe(res.body.spec.copy.contact.title);
  });

  it('refuses bad input on its field, the language the site has, a site with two, a stale version, and nobody signed in', async () => {
    const owner = await englishOwner('Maple Books');
    const de = await add(owner.cookie, { language: 'de', baseVersion: owner.version });
    expect(de.status).toBe(400);
    expect(de.body.error.fields.language).toEqual([SECOND_LANGUAGE_MESSAGES.language]);
    expect((await add(owner.cookie, { language: 'fr' })).body.error.fields.baseVersion).toBeDefined();
    const notJson = await send(addFn, `${ORIGIN}/api/site/second-language`, {
      method: 'POST',
      body: '{"language":',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    const put = await send(addFn, `${ORIGIN}/api/site/second-language`, {
      method: 'PUT',
      headers: { cookie: owner.cookie },
    });
    expect(put.status).toBe(405);
    const same = await add(owner.cookie, { language: 'en', baseVersion: owner.version });
    expect(same.status).toBe(400);
    expect(same.body.error.fields.language).toEqual([SECOND_LANGUAGE_MESSAGES.same]);
    const stale = await add(owner.cookie, { language: 'fr', baseVersion: owner.version - 1 + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(SITE_SPEC_STALE_MESSAGE);
    expect((await add(undefined, { language: 'fr', baseVersion: 1 })).status).toBe(401);
    expect((await getSpec(owner.cookie)).body).toMatchObject({
      version: owner.version,
      spec: { languages: ['en'], secondCopy: null },
    });

    expect((await add(owner.cookie, { language: 'fr', baseVersion: owner.version })).status).toBe(202);
    const twice = await add(owner.cookie, { language: 'fr', baseVersion: owner.version + 1 });
    expect(twice.status).toBe(400);
    expect(twice.body.error.fields.language).toEqual([SECOND_LANGUAGE_MESSAGES.already]);
  });

  it('acts only on the signed-in owner’s own website: another account without one gets 404', async () => {
    const owner = await englishOwner('Harbour Cafe');
    const stranger = await createAccount(`Stranger ${Date.now()}`);
    expect((await add(stranger.cookie, { language: 'fr', baseVersion: owner.version })).status).toBe(404);
    expect((await getSpec(owner.cookie)).body.spec.languages).toEqual(['en']);
  });

  it('leaves the working copy as it was when the copywriter fails', async () => {
    const owner = await englishOwner('Prairie Gym');
    const failing: Copywriter = {
      name: 'openai',
      slow: true,
      write: () => Promise.reject(new CopyError('timeout', 'took too long')),
    };
    await expect(addSecondLanguage(owner.id, 'fr', owner.version, failing)).rejects.toMatchObject({
      status: 502,
      message: SECOND_LANGUAGE_MESSAGES.failed,
    });
    expect((await getSpec(owner.cookie)).body).toMatchObject({
      version: owner.version,
      spec: { languages: ['en'], secondCopy: null },
    });
  });

  it('is rate limited per business', async () => {
    const owner = await englishOwner('Rate Limited Cafe');
    for (let i = 0; i < 20; i++)
      expect((await add(owner.cookie, { language: 'en', baseVersion: owner.version })).status).toBe(400);
    const limited = await add(owner.cookie, { language: 'fr', baseVersion: owner.version });
    expect(limited.status).toBe(429);
    expect(limited.body.error.message).toBe(SECOND_LANGUAGE_MESSAGES.rateLimited);
  });

  it('publishes both languages once French is added: /fr/ pages in French, paired with hreflang', async () => {
    const owner = await englishOwner('Lakeside Bistro');
    await query('UPDATE businesses SET rank = $2 WHERE id = $1', [owner.id, 'web-hosting']);
    expect((await add(owner.cookie, { language: 'fr', baseVersion: owner.version })).status).toBe(202);
    const res = await api(publishFn, '/api/website/publish', owner.cookie, { json: {} });
    expect(res.status).toBe(200);
    const host = `${res.body.status.site.slug}.localhost`;
    const home = String((await visit(host, '/')).body);
    expect(langOf(home)).toBe('en-CA');
    expect(home).toContain('<a class="lang-switch" href="fr/"');
    const about = await visit(host, '/fr/about/');
    expect(about.status).toBe(200);
    expect(langOf(String(about.body))).toBe('fr-CA');
    expect(String(about.body)).toMatch(/<link rel="alternate" hreflang="en-CA" href="http:\/\/[^"]+\/about\/">/);
  });
});
