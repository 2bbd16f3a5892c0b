// 'Add French pages' as a background job (issue 42): POST answers 202 with the job at once; while the
// background function runs, GET shows it writing (and a second click joins it); then done with the
// working copy, or failed with why, and nothing half-written. A closed browser finds it again (GET, no id).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import addFn from '../../functions/site-second-language.mts';
import backgroundFn from '../../functions/site-second-language-background.mts';
import specFn from '../../functions/site-spec.mts';
import { SITE_SPEC_STALE_MESSAGE } from '../../src/schemas/site-editor.ts';
import { secondLanguageStatusSchema } from '../../src/schemas/site-second-language.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { jobToken } from '../../src/server/site-editor/second-language-jobs.ts';
import { createAccount, send } from './generation-helpers.ts';
import { makeDraft } from './website-helpers.ts';
import { startBackgroundHost } from './background-host.ts';

/** The background runs wait until the test opens the gate, so the 'writing' state can be seen. */
let openGate: () => void = () => undefined;
let gate = Promise.resolve();
const hold = () => (gate = new Promise<void>((resolve) => (openGate = resolve)));
let host: Awaited<ReturnType<typeof startBackgroundHost>>;
beforeAll(async () => {
  process.env.SCREENSHOTS = 'off';
  host = await startBackgroundHost({
    'site-second-language-background': async (req) => (await gate, backgroundFn(req)),
  });
});
afterAll(async () => {
  await host.close();
  await closeScreenshotBrowser();
});

const post = (cookie: string, body: unknown) =>
  send(addFn, `${host.origin}/api/site/second-language`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { cookie, 'content-type': 'application/json' },
  });
const poll = async (cookie: string, job?: string) => {
  const res = await send(addFn, `${host.origin}/api/site/second-language${job ? `?job=${job}` : ''}`, {
    headers: { cookie },
  });
  return { status: res.status, body: res.status === 200 ? secondLanguageStatusSchema.parse(res.body) : res.body };
};
const getSpec = (cookie: string) => send(specFn, `${host.origin}/api/site/spec`, { headers: { cookie } });

async function englishOwner(name: string) {
  const owner = await createAccount(`${name} ${Date.now()}`);
  await makeDraft(owner.cookie, { languages: 'en' });
  return { ...owner, version: (await getSpec(owner.cookie)).body.version as number };
}

describe('Add French pages, in the background', () => {
  it('answers 202 writing at once, joins a second click, then shows the pages; a closed browser finds them', async () => {
    const owner = await englishOwner('Harbour Florist');
    hold();
    const started = await post(owner.cookie, { language: 'fr', baseVersion: owner.version });
    expect(started.status).toBe(202);
    expect(started.body.job).toMatchObject({ language: 'fr', status: 'writing', error: null });
    expect(started.body.result).toBeUndefined();
    const again = await post(owner.cookie, { language: 'fr', baseVersion: owner.version });
    expect(again.body.job.id).toBe(started.body.job.id);
    expect((await poll(owner.cookie, started.body.job.id)).body.job.status).toBe('writing');
    expect((await getSpec(owner.cookie)).body.spec.languages).toEqual(['en']);

    openGate();
    await host.settled();
    // The browser closed meanwhile: the editor opened again asks for the latest job.
    const { body } = await poll(owner.cookie);
    expect(body.job).toMatchObject({ id: started.body.job.id, status: 'done', error: null });
    expect(body.result).toMatchObject({ version: owner.version + 1, spec: { languages: ['en', 'fr'] } });
    expect((await getSpec(owner.cookie)).body.version).toBe(owner.version + 1);
  });

  it('fails with why when the working copy changed before the pages were saved, and writes nothing', async () => {
    const owner = await englishOwner('Birch Pottery');
    hold();
    const started = await post(owner.cookie, { language: 'fr', baseVersion: owner.version });
    const spec = (await getSpec(owner.cookie)).body.spec;
    const edited = await send(specFn, `${host.origin}/api/site/spec`, {
      method: 'PUT',
      body: JSON.stringify({ baseVersion: owner.version, spec: { ...spec, tagline: 'Edited meanwhile' } }),
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    });
    expect(edited.status).toBe(200);
    openGate();
    await host.settled();
    const { body } = await poll(owner.cookie, started.body.job.id);
    expect(body.job).toMatchObject({ status: 'failed', error: SITE_SPEC_STALE_MESSAGE });
    expect(body.result).toBeUndefined();
    expect((await getSpec(owner.cookie)).body).toMatchObject({
      version: owner.version + 1,
      spec: { languages: ['en'] },
    });
  });

  it("shows a job to its business only, and runs it only with the server's token", async () => {
    const owner = await englishOwner('Cedar Print Shop');
    const stranger = await createAccount(`Stranger ${Date.now()}`);
    hold();
    const started = await post(owner.cookie, { language: 'fr', baseVersion: owner.version });
    expect((await poll(stranger.cookie, started.body.job.id)).status).toBe(404);
    expect((await poll(stranger.cookie)).body).toEqual({ job: null });
    expect((await poll(owner.cookie, `a${'-'.repeat(35)}`)).status).toBe(404); // UUID-shaped, not a UUID
    const forged = await backgroundFn(
      new Request(`${host.origin}/.netlify/functions/site-second-language-background`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-background-token': jobToken(started.body.job.id).replace(/./, '0'),
        },
        body: JSON.stringify({ job_id: started.body.job.id }),
      }),
    );
    expect(forged.status).toBe(403);
    openGate();
    await host.settled();
    expect((await poll(owner.cookie, started.body.job.id)).body.job.status).toBe('done');
  });
});
