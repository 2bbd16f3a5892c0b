// Issue 12, problem 1: sessions that cannot be forged. Each case failed on the old code: the repository's
// constant signed sessions, tokens without `exp` were accepted, and public draft pages named the account.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import adminReviews from '../../functions/admin-reviews.mts';
import auth from '../../functions/business-auth.mts';
import logout from '../../functions/business-logout.mts';
import { call } from './helpers.ts';
import { createAccount } from './interactions-fixtures.ts';
import { getEnv } from '../../src/server/env.ts';
import { readSessionSecret } from '../../src/server/session-secret.ts';
import { draftToken, verifyDraftToken } from '../../src/server/generation/start.ts';

const OLD_CONSTANT = 'main-street-local-development-secret-change-me';
const key = (secret: string) => new TextEncoder().encode(secret);
const withExp = (sub: string, secret: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key(secret));
const noExp = (sub: string, secret: string) =>
  new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).setIssuedAt().sign(key(secret));
const adminQueue = (token: string) =>
  call(adminReviews, '/api/admin/reviews', { headers: { cookie: `accessToken=${token}` } });

describe('session tokens', () => {
  it("refuses a token signed with the repository's old constant, for an admin too", async () => {
    const admin = await createAccount({ role: 'admin' });
    expect(getEnv().sessionSecret).not.toBe(OLD_CONSTANT);
    expect((await adminQueue(await withExp(admin.id, OLD_CONSTANT))).status).toBe(401);
    expect((await adminQueue(await withExp(admin.id, getEnv().sessionSecret))).status).toBe(200);
  });

  it('refuses a correctly signed token without exp', async () => {
    const admin = await createAccount({ role: 'admin' });
    expect((await adminQueue(await noExp(admin.id, getEnv().sessionSecret))).status).toBe(401);
    const res = await call(auth, '/api/business/auth', {
      headers: { cookie: `accessToken=${await noExp(admin.id, getEnv().sessionSecret)}` },
    });
    expect(res.body).toMatchObject({ status: 0 });
  });

  it('signs background-draft tokens with their own derived key, not the session secret', async () => {
    const draftId = '7b0c5a4e-0000-4000-8000-000000000001';
    const { createHmac } = await import('node:crypto');
    const withSessionKey = createHmac('sha256', getEnv().sessionSecret).update(`draft:${draftId}`).digest('hex');
    expect(draftToken(draftId)).not.toBe(withSessionKey);
    expect(verifyDraftToken(draftId, withSessionKey)).toBe(false);
    expect(verifyDraftToken(draftId, draftToken(draftId))).toBe(true);
  });
});

describe('the session secret', () => {
  const errors: unknown[] = [];
  const original = console.error;
  afterEach(() => {
    console.error = original;
    errors.length = 0;
  });

  it('is generated once per data folder locally, random and long, and kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ms-secret-'));
    const first = readSessionSecret({}, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(readSessionSecret({}, dir)).toBe(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim()).toBe(first);
    expect(readSessionSecret({}, mkdtempSync(path.join(tmpdir(), 'ms-secret-')))).not.toBe(first);
  });

  it('must be set, 32 characters or more, on Netlify in every context, with a clear log line', () => {
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    const dir = mkdtempSync(path.join(tmpdir(), 'ms-secret-'));
    for (const env of [
      { NETLIFY: 'true' },
      { CONTEXT: 'deploy-preview' },
      { CONTEXT: 'branch-deploy' },
      { AWS_LAMBDA_FUNCTION_NAME: 'f' },
    ]) {
      expect(() => readSessionSecret(env, dir)).toThrow(/SESSION_SECRET is not set/);
      expect(() => readSessionSecret({ ...env, SESSION_SECRET: 'short-secret' }, dir)).toThrow(/too short/);
      expect(readSessionSecret({ ...env, SESSION_SECRET: 'x'.repeat(32) }, dir)).toBe('x'.repeat(32));
    }
    expect(errors.some((e) => String(e).includes('[config] SESSION_SECRET is not set'))).toBe(true);
    // `netlify dev` is local: it uses the generated secret.
    expect(readSessionSecret({ NETLIFY: 'true', NETLIFY_DEV: 'true' }, dir)).toHaveLength(64);
  });
});

describe('malformed session cookies', () => {
  it('are a signed-out visitor on every endpoint that reads the session, logout included', async () => {
    for (const cookie of ['accessToken=%E0%A4%A', 'accessToken=%', 'accessToken=%zz; ms_signed_in=%']) {
      expect((await call(auth, '/api/business/auth', { headers: { cookie } })).body).toMatchObject({ status: 0 });
      expect((await call(adminReviews, '/api/admin/reviews', { headers: { cookie } })).status).toBe(401);
      expect((await call(logout, '/api/business/logout', { method: 'POST', headers: { cookie } })).status).toBe(200);
    }
  });
});
