// Adding French pages with OpenAI configured (issue 31): the same copywriter as generation, the real
// SDK against an OpenAI-compatible stand-in on 127.0.0.1. The request asks for Canadian French with the
// owner's facts; a usable answer becomes the second copy; an unusable one fails the job (issue 42: the
// model is asked in site-second-language-background) and nothing is written.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import addFn from '../../functions/site-second-language.mts';
import backgroundFn from '../../functions/site-second-language-background.mts';
import specFn from '../../functions/site-spec.mts';
import { resetEnvCache } from '../../src/server/env.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { copyRequestFromSpec } from '../../src/server/site-editor/second-language.ts';
import { SECOND_LANGUAGE_MESSAGES } from '../../src/schemas/site-second-language.ts';
import { makeSpec } from '../unit/renderer-fixture.ts';
import { createAccount, insertReadyDraft, send } from './generation-helpers.ts';
import { startBackgroundHost } from './background-host.ts';

const SPEC = makeSpec({ selectedPages: ['home', 'services', 'about', 'contact'] });
const HEADLINE = 'Le modèle vous souhaite la bienvenue chez Sunrise Coffee House';
let mode: 'good' | 'invalid' = 'good';
const prompts: Record<string, unknown>[] = [];
let server: Server;
let host: Awaited<ReturnType<typeof startBackgroundHost>>;

/** Starts the job, lets the background function finish, and returns what the editor's poll shows. */
async function addFrench(cookie: string, baseVersion: number) {
  const started = await send(addFn, `${host.origin}/api/site/second-language`, {
    method: 'POST',
    body: JSON.stringify({ language: 'fr', baseVersion }),
    headers: { cookie, 'content-type': 'application/json' },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  await host.settled();
  return send(addFn, `${host.origin}/api/site/second-language?job=${started.body.job.id}`, { headers: { cookie } });
}
const saved = { ...process.env };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req));
    prompts.push(JSON.parse(body.messages.find((m: { role: string }) => m.role === 'user').content));
    const copy = writeBuiltinCopy(copyRequestFromSpec(SPEC, 'fr', 1));
    copy.hero.headline = HEADLINE;
    const content = mode === 'good' ? JSON.stringify(copy) : JSON.stringify({ tagline: 'Seulement un slogan' });
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    OPENAI_API_KEY: 'sk-test-stand-in',
    OPENAI_BASE_URL: `${origin}/v1`,
    OPENAI_MODEL: 'stand-in-model',
    AI_TIMEOUT_MS: '2000',
  });
  resetEnvCache();
  host = await startBackgroundHost({ 'site-second-language-background': backgroundFn });
});

afterAll(async () => {
  await host.close();
  for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'AI_TIMEOUT_MS']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** An owner whose English website is ready (its draft stored as generation stores it). */
async function ownerWithEnglishSite() {
  const owner = await createAccount(`Sunrise Coffee House ${Date.now()}`);
  await insertReadyDraft(owner.id, SPEC);
  const opened = await send(specFn, 'http://localhost:8888/api/site/spec', { headers: { cookie: owner.cookie } });
  return { ...owner, version: opened.body.version as number };
}

describe('POST /api/site/second-language with OpenAI configured', () => {
  it('asks the model for Canadian French with the owner’s facts and saves its answer as the French copy', async () => {
    mode = 'good';
    const owner = await ownerWithEnglishSite();
    const res = await addFrench(owner.cookie, owner.version);
    expect(res.body.job.status, JSON.stringify(res.body)).toBe('done');
    expect(prompts.at(-1)).toMatchObject({
      language: 'fr-CA (Canadian French)',
      business_name: 'Sunrise Coffee House',
      pages: SPEC.pages,
    });
    expect(res.body.result.spec.languages).toEqual(['en', 'fr']);
    expect(res.body.result.spec.secondCopy.hero.headline).toBe(HEADLINE);
  });

  it('fails the job with the copywriter’s message and writes nothing when the model’s answer is unusable', async () => {
    mode = 'invalid';
    const owner = await ownerWithEnglishSite();
    const res = await addFrench(owner.cookie, owner.version);
    expect(res.body.job).toMatchObject({ status: 'failed', error: SECOND_LANGUAGE_MESSAGES.failed });
    const after = await send(specFn, 'http://localhost:8888/api/site/spec', { headers: { cookie: owner.cookie } });
    expect(after.body).toMatchObject({ version: owner.version, spec: { languages: ['en'], secondCopy: null } });
  });
});
