// Shared by the accounts-, checkout- and stripe- function tests: unique emails and client IPs (so the
// registration and login rate limits never trip across tests), and session cookies from responses.
import { randomBytes } from 'node:crypto';
import create from '../../functions/business-create.mts';
import { call } from './helpers.ts';

export const GOOD_PASSWORD = 'Maple#2026pass';

export const uniqueEmail = (tag = 'owner') => `${tag}-${randomBytes(4).toString('hex')}@example.ca`;

/** A fresh documentation-range address per call. */
export function freshIp(): string {
  const b = randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function setCookies(headers: Headers): string[] {
  return headers.getSetCookie();
}

/** "accessToken=…" from a response, ready for a Cookie header. */
export function sessionCookie(headers: Headers): string {
  const cookie = setCookies(headers).find((c) => c.startsWith('accessToken='));
  if (!cookie) throw new Error('no accessToken cookie in the response');
  return cookie.split(';')[0]!;
}

export interface TestAccount {
  id: string;
  email: string;
  cookie: string;
  referralCode: string;
}

export async function registerAccount(extra: Record<string, unknown> = {}, name = 'Maple Test Bakery'): Promise<TestAccount> {
  const email = uniqueEmail();
  const res = await call(create, '/api/business/create', {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp() },
    json: { business_name: name, business_email: email, business_password: GOOD_PASSWORD, ...extra },
  });
  if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  const auth = (res.body as { auth: { entity: { id: string }; referral_code: string } }).auth;
  return { id: auth.entity.id, email, cookie: sessionCookie(res.headers), referralCode: auth.referral_code };
}
