import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, handle, json, parseQuery } from '../../src/server/http.ts';

const ok = handle(async () => json({ ok: true }));

async function status(req: Request, handler = ok): Promise<number> {
  return (await handler(req, undefined)).status;
}

describe('handle(): the one error path', () => {
  it('turns HttpError into its status and a JSON error', async () => {
    const res = await handle(async () => {
      throw badRequest('Nope.', { field: ['is wrong'] });
    })(new Request('http://localhost/x'), undefined);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'bad_request', message: 'Nope.', fields: { field: ['is wrong'] } },
    });
  });

  it('answers 400 listing the fields of a failed schema', async () => {
    const handler = handle(async (req) => json(parseQuery(req, z.object({ page: z.coerce.number().int().min(1) }))));
    const res = await handler(new Request('http://localhost/x?page=0'), undefined);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields.page).toHaveLength(1);
  });

  it('hides internals of unexpected errors behind a request id', async () => {
    const original = console.error;
    console.error = () => undefined;
    const res = await handle(async () => {
      throw new Error('secret connection string');
    })(new Request('http://localhost/x'), undefined);
    console.error = original;
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.error.message).not.toContain('secret');
    expect(body.error.message).toMatch(/Reference: [0-9a-f-]{36}/);
  });
});

describe('same-origin check on state-changing requests', () => {
  const post = (headers: Record<string, string>) =>
    new Request('http://localhost:8888/api/x', { method: 'POST', headers });

  it('allows same-origin and header-less (non-browser) posts', async () => {
    expect(await status(post({ origin: 'http://localhost:8888' }))).toBe(200);
    expect(await status(post({}))).toBe(200);
  });

  it('refuses a post from another site', async () => {
    expect(await status(post({ origin: 'https://evil.example' }))).toBe(403);
    expect(await status(post({ 'sec-fetch-site': 'cross-site' }))).toBe(403);
  });

  it('lets signed webhooks opt out', async () => {
    const webhook = handle(async () => json({ ok: true }), { allowCrossSite: true });
    expect(await status(post({ origin: 'https://stripe.example' }), webhook)).toBe(200);
  });
});
