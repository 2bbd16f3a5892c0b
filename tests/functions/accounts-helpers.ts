// Shared by the accounts-, checkout- and stripe- function tests: unique emails and client IPs (so the
// registration and login rate limits never trip across tests), and session cookies from responses.
import { randomBytes } from 'node:crypto';
import create from '../../functions/business-create.mts';
import confirm from '../../functions/account-confirm-signup.mts';
import { outboxDir } from '../../src/server/mail/send.ts';
import { call } from './helpers.ts';
import { mailTo } from './outbox.ts';

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

/** The token of the newest sign-up link emailed to `email` (from the .eml outbox). */
export function signupToken(email: string): string {
  const mails = mailTo(outboxDir(), email);
  const token = mails.at(-1)?.match(/\/(?:confirm-account|fr\/confirmer-compte)\/\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no sign-up link emailed to ${email}`);
  return token;
}

/** Opens the emailed link, as the person would: the account is created and signed in. */
export async function confirmSignup(email: string) {
  return call(confirm, '/api/account/confirm-signup', {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp() },
    json: { token: signupToken(email) },
  });
}

/** Registers, then confirms through the emailed link: a signed-in account. */
export async function registerAccount(
  extra: Record<string, unknown> = {},
  name = 'Maple Test Bakery',
): Promise<TestAccount> {
  const email = uniqueEmail();
  const res = await call(create, '/api/business/create', {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp() },
    json: { business_name: name, business_email: email, business_password: GOOD_PASSWORD, ...extra },
  });
  if (res.status !== 202) throw new Error(`registration failed: ${res.status} ${JSON.stringify(res.body)}`);
  const confirmed = await confirmSignup(email);
  if (confirmed.status !== 200)
    throw new Error(`confirmation failed: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
  const auth = (confirmed.body as { auth: { entity: { id: string }; referral_code: string } }).auth;
  return { id: auth.entity.id, email, cookie: sessionCookie(confirmed.headers), referralCode: auth.referral_code };
}
