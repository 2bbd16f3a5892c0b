import { describe, expect, it } from 'vitest';
import retrieveNews from '../../functions/content-retrieve-news.mts';
import retrieveContent from '../../functions/content-retrieve.mts';
import unsubscribe from '../../functions/email-unsubscribe.mts';
import { query } from '../../src/server/db/client.ts';
import { call } from './helpers.ts';

describe('GET /api/content/retrieve-news', () => {
  it('lists every item newest first, with links and no bodies', async () => {
    const { status, body } = await call(retrieveNews, '/api/content/retrieve-news');
    expect(status).toBe(200);
    const items = body as { slug: string; createdAt: string; link: string; main: string }[];
    // 26 content items since issue 18 removed an article with an invented figure.
    expect(items.length).toBeGreaterThanOrEqual(26);
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.find((i) => i.slug === 'set-up-business-email')?.link).toBe(
      '/tutorial/getting-online/your-website/domains-and-email/set-up-business-email/',
    );
    expect(items.find((i) => i.slug === 'accept-interac-and-card-payments')?.link).toBe(
      '/news/accept-interac-and-card-payments/',
    );
    expect(items.every((i) => i.main === '')).toBe(true);
  });
});

describe('GET /api/content/retrieve/{slug}', () => {
  it('returns one item with its series data and sanitized body', async () => {
    const { status, body } = await call(retrieveContent, '/api/content/retrieve/set-up-business-email');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      slug: 'set-up-business-email',
      type: 'tutorial',
      seriesData: [{ id: 'getting-online' }, { id: 'your-website' }, { id: 'domains-and-email' }],
      seriesType: 'getting-online',
      parentId: 'domains-and-email',
    });
    expect(String((body as { main: string }).main)).toContain('<p>');
  });

  it('answers 404 "Article not found." for an unknown slug and 400 for a malformed one', async () => {
    const unknown = await call(retrieveContent, '/api/content/retrieve/no-such-article');
    expect(unknown).toMatchObject({ status: 404, body: { error: { message: 'Article not found.' } } });
    const bad = await call(retrieveContent, '/api/content/retrieve/Not%20A%20Slug');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { slug: expect.any(Array) } } });
  });
});

describe('POST /api/email/unsubscribe', () => {
  it('records the unsubscribe of a known id, and repeating it is harmless', async () => {
    const email = `reader-${Date.now()}@example.ca`;
    const [row] = await query<{ id: string }>('INSERT INTO email_recipients (email) VALUES ($1) RETURNING id', [email]);
    const first = await call(unsubscribe, '/api/email/unsubscribe', { method: 'POST', json: { id: row!.id } });
    expect(first).toMatchObject({
      status: 200,
      body: { unsubscribed: true, email: expect.stringMatching(/^r\*\*\*@example\.ca$/) },
    });
    const [stored] = await query<{ unsubscribed: boolean }>(
      'SELECT unsubscribed_at IS NOT NULL AS unsubscribed FROM email_recipients WHERE id = $1',
      [row!.id],
    );
    expect(stored?.unsubscribed).toBe(true);
    expect((await call(unsubscribe, '/api/email/unsubscribe', { method: 'POST', json: { id: row!.id } })).status).toBe(
      200,
    );
  });

  it('never claims success for an unknown id', async () => {
    const { status, body } = await call(unsubscribe, '/api/email/unsubscribe', {
      method: 'POST',
      json: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers 400 naming id for a missing or malformed id, 405 for GET', async () => {
    expect((await call(unsubscribe, '/api/email/unsubscribe', { method: 'POST', json: {} })).body).toMatchObject({
      error: { fields: { id: ['id is required.'] } },
    });
    expect((await call(unsubscribe, '/api/email/unsubscribe', { method: 'POST', json: { id: 'x' } })).status).toBe(400);
    expect(
      (
        await call(unsubscribe, '/api/email/unsubscribe', {
          method: 'POST',
          body: 'not json',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect((await call(unsubscribe, '/api/email/unsubscribe')).status).toBe(405);
  });
});
