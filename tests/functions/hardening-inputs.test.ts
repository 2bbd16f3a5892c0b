// Issue 12, problems 4 and 5: no 500 from hostile input. Each case answered 500 on the old code:
// NUL characters reached PostgreSQL, malformed %-escapes threw in decodeURIComponent, and a loose
// draft-id check sent ids like 'a----…' to a uuid column.
import { describe, expect, it } from 'vitest';
import retrieve from '../../functions/business-directory-retrieve.mts';
import listing from '../../functions/business-listing.mts';
import generate from '../../functions/ai-generate-website.mts';
import files from '../../functions/files.mts';
import content from '../../functions/content-retrieve.mts';
import region from '../../functions/region.mts';
import sites from '../../functions/sites.mts';
import reply from '../../functions/inbox-review-reply.mts';
import { call } from './helpers.ts';
import { registerAccount } from './accounts-helpers.ts';
import { createAccount, createListing, post, visitor } from './interactions-fixtures.ts';
import { createAccount as createGenAccount, wizardForm } from './generation-helpers.ts';
import { CONTROL_CHARACTER_MESSAGE } from '../../src/schemas/text.ts';

const NUL = 'a\u0000b';
type Fields = { error: { code: string; fields?: Record<string, string[]> } };
const fieldsOf = (body: unknown) => (body as Fields).error.fields ?? {};

describe('control characters', () => {
  it('in the directory search query: 400, not 500', async () => {
    for (const q of ['%00', 'bak%00ery', '%1B[31m']) {
      const res = await call(retrieve, `/api/business/directory/retrieve?entity=business&q=${q}`);
      expect(res.status).toBe(400);
      expect(fieldsOf(res.body).q?.[0]).toContain(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('in every review and message field: a per-field 400', async () => {
    const owner = await createAccount();
    const target = await createListing(owner.id);
    for (const mode of ['review', 'message'] as const) {
      for (const field of ['firstName', 'lastName', 'email', 'phoneNumber', 'message']) {
        const res = await post(mode, target.id, visitor({ [field]: field === 'phoneNumber' ? `555${NUL}` : NUL }));
        expect(res.status, `${mode} ${field}`).toBe(400);
      }
    }
    const named = await post('message', target.id, visitor({ message: `Hello${NUL}` }));
    expect(named.body).toMatchObject({ error: { message: expect.stringContaining('control characters') } });
  });

  it('in every listing field: a per-field 400', async () => {
    const account = await registerAccount();
    const base = {
      business_name: 'Maple Test Bakery',
      category: 'Bakery',
      business_description: 'Fresh bread every day.',
      business_phone_number: '(403) 555-0199',
      street_address: '1 Main Street',
      city: 'Sylvan Lake',
      state_code: 'AB',
      postal_code: 'T4S 1A1',
      social: {},
      hours: {},
      images: [],
    };
    for (const field of [
      'business_name',
      'category',
      'business_description',
      'business_phone_number',
      'street_address',
      'city',
      'postal_code',
    ]) {
      const res = await call(listing, '/api/business/listing', {
        method: 'PUT',
        json: { ...base, [field]: `Ab${NUL}cd` },
        headers: { cookie: account.cookie },
      });
      expect(res.status, field).toBe(400);
      expect(Object.keys(fieldsOf(res.body))).toContain(field);
    }
  });

  it("in the creator's custom niche and business details: 400", async () => {
    const account = await createGenAccount();
    for (const patch of <Record<string, string>[]>[
      { websiteType: 'custom', customNiche: `Dog${NUL}spa` },
      { businessName: `Sun${NUL}rise` },
      { businessBriefExplaination: `We roast our own beans${NUL} every day.` },
    ]) {
      const res = await call(generate, '/api/ai/generate-website', {
        method: 'POST',
        body: wizardForm(patch),
        headers: { cookie: account.cookie },
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
    }
  });

  it('in an owner reply: 400', async () => {
    const account = await registerAccount();
    const res = await call(reply, '/api/inbox/review-reply', {
      method: 'POST',
      json: { review_id: crypto.randomUUID(), reply: NUL },
      headers: { cookie: account.cookie },
    });
    expect(res.status).toBe(400);
  });
});

describe('malformed %-escapes and ids', () => {
  it('give 400 or 404 on /files, /api/content/retrieve and /api/region', async () => {
    for (const [handler, path] of [
      [files, '/files/%E0%A4%A'],
      [files, '/files/uploads/%'],
      [content, '/api/content/retrieve/%E0%A4%A'],
      [region, '/api/region/%E0%A4%A/alberta/barrhead'],
      [region, '/api/region/canada/%/barrhead'],
      [region, '/api/region/canada/alberta/%zz'],
    ] as const) {
      const res = await call(handler, path);
      expect([400, 404], path).toContain(res.status);
    }
  });

  it('never send a malformed draft id to the database', async () => {
    for (const id of ['a' + '-'.repeat(35), '-'.repeat(36), 'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz', 'abc']) {
      const res = await call(sites, `/sites/${id}/`);
      expect(res.status, id).toBe(404);
    }
    expect((await call(sites, '/sites/00000000-0000-4000-8000-000000000000/%E0%A4%A')).status).toBe(404);
  });
});

describe('oversized bodies', () => {
  /** A body streamed in 64 KB chunks with no Content-Length, as a client that hides its size sends it. */
  function streamed(bytes: number): ReadableStream<Uint8Array> {
    let sent = 0;
    return new ReadableStream({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        const chunk = new Uint8Array(Math.min(65536, bytes - sent)).fill(0x61);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
  }
  const send = (
    handler: (req: Request, ctx: never) => Promise<Response>,
    path: string,
    body: ReadableStream<Uint8Array>,
    type = 'application/json',
  ) =>
    handler(
      new Request(`http://localhost:8888${path}`, {
        method: 'POST',
        body,
        headers: { 'content-type': type, origin: 'http://localhost:8888' },
        duplex: 'half',
      } as RequestInit),
      {} as never,
    );

  it('are refused with 413 while they stream, whatever Content-Length says', async () => {
    const { default: create } = await import('../../functions/business-create.mts');
    const { default: blocMail } = await import('../../functions/bloc-mail-create-new-bloc-mail.mts');
    const { default: webhook } = await import('../../functions/stripe-webhook.mts');
    for (const [handler, path] of [
      [create, '/api/business/create'],
      [blocMail, '/api/bloc-mail/create-new-bloc-mail'],
      [webhook, '/api/stripe/webhook'],
    ] as const) {
      const res = await send(handler as never, path, streamed(8 * 1024 * 1024));
      expect(res.status, path).toBe(413);
      expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    }
    const account = await createGenAccount();
    const res = await generate(
      new Request('http://localhost:8888/api/ai/generate-website', {
        method: 'POST',
        body: streamed(8 * 1024 * 1024),
        headers: {
          cookie: account.cookie,
          'content-type': 'multipart/form-data; boundary=x',
          origin: 'http://localhost:8888',
        },
        duplex: 'half',
      } as RequestInit),
      {} as never,
    );
    expect(res.status).toBe(413);
  });

  it('are refused from Content-Length alone, before reading', async () => {
    const { default: create } = await import('../../functions/business-create.mts');
    const req = new Request('http://localhost:8888/api/business/create', {
      method: 'POST',
      body: '{}',
      headers: {
        'content-type': 'application/json',
        'content-length': String(50 * 1024 * 1024),
        origin: 'http://localhost:8888',
      },
    });
    expect((await create(req, {} as never)).status).toBe(413);
  });
});
