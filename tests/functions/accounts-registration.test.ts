import { describe, expect, it } from 'vitest';
import create from '../../functions/business-create.mts';
import confirm from '../../functions/account-confirm-signup.mts';
import login from '../../functions/business-login.mts';
import authFn from '../../functions/business-auth.mts';
import { call } from './helpers.ts';
import {
  confirmSignup,
  freshIp,
  GOOD_PASSWORD,
  registerAccount,
  setCookies,
  signupToken,
  uniqueEmail,
} from './accounts-helpers.ts';
import { mailTo } from './outbox.ts';
import { query } from '../../src/server/db/client.ts';
import { outboxDir } from '../../src/server/mail/send.ts';
import { TOO_MANY_REGISTRATIONS } from '../../src/server/accounts/limits.ts';
import { SIGNUP_LINK_MESSAGES, TOO_MANY_SIGNUP_EMAILS } from '../../src/server/accounts/signup.ts';
import { CONFIRM_FIRST, EMAIL_TAKEN } from '../../src/server/accounts/accounts.ts';
import { CHECK_INBOX } from '../../src/schemas/account-requests.ts';
import { getEnv } from '../../src/server/env.ts';

const post = (json: unknown, headers: Record<string, string> = {}) =>
  call(create, '/api/business/create', { method: 'POST', json, headers: { 'x-forwarded-for': freshIp(), ...headers } });
const open = (token: string) =>
  call(confirm, '/api/account/confirm-signup', {
    method: 'POST',
    json: { token },
    headers: { 'x-forwarded-for': freshIp() },
  });

const valid = () => ({
  business_name: 'Prairie Pixel Studio',
  business_email: uniqueEmail(),
  business_password: GOOD_PASSWORD,
});
const countBusinesses = async (email: string) =>
  (
    await query<{ n: number }>('SELECT count(*)::int AS n FROM businesses WHERE lower(business_email) = lower($1)', [
      email,
    ])
  )[0]?.n ?? 0;

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Confirmed = {
  status: 200;
  token: true;
  next: string;
  auth: { entity: { id: string }; name: string; rank: string };
};

describe('POST /api/business/create: sign-up confirmed by email', () => {
  it('answers "check your inbox" (202, no session), keeps what was submitted, and emails a single-use link', async () => {
    const body = valid();
    const res = await post({ ...body, business_email: body.business_email.toUpperCase() });
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      status: 202,
      check_inbox: true,
      email: body.business_email.toUpperCase(),
      message: CHECK_INBOX,
    });
    expect(setCookies(res.headers)).toEqual([]);
    expect(await countBusinesses(body.business_email)).toBe(0);
    const [pending] = await query<{ business_name: string; password_hash: string; next_path: string; hours: number }>(
      `SELECT business_name, password_hash, next_path, round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM pending_signups WHERE lower(email) = lower($1)`,
      [body.business_email],
    );
    expect(pending).toMatchObject({ business_name: 'Prairie Pixel Studio', next_path: '/checkout/', hours: 24 });
    expect(pending?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    const [mail] = mailTo(outboxDir(), body.business_email.toUpperCase());
    expect(mail).toContain('Subject: Confirm your email to finish creating your Main Street account');
    expect(mail).toContain('Prairie Pixel Studio');
    // Only a hash of the token is stored.
    const token = signupToken(body.business_email.toUpperCase());
    expect(
      JSON.stringify(
        await query('SELECT * FROM pending_signups WHERE lower(email) = lower($1)', [body.business_email]),
      ),
    ).not.toContain(token);
  });

  it('the link creates the account, signs the person in (HttpOnly cookie) and says where to continue; it works once', async () => {
    const body = valid();
    await post({ ...body, next: '/create-business-website' });
    const token = signupToken(body.business_email);
    const res = await open(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 200,
      token: true,
      next: '/create-business-website/',
      auth: { status: 1, name: 'Prairie Pixel Studio', rank: 'registered', bloc_services: [] },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    const [session, hint] = setCookies(res.headers);
    expect(session).toMatch(/^accessToken=eyJ[\w-]+\.[\w-]+\.[\w-]+; HttpOnly; Path=\/; Max-Age=604800; SameSite=Lax$/);
    expect(hint).toMatch(/^ms_signed_in=1; Path=\/; Max-Age=604800; SameSite=Lax$/);
    const [row] = await query<{ password_hash: string; role: string }>(
      `SELECT b.password_hash, m.role FROM businesses b JOIN memberships m ON m.business_id = b.id WHERE lower(b.business_email) = lower($1)`,
      [body.business_email],
    );
    expect(row?.role).toBe('owner');
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    // The pending row no longer holds the password hash.
    expect(
      (
        await query('SELECT password_hash FROM pending_signups WHERE lower(email) = lower($1)', [body.business_email])
      )[0],
    ).toEqual({ password_hash: 'used' });

    const again = await open(token);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ error: { code: 'link_used', message: SIGNUP_LINK_MESSAGES.used } });
    expect(await countBusinesses(body.business_email)).toBe(1);
  });

  it('a taken address gets the same answer and an email saying it has an account (log in, reset); nothing else changes', async () => {
    const owner = await registerAccount();
    const before = mailTo(outboxDir(), owner.email).length;
    const fresh = valid();
    const [taken, other] = [await post({ ...fresh, business_email: owner.email.toUpperCase() }), await post(fresh)];
    expect(taken.status).toBe(other.status);
    expect(Object.keys(taken.body as object).sort()).toEqual(Object.keys(other.body as object).sort());
    expect({ ...(taken.body as object), email: '' }).toEqual({ ...(other.body as object), email: '' });
    expect(setCookies(taken.headers)).toEqual([]);
    expect([...taken.headers.keys()].sort()).toEqual([...other.headers.keys()].sort());
    const mails = mailTo(outboxDir(), owner.email.toUpperCase()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Subject: You already have a Main Street account');
    expect(mails[0]).toContain(`${getEnv().siteUrl}/login`);
    expect(mails[0]).toContain(`${getEnv().siteUrl}/reset-password`);
    expect(mails[0]).not.toContain('confirm-account');
    expect(
      await query('SELECT 1 FROM pending_signups WHERE lower(email) = lower($1) AND used_at IS NULL', [owner.email]),
    ).toEqual([]);
    expect(await countBusinesses(owner.email)).toBe(1);
  });

  it('an invited person (a login without a business of their own) counts as taken too', async () => {
    const email = uniqueEmail('invited');
    await query(`INSERT INTO users (email, password_hash) VALUES ($1, 'scrypt$x')`, [email]);
    expect((await post({ ...valid(), business_email: email })).status).toBe(202);
    expect(mailTo(outboxDir(), email).at(-1)).toContain('Subject: You already have a Main Street account');
  });

  it('used, expired and tampered links answer 410 with a clear message; a malformed one 400', async () => {
    const body = valid();
    await post(body);
    const token = signupToken(body.business_email);
    await query(`UPDATE pending_signups SET expires_at = now() - interval '1 minute' WHERE lower(email) = lower($1)`, [
      body.business_email,
    ]);
    expect((await open(token)).body).toMatchObject({
      error: { code: 'link_expired', message: SIGNUP_LINK_MESSAGES.expired },
    });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const bad = await open(tampered);
    expect(bad.status).toBe(410);
    expect(bad.body).toMatchObject({ error: { code: 'link_unknown', message: SIGNUP_LINK_MESSAGES.unknown } });
    const short = await open('abc');
    expect(short.status).toBe(400);
    expect((short.body as ErrorBody).error.fields?.token?.[0]).toBe(
      'This link is not complete. Open it again from the email.',
    );
    expect(await countBusinesses(body.business_email)).toBe(0);
  });

  it('two registrations of one address: the first link opened makes the account, the other then says it was used', async () => {
    const body = valid();
    await post(body);
    const first = signupToken(body.business_email);
    await post({ ...body, business_name: 'Second Try Studio' });
    const second = signupToken(body.business_email);
    expect(second).not.toBe(first);
    expect(((await open(second)).body as Confirmed).auth.name).toBe('Second Try Studio');
    expect((await open(first)).body).toMatchObject({ error: { code: 'link_used' } });
    expect(await countBusinesses(body.business_email)).toBe(1);
  });

  it('one link opened many times at once makes exactly one account', async () => {
    const body = valid();
    await post(body);
    const token = signupToken(body.business_email);
    const results = await Promise.all(Array.from({ length: 5 }, () => open(token)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 410, 410, 410, 410]);
    expect(await countBusinesses(body.business_email)).toBe(1);
  });

  it('a link opened after the address got an account another way says so and makes nothing', async () => {
    const body = valid();
    await post(body);
    const token = signupToken(body.business_email);
    await query(`INSERT INTO users (email, password_hash) VALUES ($1, 'scrypt$x')`, [body.business_email]);
    const res = await open(token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: { code: 'email_taken', message: EMAIL_TAKEN } });
    expect(await countBusinesses(body.business_email)).toBe(0);
  });

  it('opening the link on a browser signed in as someone else ends that session on the server', async () => {
    const other = await registerAccount();
    const body = valid();
    await post(body);
    const res = await call(confirm, '/api/account/confirm-signup', {
      method: 'POST',
      json: { token: signupToken(body.business_email) },
      headers: { cookie: other.cookie, 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(200);
    expect((await call(authFn, '/api/business/auth', { headers: { cookie: other.cookie } })).body).toMatchObject({
      status: 0,
    });
  });

  it('keeps only a path on this site as where to continue', async () => {
    for (const [next, kept] of [
      ['/referral-program', '/referral-program/'],
      ['//evil.example/x', '/checkout/'],
      ['https://evil.example', '/checkout/'],
      ['/\\evil.example', '/checkout/'],
      [42, '/checkout/'],
    ] as const) {
      const body = valid();
      await post({ ...body, next });
      expect(((await confirmSignup(body.business_email)).body as Confirmed).next).toBe(kept);
    }
  });

  it('logging in before confirming says to open the link (only with the password chosen); afterwards it works', async () => {
    const body = valid();
    await post(body);
    const tryLogin = (password: string) =>
      call(login, '/api/business/login', {
        method: 'POST',
        json: { business_email: body.business_email, business_password: password },
        headers: { 'x-forwarded-for': freshIp() },
      });
    expect((await tryLogin(GOOD_PASSWORD)).body).toMatchObject({
      error: { code: 'confirm_email', message: CONFIRM_FIRST },
    });
    expect((await tryLogin('Wrong#2026pass')).status).toBe(401);
    await confirmSignup(body.business_email);
    expect((await tryLogin(GOOD_PASSWORD)).status).toBe(200);
  });

  it('never takes a rank, role or referrer from the request', async () => {
    const email = uniqueEmail();
    const res = await post({
      ...valid(),
      business_email: email,
      rank: 'complete',
      role: 'admin',
      referred_by: '00000000-0000-0000-0000-000000000000',
      bloc_services: ['x'],
    });
    expect(res.status).toBe(202);
    const id = ((await confirmSignup(email)).body as Confirmed).auth.entity.id;
    const [row] = await query('SELECT rank, role, referred_by, bloc_services FROM businesses WHERE id = $1', [id]);
    expect(row).toEqual({ rank: 'registered', role: 'business', referred_by: null, bloc_services: [] });
  });

  // Every §5 rule of the registration form, server side, with its exact message.
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      'name missing',
      { business_name: undefined },
      'business_name',
      'You must provide a business name that is between 2-50 characters.',
    ],
    [
      'name empty',
      { business_name: '  ' },
      'business_name',
      'You must provide a business name that is between 2-50 characters.',
    ],
    ['name too short', { business_name: 'A' }, 'business_name', 'Your business name must be at least 2 characters.'],
    [
      'name too long',
      { business_name: 'A'.repeat(51) },
      'business_name',
      'Your business name must be a maximum of 50 characters.',
    ],
    [
      'name with symbols',
      { business_name: 'Maple & Co!' },
      'business_name',
      'Your business name may only contain letters and numbers.',
    ],
    [
      'email missing',
      { business_email: undefined },
      'business_email',
      'You must provide an email address that is between 5-60 characters.',
    ],
    [
      'email too short (issue 18: the format is named first)',
      { business_email: 'a@b' },
      'business_email',
      'You must provide an email address such as name@yourbusiness.ca',
    ],
    [
      'email too long',
      { business_email: `${'a'.repeat(52)}@maple.ca` },
      'business_email',
      'Your email address must be a maximum of 60 characters.',
    ],
    [
      'email malformed',
      { business_email: 'maple.bakery.ca' },
      'business_email',
      'You must provide an email address such as name@yourbusiness.ca',
    ],
    [
      'password missing',
      { business_password: undefined },
      'business_password',
      'You must provide a password that is between 8-35 characters.',
    ],
    [
      'password too short',
      { business_password: 'Ab#1' },
      'business_password',
      'Your password must be a minimum of 8 characters.',
    ],
    [
      'password too long',
      { business_password: `Ab#1${'x'.repeat(32)}` },
      'business_password',
      'Your password must be a maximum of 35 characters.',
    ],
    [
      'password without letters',
      { business_password: '12345678#' },
      'business_password',
      'Your password must contain supported language letters.',
    ],
    [
      'password without digit or special',
      { business_password: 'abcdefghij' },
      'business_password',
      'Your password must be 8-35 characters and contain at least one number and special character.',
    ],
  ];
  it.each(cases)('%s: 400 with the §5 message under its field', async (_label, change, field, message) => {
    const res = await post({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error.code).toBe('validation_failed');
    expect((res.body as ErrorBody).error.fields?.[field]?.[0]).toBe(message);
  });

  it('the affiliate variant requires a website URL with an extension, kept until the link is opened', async () => {
    const bad = await post({ ...valid(), business_website_url: 'maplebakery' });
    expect(bad.status).toBe(400);
    expect((bad.body as ErrorBody).error.fields?.business_website_url?.[0]).toBe(
      'Your website URL must contain an extension such as "yourbusiness.ca".',
    );
    const empty = await post({ ...valid(), business_website_url: '' });
    expect((empty.body as ErrorBody).error.fields?.business_website_url?.[0]).toBe(
      'You must provide a website URL that is between 3-70 characters.',
    );
    const body = valid();
    expect((await post({ ...body, business_website_url: 'maplebakery.ca', next: '/referral-program' })).status).toBe(
      202,
    );
    const confirmed = (await confirmSignup(body.business_email)).body as Confirmed;
    expect(confirmed.next).toBe('/referral-program/');
    const [row] = await query('SELECT website_url FROM businesses WHERE id = $1', [confirmed.auth.entity.id]);
    expect(row?.website_url).toBe('maplebakery.ca');
  });

  it('answers 400 for a body that is not JSON and 405 for GET', async () => {
    const res = await call(create, '/api/business/create', {
      method: 'POST',
      body: 'business_name=x',
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(400);
    expect((await call(create, '/api/business/create')).status).toBe(405);
  });

  it('sets referred_by from a known referral code, ignoring unknown ones', async () => {
    const referrer = await registerAccount();
    const referred = await registerAccount({ referral_id: referrer.referralCode.toUpperCase() });
    const stranger = await registerAccount({ referral_id: 'no-such-code-123' });
    const junk = await registerAccount({ referral_id: { $ne: null } });
    const rows = await query<{ id: string; referred_by: string | null }>(
      'SELECT id, referred_by FROM businesses WHERE id = ANY($1)',
      [[referred.id, stranger.id, junk.id]],
    );
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
    for (let i = 0; i < 10; i += 1) statuses.push((await post(valid(), { 'x-forwarded-for': ip })).status);
    expect(statuses.every((s) => s === 202)).toBe(true);
    const last = await post(valid(), { 'x-forwarded-for': ip });
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ error: { code: 'rate_limited', message: TOO_MANY_REGISTRATIONS } });
  });

  it('an address gets at most 5 sign-up emails an hour, from any IP, taken or not alike', async () => {
    const taken = uniqueEmail('taken');
    await query(`INSERT INTO users (email, password_hash) VALUES ($1, 'scrypt$x')`, [taken]);
    for (const email of [uniqueEmail(), taken]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) statuses.push((await post({ ...valid(), business_email: email })).status);
      expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
      expect((await post({ ...valid(), business_email: email })).body).toMatchObject({
        error: { code: 'rate_limited', message: TOO_MANY_SIGNUP_EMAILS },
      });
    }
  });

  it('refuses a cross-site POST (CSRF)', async () => {
    const res = await post(valid(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: { code: 'cross_site_refused' } });
    const fetchSite = await post(valid(), { origin: 'null' });
    expect(fetchSite.status).toBe(403);
    const confirmCrossSite = await call(confirm, '/api/account/confirm-signup', {
      method: 'POST',
      json: { token: 'a'.repeat(43) },
      headers: { origin: 'https://evil.example' },
    });
    expect(confirmCrossSite.status).toBe(403);
  });
});
