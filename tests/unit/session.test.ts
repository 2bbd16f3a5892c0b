import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { getEnv } from '../../src/server/env.ts';
import { clearedSessionCookies, createSessionToken, readCookie, readSessionToken, sessionCookies } from '../../src/server/auth/session.ts';

describe('session tokens', () => {
  it('round-trips the account id', async () => {
    const token = await createSessionToken('7b0c5a4e-0000-4000-8000-000000000001');
    expect(await readSessionToken(token)).toBe('7b0c5a4e-0000-4000-8000-000000000001');
  });

  it('rejects a token signed with another secret, an expired one and garbage', async () => {
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('x').setExpirationTime('1h').sign(new TextEncoder().encode('another-secret-another-secret-1234'));
    expect(await readSessionToken(forged)).toBeUndefined();
    const expired = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('x').setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(new TextEncoder().encode(getEnv().sessionSecret));
    expect(await readSessionToken(expired)).toBeUndefined();
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
