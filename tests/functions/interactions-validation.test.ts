// POST /api/bloc-mail/create-new-bloc-mail: the §5 messages and the §7 envelope, checked server-side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBlocMail } from '../../src/schemas/contact.ts';
import createNewBlocMail from '../../functions/bloc-mail-create-new-bloc-mail.mts';
import { call } from './helpers.ts';
import { createAccount, createListing, post, postRaw, visitor, removeFixtures } from './interactions-fixtures.ts';

afterAll(removeFixtures);

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
const fields = (body: unknown) => (body as ErrorBody).error.fields ?? {};

let listingId = '';
beforeAll(async () => {
  const owner = await createAccount();
  listingId = (await createListing(owner.id)).id;
});

describe('every §5 message, server-side', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['missing first name', { firstName: '' }, 'firstName', 'First name is required'],
    ['blank first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    ['missing last name', { lastName: undefined }, 'lastName', 'Last name is required'],
    ['missing email', { email: '' }, 'email', 'Contact email is required'],
    ['invalid email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    ['missing message', { message: '' }, 'message', 'Message is required'],
    ['rating below 1', { rating: 0 }, 'rating', 'Rating must be at least 1'],
    ['no rating chosen', { rating: undefined }, 'rating', 'Rating must be at least 1'],
    ['rating above 5', { rating: 6 }, 'rating', 'Rating must be at most 5'],
  ];
  for (const [name, change, field, message] of cases) {
    it(`review: ${name} → 400 "${message}"`, async () => {
      const { status, body } = await post('review', listingId, visitor({ rating: 4, ...change }));
      expect(status).toBe(400);
      expect(fields(body)[field]?.[0]).toBe(message);
    });
  }

  it('message: the same messages, and no rating asked', async () => {
    const { status, body } = await post('message', listingId, { firstName: '', lastName: '', email: 'x', message: '' });
    expect(status).toBe(400);
    expect(fields(body)).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
      message: ['Message is required'],
    });
  });

  it('the phone number is optional, and checked when given', async () => {
    expect((await post('message', listingId, visitor({ phoneNumber: '' }))).status).toBe(201);
    const { status, body } = await post('message', listingId, visitor({ phoneNumber: 'call me maybe' }));
    expect(status).toBe(400);
    expect(fields(body).phoneNumber?.[0]).toMatch(/Phone number may only contain/);
  });

  it('lists every failing field at once', async () => {
    const { body } = await post('review', listingId, { rating: 9 });
    expect(Object.keys(fields(body)).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'rating']);
  });
});

describe('the §7 envelope', () => {
  const good = () => buildBlocMail({ mode: 'message', businessId: listingId, businessName: 'Test', values: visitor() });

  it('accepts additional_function as a JSON string or as an object', async () => {
    const asString = good();
    expect((await postRaw(asString)).status).toBe(201);
    const asObject = { ...good(), additional_function: JSON.parse(good().additional_function) };
    expect((await postRaw(asObject)).status).toBe(201);
  });

  it('refuses a wrong mail_type, message_type, title or function type with a 400 naming the field', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ mail_type: 'external' }, 'mail_type'],
      [{ message_type: 'reply' }, 'message_type'],
      [{ mail_history: { ...good().mail_history, mail_title: 'rating' } }, 'mail_history'],
      [{ additional_function: JSON.stringify({ type: 'delete-everything' }) }, 'additional_function'],
      [{ additional_function: 'not json' }, 'additional_function'],
    ];
    for (const [change, field] of bad) {
      const { status, body } = await postRaw({ ...good(), ...change });
      expect(status, field).toBe(400);
      expect(Object.keys(fields(body))).toContain(field);
    }
  });

  it('answers 400 for a body that is not JSON, 404 for an unknown business, 405 for GET', async () => {
    const notJson = await call(createNewBlocMail, '/api/bloc-mail/create-new-bloc-mail', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await post('review', '00000000-0000-4000-8000-000000000000', visitor({ rating: 5 }))).status).toBe(404);
    expect((await post('message', 'no-such-listing', visitor())).status).toBe(404);
    expect((await call(createNewBlocMail, '/api/bloc-mail/create-new-bloc-mail')).status).toBe(405);
  });

  it('answers the CORS preflight, so generated websites can post their contact form', async () => {
    const res = await createNewBlocMail(
      new Request('http://localhost:8888/api/bloc-mail/create-new-bloc-mail', { method: 'OPTIONS' }),
      {} as never,
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
