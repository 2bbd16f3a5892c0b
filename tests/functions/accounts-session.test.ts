import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import login from '../../functions/business-login.mts';
import logout from '../../functions/business-logout.mts';
import auth from '../../functions/business-auth.mts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD, registerAccount, sessionCookie, setCookies } from './accounts-helpers.ts';
import { query } from '../../src/server/db/client.ts';
import { getEnv } from '../../src/server/env.ts';
import { DEMO_ACCOUNT } from '../../src/server/seed/seed.ts';
import { BAD_CREDENTIALS } from '../../src/server/accounts/accounts.ts';
import { TOO_MANY_LOGINS } from '../../src/server/accounts/limits.ts';

const postLogin = (json: unknown, ip = freshIp()) =>
  call(login, '/api/business/login', { method: 'POST', json, headers: { 'x-forwarded-for': ip } });
const getAuth = (cookie?: string) => call(auth, '/api/business/auth', { headers: cookie ? { cookie } : {} });
const sign = (sub: string, exp: number | string, secret = getEnv().sessionSecret) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

describe('POST /api/business/login', () => {
  it('signs in with the right password, whatever the email case', async () => {
    const account = await registerAccount();
    const res = await postLogin({ business_email: account.email.toUpperCase(), business_password: GOOD_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 200,
      token: true,
      auth: { status: 1, entity: { id: account.id }, rank: 'registered' },
    });
    expect(setCookies(res.headers)[0]).toMatch(/^accessToken=[^;]+; HttpOnly; Path=\/; Max-Age=604800; SameSite=Lax$/);
  });

  it('signs in the seeded demo account: Complete plan, marked as a demo (issue 18)', async () => {
    const res = await postLogin({ business_email: DEMO_ACCOUNT.email, business_password: DEMO_ACCOUNT.password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ auth: { rank: 'complete', demo: true } });
  });

  it('no API marks an account as a demo: extra fields in a registration are ignored (issue 18)', async () => {
    const account = await registerAccount({ is_demo: true, demo: true } as Record<string, unknown>, 'Not A Demo Cafe');
    const res = await getAuth(account.cookie);
    expect(res.body).not.toHaveProperty('demo');
    const [row] = await query<{ is_demo: boolean }>('SELECT is_demo FROM businesses WHERE id = $1', [account.id]);
    expect(row?.is_demo).toBe(false);
  });

  it('answers one message for a wrong password and for an unknown email', async () => {
    const account = await registerAccount();
    const wrong = await postLogin({ business_email: account.email, business_password: 'Wrong#pass1' });
    const unknown = await postLogin({ business_email: 'nobody-here@example.ca', business_password: GOOD_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: 'bad_credentials', message: BAD_CREDENTIALS } });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
  });

  it('validates with the §5 rules (same schema as registration)', async () => {
    const res = await postLogin({ business_email: 'nope', business_password: 'short' });
    expect(res.status).toBe(400);
    expect((res.body as ErrorBody).error.fields).toEqual({
      business_email: ['You must provide an email address such as name@yourbusiness.ca'],
      business_password: expect.arrayContaining(['Your password must be a minimum of 8 characters.']),
    });
    const empty = await postLogin({});
    expect((empty.body as ErrorBody).error.fields?.business_email?.[0]).toBe(
      'You must provide an email address that is between 5-60 characters.',
    );
    expect((empty.body as ErrorBody).error.fields?.business_password?.[0]).toBe(
      'You must provide a password that is between 8-35 characters.',
    );
  });

  it('limits tries per email to 10 in 10 minutes (even from many IPs)', async () => {
    const account = await registerAccount();
    for (let i = 0; i < 10; i += 1)
      await postLogin({ business_email: account.email, business_password: 'Wrong#pass1' });
    const res = await postLogin({ business_email: account.email, business_password: GOOD_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ error: { code: 'rate_limited', message: TOO_MANY_LOGINS } });
  });

  it('limits tries per IP to 10 in 10 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1)
      await postLogin({ business_email: `guess${i}@example.ca`, business_password: 'Wrong#pass1' }, ip);
    expect(
      (await postLogin({ business_email: 'guess-last@example.ca', business_password: 'Wrong#pass1' }, ip)).status,
    ).toBe(429);
  });

  it('refuses a cross-site login', async () => {
    const res = await call(login, '/api/business/login', {
      method: 'POST',
      json: { business_email: DEMO_ACCOUNT.email, business_password: DEMO_ACCOUNT.password },
      headers: { origin: 'https://evil.example', 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(403);
  });
});

describe('GET /api/business/auth', () => {
  it('answers the auth object of §3 for a valid session', async () => {
    const account = await registerAccount({}, 'Auth Check Cafe');
    const res = await getAuth(account.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 1,
      entity: { type: 'business', id: account.id },
      name: 'Auth Check Cafe',
      email: account.email,
      rank: 'registered',
      bloc_services: [],
      referral_code: account.referralCode,
      member_role: 'owner',
      user_email: account.email,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers status 0 without a session', async () => {
    const res = await getAuth();
    expect(res.body).toMatchObject({ status: 0, entity: null });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers status 0 and clears the cookies for a bad, forged, expired or orphaned token', async () => {
    const account = await registerAccount();
    // The control: the same signing with the server's secret and a future expiry is a session.
    expect((await getAuth(`accessToken=${await sign(account.id, '1h')}`)).body).toMatchObject({ status: 1 });
    const tokens = [
      'not-a-jwt',
      await sign(account.id, '1h', 'some-other-secret-that-is-long-enough'),
      await sign(account.id, Math.floor(Date.now() / 1000) - 60),
      await sign('00000000-0000-4000-8000-000000000000', '1h'),
    ];
    for (const token of tokens) {
      const res = await getAuth(`accessToken=${token}; ms_signed_in=1`);
      expect(res.body).toMatchObject({ status: 0, entity: null });
      expect(setCookies(res.headers)).toEqual([
        'accessToken=; HttpOnly; Path=/; Max-Age=0; SameSite=Lax',
        'ms_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
      ]);
    }
  });

  it('a deleted account loses its session at once', async () => {
    const account = await registerAccount();
    await query('DELETE FROM businesses WHERE id = $1', [account.id]);
    expect((await getAuth(account.cookie)).body).toMatchObject({ status: 0 });
  });
});

describe('POST /api/business/logout', () => {
  it('answers 200 and clears both cookies (max-age 0, path /, same-site lax)', async () => {
    const account = await registerAccount();
    const res = await call(logout, '/api/business/logout', {
      method: 'POST',
      json: { business_id: account.id },
      headers: { cookie: account.cookie },
    });
    expect(res.status).toBe(200);
    expect(setCookies(res.headers)).toEqual([
      'accessToken=; HttpOnly; Path=/; Max-Age=0; SameSite=Lax',
      'ms_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
  });

  it('refuses a cross-site logout and a GET, clearing nothing', async () => {
    const account = await registerAccount();
    const cross = await call(logout, '/api/business/logout', {
      method: 'POST',
      headers: { cookie: account.cookie, origin: 'https://evil.example' },
    });
    expect(cross.status).toBe(403);
    expect(cross.headers.get('set-cookie')).toBeNull();
    expect((await call(logout, '/api/business/logout')).status).toBe(405);
  });

  it('the cookie from a login is a working session', async () => {
    const account = await registerAccount();
    const res = await postLogin({ business_email: account.email, business_password: GOOD_PASSWORD });
    expect((await getAuth(sessionCookie(res.headers))).body).toMatchObject({ status: 1, entity: { id: account.id } });
  });
});
