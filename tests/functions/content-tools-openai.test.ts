// Articles and images with an OpenAI-compatible model, against a stand-in server on 127.0.0.1 (the
// real SDK, a local baseURL), as generation-openai.test.ts does. The same server plays Netlify for
// the background function. Good, invalid (asked once more, then reported) and timed-out answers;
// a failure gives its unit back.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import articles from '../../functions/articles.mts';
import images from '../../functions/images.mts';
import imageBackground from '../../functions/image-generate-background.mts';
import background from '../../functions/article-draft-background.mts';
import { resetEnvCache } from '../../src/server/env.ts';
import { query } from '../../src/server/db/client.ts';
import { writeBuiltinArticle } from '../../src/features/content-tools/article-builtin.ts';
import { createAccount, send } from './generation-helpers.ts';

type Mode = 'good' | 'invalid' | 'invalid-then-good' | 'timeout';
let mode: Mode = 'good';
let calls = 0;
let server: Server;
let origin = '';
const saved = { ...process.env };
let png: Buffer;

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => resolve(data));
  });

/** A valid article for the facts the writer sent (the model's words, marked as such). */
function goodArticle(prompt: Record<string, any>): string {
  const article = writeBuiltinArticle(
    {
      name: prompt.business_name,
      subCategoryName: prompt.business_type,
      services: [],
      city: null,
      province: null,
      questions: [],
      overview: prompt.owner_overview,
      phone: prompt.phone,
      email: prompt.email,
      pages: prompt.site_pages,
      hours: [],
      faq: [],
    },
    { topic: prompt.topic, keyword: prompt.keyword ?? '' },
  );
  return JSON.stringify({ ...article, title: `Model-written: ${prompt.topic}` });
}

async function answer(kind: 'chat' | 'image', body: Record<string, any>): Promise<unknown> {
  calls++;
  if (mode === 'timeout') {
    await new Promise((r) => setTimeout(r, 8000));
    return null;
  }
  const first = kind === 'chat' ? body.messages.length === 2 : calls === 1;
  const bad = mode === 'invalid' || (mode === 'invalid-then-good' && first);
  if (kind === 'chat') {
    const prompt = JSON.parse(body.messages.find((m: { role: string }) => m.role === 'user').content);
    const content = bad ? JSON.stringify({ title: 'Only a title' }) : goodArticle(prompt);
    return {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: body.model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    };
  }
  expect(body.model).toBe('stand-in-image-model');
  return {
    created: 1,
    data: [{ b64_json: bad ? Buffer.from('not an image at all').toString('base64') : png.toString('base64') }],
  };
}

beforeAll(async () => {
  png = await sharp({ create: { width: 1536, height: 1024, channels: 3, background: '#c96' } })
    .png()
    .toBuffer();
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (req.url === '/v1/chat/completions' || req.url === '/v1/images/generations') {
      const out = await answer(req.url.includes('chat') ? 'chat' : 'image', JSON.parse(body));
      if (out === null || res.destroyed) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(out));
    } else if (req.url === '/.netlify/functions/image-generate-background') {
      res.writeHead(202).end();
      void imageBackground(
        new Request(`${origin}${req.url}`, {
          method: 'POST',
          body,
          headers: { 'x-background-token': String(req.headers['x-background-token']) },
        }),
      );
    } else if (req.url === '/.netlify/functions/article-draft-background') {
      res.writeHead(202).end();
      void background(
        new Request(`${origin}${req.url}`, {
          method: 'POST',
          body,
          headers: { 'x-article-token': String(req.headers['x-article-token']) },
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
    OPENAI_IMAGE_MODEL: 'stand-in-image-model',
    AI_TIMEOUT_MS: '3000', // a valid answer took 0.6 s quiet and 3.5 times that under CI load: 800 ms was too close
  });
  resetEnvCache();
});

afterAll(async () => {
  for (const key of ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'OPENAI_IMAGE_MODEL', 'AI_TIMEOUT_MS']) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

beforeEach(() => {
  calls = 0;
});

async function completeOwner() {
  const account = await createAccount('Prairie Roofing Co');
  await query(`UPDATE businesses SET rank = 'complete' WHERE id = $1`, [account.id]);
  return account;
}

const call = (handler: typeof articles, cookie: string, init: { method?: string; json?: unknown } = {}) =>
  send(handler, `${origin}${handler === images ? '/api/images' : '/api/articles'}`, {
    method: init.method ?? (init.json ? 'POST' : 'GET'),
    headers: { cookie, ...(init.json ? { 'content-type': 'application/json' } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });

/** Starts an article and polls the list (as the editor does) until it is no longer being written. */
async function draftAndWait(cookie: string) {
  const started = await call(articles, cookie, {
    json: { topic: 'How to choose a roofer in Red Deer', keyword: 'roofer' },
  });
  expect(started.status).toBe(202);
  expect(started.body.article.status).toBe('generating');
  for (let i = 0; i < 100; i++) {
    const { body } = await call(articles, cookie);
    const article = body.articles.find((a: { id: string }) => a.id === started.body.article.id);
    if (article.status !== 'generating') return { article, quota: body.quota };
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('the article never settled');
}

/** Asks for an image (202, generating) and polls the library, as its screen does, until the request ends. */
async function imageAndWait(cookie: string, prompt: string) {
  const started = await call(images, cookie, { json: { prompt } });
  expect(started.status).toBe(202);
  expect(started.body.generation).toMatchObject({ status: 'generating', prompt, message: null });
  for (let i = 0; i < 100; i++) {
    const { body } = await call(images, cookie);
    const request = body.generations.find((g: { id: string }) => g.id === started.body.generation.id);
    if (request?.status !== 'generating') return { request, library: body };
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('the image never settled');
}

describe('articles from an OpenAI-compatible model (background function, polled)', () => {
  it('keeps a valid answer as the draft', async () => {
    mode = 'good';
    const owner = await completeOwner();
    const { article, quota } = await draftAndWait(owner.cookie);
    expect(article).toMatchObject({
      status: 'draft',
      writer: 'openai',
      title: 'Model-written: How to choose a roofer in Red Deer',
    });
    expect(calls).toBe(1);
    expect(quota).toMatchObject({ used: 1, left: 19 });
  });

  it('asks once more after an invalid answer, then uses the corrected one', async () => {
    mode = 'invalid-then-good';
    const owner = await completeOwner();
    const { article } = await draftAndWait(owner.cookie);
    expect(article.status).toBe('draft');
    expect(calls).toBe(2);
  });

  it('reports two invalid answers and does not spend the unit', async () => {
    mode = 'invalid';
    const owner = await completeOwner();
    const { article, quota } = await draftAndWait(owner.cookie);
    expect(article).toMatchObject({
      status: 'error',
      errorMessage:
        'The AI copywriter did not return a usable article. Your article was not counted: please try again.',
    });
    expect(calls).toBe(2);
    expect(quota).toMatchObject({ used: 0, left: 20 });
  });

  it('reports a model that does not answer in time, and gives the unit back', async () => {
    mode = 'timeout';
    const owner = await completeOwner();
    const { article, quota } = await draftAndWait(owner.cookie);
    expect(article).toMatchObject({
      status: 'error',
      errorMessage: 'The AI copywriter took too long to answer. Your article was not counted: please try again.',
    });
    expect(quota).toMatchObject({ used: 0, left: 20 });
  });

  it('runs the background function only with the server’s token', async () => {
    const res = await background(
      new Request(`${origin}/.netlify/functions/article-draft-background`, {
        method: 'POST',
        body: JSON.stringify({ article_id: '00000000-0000-4000-8000-000000000000' }),
        headers: { 'x-article-token': 'guess' },
      }),
    );
    expect(res.status).toBe(403);
  });
});

describe('images from the OpenAI Images API (background function, polled)', () => {
  it('stores a good image in the library as an AI image, at responsive sizes', async () => {
    mode = 'good';
    const owner = await completeOwner();
    const { request, library } = await imageAndWait(owner.cookie, 'A new cedar roof at sunset');
    expect(request).toBeUndefined(); // done: the request is gone and its image is in the library
    expect(library.items).toHaveLength(1);
    expect(library.items[0]).toMatchObject({
      source: 'ai',
      alt: 'A new cedar roof at sunset',
      widths: [480, 960, 1536],
    });
    expect(library).toMatchObject({ illustrator: 'openai', quota: { used: 1 }, generations: [] });
  });

  it('asks once more after an answer that is not an image, then reports it; the unit is given back', async () => {
    mode = 'invalid';
    const owner = await completeOwner();
    const { request, library } = await imageAndWait(owner.cookie, 'A roof');
    expect(request).toMatchObject({
      status: 'error',
      message: 'The image service did not return a usable image. Your image was not counted: please try again.',
    });
    expect(calls).toBe(2);
    expect(library).toMatchObject({ quota: { used: 0, left: 20 }, items: [] });
  });

  it('reports a timeout and gives the unit back', async () => {
    mode = 'timeout';
    const owner = await completeOwner();
    const { request, library } = await imageAndWait(owner.cookie, 'A roof in winter');
    expect(request).toMatchObject({
      status: 'error',
      message: 'The image service took too long to answer. Your image was not counted: please try again.',
    });
    expect(library.quota).toMatchObject({ used: 0 });
  });

  it('runs the background function only with the server’s token', async () => {
    const res = await imageBackground(
      new Request(`${origin}/.netlify/functions/image-generate-background`, {
        method: 'POST',
        body: JSON.stringify({ id: '00000000-0000-4000-8000-000000000000' }),
        headers: { 'x-background-token': 'guess' },
      }),
    );
    expect(res.status).toBe(403);
  });
});
