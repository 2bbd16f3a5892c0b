import { describe, expect, it } from 'vitest';
import create from '../../functions/business-create.mts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD, registerAccount, setCookies, uniqueEmail } from './accounts-helpers.ts';
import { query } from '../../src/server/db/client.ts';
import { TOO_MANY_REGISTRATIONS } from '../../src/server/accounts/limits.ts';

const post = (json: unknown, headers: Record<string, string> = {}) =>
  call(create, '/api/business/create', { method: 'POST', json, headers: { 'x-forwarded-for': freshIp(), ...headers } });

const valid = () => ({ business_name: 'Prairie Pixel Studio', business_email: uniqueEmail(), business_password: GOOD_PASSWORD });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

describe('POST /api/business/create', () => {
  it('creates an account, answers the auth object and starts a session in an HttpOnly cookie', async () => {
    const body = valid();
    const res = await post({ ...body, business_email: body.business_email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 200,
      token: true,
      auth: { status: 1, entity: { type: 'business' }, name: 'Prairie Pixel Studio', rank: 'registered', bloc_services: [] },
    });
    // The session token never reaches page scripts: not in the body, only in the HttpOnly cookie.
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    const [session, hint] = setCookies(res.headers);
    expect(session).toMatch(/^accessToken=eyJ[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; Path=\/; Max-Age=604800; SameSite=Lax$/);
    expect(hint).toMatch(/^ms_signed_in=1; Path=\/; Max-Age=604800; SameSite=Lax$/);
  });

  it('stores the password only as a scrypt hash', async () => {
    const body = valid();
    await post(body);
    const [row] = await query<{ password_hash: string }>('SELECT password_hash FROM businesses WHERE business_email = $1', [body.business_email]);
    expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(row?.password_hash).not.toContain(GOOD_PASSWORD);
  });

  it('never takes a rank, role or referrer from the request', async () => {
    const res = await post({ ...valid(), rank: 'complete', role: 'admin', referred_by: '00000000-0000-0000-0000-000000000000', bloc_services: ['x'] });
    expect(res.status).toBe(200);
    const id = (res.body as { auth: { entity: { id: string } } }).auth.entity.id;
    const [row] = await query('SELECT rank, role, referred_by, bloc_services FROM businesses WHERE id = $1', [id]);
    expect(row).toEqual({ rank: 'registered', role: 'business', referred_by: null, bloc_services: [] });
  });

  // Every §5 rule of the registration form, server side, with its exact message.
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['name missing', { business_name: undefined }, 'business_name', 'You must provide a business name that is between 2-50 characters.'],
    ['name empty', { business_name: '  ' }, 'business_name', 'You must provide a business name that is between 2-50 characters.'],
    ['name too short', { business_name: 'A' }, 'business_name', 'Your business name must be at least 2 characters.'],
    ['name too long', { business_name: 'A'.repeat(51) }, 'business_name', 'Your business name must be a maximum of 50 characters.'],
    ['name with symbols', { business_name: 'Maple & Co!' }, 'business_name', 'Your business name may only contain letters and numbers.'],
    ['email missing', { business_email: undefined }, 'business_email', 'You must provide an email address that is between 5-60 characters.'],
    ['email too short (issue 18: the format is named first)', { business_email: 'a@b' }, 'business_email', 'Enter a valid email address, such as name@yourbusiness.ca'],
    ['email too long', { business_email: `${'a'.repeat(52)}@maple.ca` }, 'business_email', 'Your email address must be a maximum of 60 characters.'],
    ['email malformed', { business_email: 'maple.bakery.ca' }, 'business_email', 'Enter a valid email address, such as name@yourbusiness.ca'],
    ['password missing', { business_password: undefined }, 'business_password', 'You must provide a password that is between 8-35 characters.'],
    ['password too short', { business_password: 'Ab#1' }, 'business_password', 'Your password must be a minimum of 8 characters.'],
    ['password too long', { business_password: `Ab#1${'x'.repeat(32)}` }, 'business_password', 'Your password must be a maximum of 35 characters.'],
    ['password without letters', { business_password: '12345678#' }, 'business_password', 'Your password must contain supported language letters.'],
    ['password without digit or special', { business_password: 'abcdefghij' }, 'business_password', 'Your password must be 8-35 characters and contain at least one number and special character.'],
  ];
  it.each(cases)('%s: 400 with the §5 message under its field', async (_label, change, field, message) => {
    const res = await post({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error.code).toBe('validation_failed');
    expect((res.body as ErrorBody).error.fields?.[field]?.[0]).toBe(message);
  });

  it('the affiliate variant requires a website URL with an extension', async () => {
    const bad = await post({ ...valid(), business_website_url: 'maplebakery' });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).error.fields?.business_website_url?.[0]).toBe('Your website URL must contain an extension such as "yourbusiness.ca".');
    const empty = await post({ ...valid(), business_website_url: '' });
    expect((empty.body as ErrorBody).error.fields?.business_website_url?.[0]).toBe('You must provide a website URL that is between 3-70 characters.');
    const good = await post({ ...valid(), business_website_url: 'maplebakery.ca' });
    expect(good.status).toBe(200);
    const [row] = await query('SELECT website_url FROM businesses WHERE id = $1', [(good.body as { auth: { entity: { id: string } } }).auth.entity.id]);
    expect(row?.website_url).toBe('maplebakery.ca');
  });

  it('answers 400 for a body that is not JSON and 405 for GET', async () => {
    const res = await call(create, '/api/business/create', { method: 'POST', body: 'business_name=x', headers: { 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(400);
    expect((await call(create, '/api/business/create')).status).toBe(405);
  });

  it('refuses an email already used, whatever its case, with one clear 409', async () => {
    const body = valid();
    expect((await post(body)).status).toBe(200);
    const again = await post({ ...body, business_email: body.business_email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'email_taken', message: 'An account already exists for this email address. Please log in instead.' } });
  });

  it('simultaneous registrations with one email make exactly one account', async () => {
    const body = valid();
    const emails = [body.business_email, body.business_email.toUpperCase(), `${body.business_email[0]!.toUpperCase()}${body.business_email.slice(1)}`];
    const results = await Promise.all([...emails, ...emails].map((business_email) => post({ ...body, business_email })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const [{ count }] = (await query<{ count: number }>('SELECT count(*)::int AS count FROM businesses WHERE lower(business_email) = lower($1)', [body.business_email])) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('sets referred_by from a known referral code, ignoring unknown ones', async () => {
    const referrer = await registerAccount();
    const referred = await registerAccount({ referral_id: referrer.referralCode.toUpperCase() });
    const stranger = await registerAccount({ referral_id: 'no-such-code-123' });
    const junk = await registerAccount({ referral_id: { $ne: null } });
    const rows = await query<{ id: string; referred_by: string | null }>('SELECT id, referred_by FROM businesses WHERE id = ANY($1)', [[referred.id, stranger.id, junk.id]]);
    expect(rows.find((r) => r.id === referred.id)?.referred_by).toBe(referrer.id);
    expect(rows.find((r) => r.id === stranger.id)?.referred_by).toBeNull();
    expect(rows.find((r) => r.id === junk.id)?.referred_by).toBeNull();
  });

  it('the database refuses a self-referral', async () => {
    const account = await registerAccount();
    await expect(query('UPDATE businesses SET referred_by = id WHERE id = $1', [account.id])).rejects.toThrow();
  });

  it('limits registrations per IP: the 11th in 10 minutes gets 429 with a clear message', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(valid(), { 'x-forwarded-for': ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    const last = await post(valid(), { 'x-forwarded-for': ip });
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ error: { code: 'rate_limited', message: TOO_MANY_REGISTRATIONS } });
  });

  it('limits registrations per email, from any IP', async () => {
    const body = valid();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(body)).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1, 10).every((s) => s === 409)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses a cross-site POST (CSRF)', async () => {
    const res = await post(valid(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'cross_site_refused' } });
    const fetchSite = await post(valid(), { origin: 'null' });
    expect(fetchSite.status).toBe(403);
  });
});
