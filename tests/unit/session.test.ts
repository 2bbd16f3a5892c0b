import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import {
  clearedSessionCookies,
  createSessionToken,
  readCookie,
  readSessionToken,
  sessionCookies,
} from '../../src/server/auth/session.ts';
import { getEnv, resetEnvCache } from '../../src/server/env.ts';

// A secret of this run's own, so no test depends on which SESSION_SECRET the machine has.
const previous = process.env.SESSION_SECRET;
beforeAll(() => {
  process.env.SESSION_SECRET = randomBytes(32).toString('hex');
  resetEnvCache();
});
afterAll(() => {
  if (previous === undefined) delete process.env.SESSION_SECRET;
  else process.env.SESSION_SECRET = previous;
  resetEnvCache();
});

const sign = (exp: number | string, secret = getEnv().sessionSecret) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('x')
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(secret));

describe('session tokens', () => {
  it('round-trips the account id', async () => {
    const token = await createSessionToken('7b0c5a4e-0000-4000-8000-000000000001');
    expect(await readSessionToken(token)).toBe('7b0c5a4e-0000-4000-8000-000000000001');
  });

  it('rejects a token signed with another secret, an expired one and garbage', async () => {
    expect(await readSessionToken(await sign('1h'))).toBe('x'); // the control: the right secret, not expired
    expect(await readSessionToken(await sign('1h', 'another-secret-another-secret-1234'))).toBeUndefined();
    expect(await readSessionToken(await sign(Math.floor(Date.now() / 1000) - 10))).toBeUndefined(); // right secret, expired
    expect(await readSessionToken('not.a.token')).toBeUndefined();
  });

  it('sets an HttpOnly, SameSite=Lax, path-wide cookie and a readable hint', () => {
    const [session, hint] = sessionCookies('abc');
    expect(session).toMatch(/^accessToken=abc; HttpOnly; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(hint).toMatch(/^ms_signed_in=1; Path=\//);
    expect(hint).not.toContain('HttpOnly');
    expect(clearedSessionCookies()[0]).toContain('Max-Age=0');
  });

  it('reads one cookie from the header', () => {
    const req = new Request('http://localhost/', { headers: { cookie: 'a=1; accessToken=tok%3D; b=2' } });
    expect(readCookie(req, 'accessToken')).toBe('tok=');
    expect(readCookie(req, 'missing')).toBeUndefined();
  });
});
