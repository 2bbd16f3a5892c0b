// The OpenAI copywriter against an OpenAI-compatible stand-in server on 127.0.0.1 (the real SDK,
// a local baseURL). The same server plays Netlify for background functions: it answers 202 at once
// and runs generate-website-background, as Netlify does.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import generate from '../../functions/ai-generate-website.mts';
import status from '../../functions/ai-retrieve-generation-status.mts';
import sites from '../../functions/sites.mts';
import background from '../../functions/generate-website-background.mts';
import { resetEnvCache } from '../../src/server/env.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { closeScreenshotBrowser } from '../../src/server/screenshot/screenshot.ts';
import { createAccount, send, wizardForm } from './generation-helpers.ts';

type Mode = 'good' | 'invalid' | 'invalid-then-good' | 'timeout';
let mode: Mode = 'good';
let completions = 0;
let server: Server;
let origin = '';
const saved = { ...process.env };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

/** A valid answer for the prompt the copywriter sent (the model's words, marked as such). */
function goodAnswer(prompt: Record<string, any>): string {
  const copy = writeBuiltinCopy({
    businessName: prompt.business_name,
    overview: prompt.owner_overview,
    websiteType: String(prompt.business_type).toLowerCase(),
    typeName: prompt.business_type,
    subCategoryName: prompt.sub_category,
    subCategory: String(prompt.sub_category).toLowerCase().replace(/ /g, '-'),
    pages: prompt.pages,
    services: prompt.services.map((s: any) => ({ slug: s.slug, name: s.name, summary: s.about })),
    city: null,
    province: null,
    phone: prompt.phone,
    email: 'x@example.ca',
    variant: 1,
  });
  copy.hero.headline = `Model-written welcome to ${prompt.business_name}`;
  return JSON.stringify(copy);
}

async function chat(body: Record<string, any>): Promise<string | null> {
  completions++;
  const prompt = JSON.parse(body.messages.find((m: { role: string }) => m.role === 'user').content);
  if (mode === 'timeout') {
    await new Promise((r) => setTimeout(r, 8000));
    return null;
  }
  if (mode === 'invalid' || (mode === 'invalid-then-good' && body.messages.length === 2))
    return JSON.stringify({ tagline: 'Only a tagline' });
  return goodAnswer(prompt);
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/v1/chat/completions') {
      const parsed = JSON.parse(body);
      expect(parsed.response_format.type).toBe('json_schema');
      const content = await chat(parsed);
      if (content === null || res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: parsed.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    } else if (req.url === '/.netlify/functions/generate-website-background') {
      res.writeHead(202).end();
      void background(
        new Request(`${origin}${req.url}`, {
          method: 'POST',
          body,
          headers: { 'x-background-token': String(req.headers['x-background-token']) },
        }),
      );
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    OPENAI_API_KEY: 'sk-test-stand-in',
    OPENAI_BASE_URL: `${origin}/v1`,
    OPENAI_MODEL: 'stand-in-model',
    AI_TIMEOUT_MS: '3000', // a valid answer took 0.6 s quiet and 3.5 times that under CI load: 800 ms was too close
  });
  resetEnvCache();
});

afterAll(async () => {
  for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'AI_TIMEOUT_MS']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await closeScreenshotBrowser();
});

beforeEach(() => {
  completions = 0;
});

async function generateAndWait(cookie: string) {
  const started = await send(generate, `${origin}/api/ai/generate-website`, {
    method: 'POST',
    body: wizardForm(),
    headers: { cookie },
  });
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({ key: 'pending', message: 'Website generation in progress' });
  for (let i = 0; i < 100; i++) {
    const { body } = await send(status, `${origin}/api/ai/retrieve-generation-status`, { headers: { cookie } });
    const draft = body.full_list_of_drafts.find((d: { id: string }) => d.id === started.body.draft_id);
    if (draft.status !== 'pending') return draft;
    expect(body.pending).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the draft never settled');
}

describe('generation with an OpenAI-compatible model (background function, polled)', () => {
  it('publishes the model’s words when its answer is valid', async () => {
    mode = 'good';
    const account = await createAccount();
    const draft = await generateAndWait(account.cookie);
    expect(draft).toMatchObject({ status: 'ready', label: 'Draft 1 - Coffee Shop' });
    expect(completions).toBe(1);
    expect((await send(sites, `${origin}${draft.draft_url}`)).body).toContain(
      'Model-written welcome to Sunrise Coffee House',
    );
  });

  it('retries an invalid answer once, then uses the corrected one', async () => {
    mode = 'invalid-then-good';
    const account = await createAccount();
    const draft = await generateAndWait(account.cookie);
    expect(draft.status).toBe('ready');
    expect(completions).toBe(2);
  });

  it('reports the §8 error after a second invalid answer, and publishes nothing', async () => {
    mode = 'invalid';
    const account = await createAccount();
    const draft = await generateAndWait(account.cookie);
    expect(draft).toMatchObject({
      status: 'error',
      message: 'The AI copywriter did not return usable text for your website. Please regenerate your website.',
      draft_url: null,
      draft_url_screenshot_url: [],
    });
    expect(completions).toBe(2);
    expect((await send(sites, `${origin}/sites/${draft.id}/`)).status).toBe(404);
  });

  it('reports a model that does not answer in time, and publishes nothing', async () => {
    mode = 'timeout';
    const account = await createAccount();
    const draft = await generateAndWait(account.cookie);
    expect(draft).toMatchObject({
      status: 'error',
      message: 'The AI copywriter took too long to answer. Please regenerate your website.',
      draft_url: null,
    });
    expect((await send(sites, `${origin}/sites/${draft.id}/`)).status).toBe(404);
  });

  it('runs the background function only with the server’s token', async () => {
    const res = await background(
      new Request(`${origin}/.netlify/functions/generate-website-background`, {
        method: 'POST',
        body: JSON.stringify({ draft_id: '00000000-0000-4000-8000-000000000000' }),
        headers: { 'x-background-token': 'guess' },
      }),
    );
    expect(res.status).toBe(403);
  });
});
