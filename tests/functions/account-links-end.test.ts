// Emailed links die with the password and the email (issue 37): a reset, email-change or sign-up link issued
// before a person's password or email changed is refused afterwards with the link's own clear message, whatever
// the order of events; a link issued afterwards works; another person's links are untouched.
import { beforeAll, describe, expect, it } from 'vitest';
import forgot from '../../functions/account-forgot-password.mts';
import reset from '../../functions/account-reset-password.mts';
import password from '../../functions/account-password.mts';
import email from '../../functions/account-email.mts';
import confirmEmail from '../../functions/account-confirm-email.mts';
import create from '../../functions/business-create.mts';
import confirmAccount from '../../functions/account-confirm-signup.mts';
import { call } from './helpers.ts';
import {
  freshIp,
  GOOD_PASSWORD,
  registerAccount,
  signupToken,
  uniqueEmail,
  type TestAccount,
} from './accounts-helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { query } from '../../src/server/db/client.ts';
import { EMAIL_LINK_MESSAGES, LINK_MESSAGES, SIGNUP_LINK_MESSAGES } from '../../src/server/accounts/link-states.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});

const post = (fn: (req: Request, context: never) => Promise<Response>, path: string, json: unknown, cookie?: string) =>
  call(fn, path, { method: 'POST', json, headers: { 'x-forwarded-for': freshIp(), ...(cookie ? { cookie } : {}) } });
const lastToken = (to: string, page: string) =>
  mailTo(outbox(), to)
    .at(-1)
    ?.match(new RegExp(`${page}/\\?token=([A-Za-z0-9_-]{43})`))?.[1] as string;

/** Asks for a reset link and answers its token. */
async function resetLink(account: TestAccount): Promise<string> {
  expect((await post(forgot, '/api/account/forgot-password', { email: account.email })).status).toBe(200);
  return lastToken(account.email, 'reset-password');
}
/** Asks for an email change to `to` and answers the link's token. */
async function emailChangeLink(account: TestAccount, to: string): Promise<string> {
  const body = { new_email: to, current_password: GOOD_PASSWORD };
  const res = await post(email, '/api/account/email', body, account.cookie);
  expect(res.status).toBe(200);
  return lastToken(to, 'confirm-email');
}
const useReset = (token: string, new_password = 'Birch#2027pass') =>
  post(reset, '/api/account/reset-password', { token, new_password });
const checkReset = async (token: string) =>
  (await post(reset, '/api/account/reset-password', { token, check: true })).body;
const useEmailLink = (token: string) => post(confirmEmail, '/api/account/confirm-email', { token });
const changePassword = (account: TestAccount) => {
  const body = { current_password: GOOD_PASSWORD, new_password: 'Cedar#2028pass' };
  return post(password, '/api/account/password', body, account.cookie);
};

const RESET_REFUSED = { status: 410, body: { error: { code: 'link_used', message: LINK_MESSAGES.used } } };
const EMAIL_LINK_REFUSED = { status: 410, body: { error: { code: 'link_used', message: EMAIL_LINK_MESSAGES.used } } };

describe('a password change ends every outstanding link of the person', () => {
  it('reset link issued, then the password changed: the link is refused', async () => {
    const account = await registerAccount();
    const token = await resetLink(account);
    expect((await changePassword(account)).status).toBe(200);
    expect(await useReset(token)).toMatchObject(RESET_REFUSED);
    // The check the reset page makes before showing its form says the same.
    expect(await checkReset(token)).toEqual({ state: 'used', message: LINK_MESSAGES.used });
  });

  it('email-change link issued, then the password changed: the address stays as it was', async () => {
    const account = await registerAccount();
    const next = uniqueEmail('moved');
    const token = await emailChangeLink(account, next);
    expect((await changePassword(account)).status).toBe(200);
    expect(await useEmailLink(token)).toMatchObject(EMAIL_LINK_REFUSED);
    expect(await query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [next])).toHaveLength(0);
    expect(await query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [account.email])).toHaveLength(1);
  });

  it('a reset link used: every other reset and email-change link of the person is dead', async () => {
    const account = await registerAccount();
    const first = await resetLink(account);
    const second = await resetLink(account);
    const change = await emailChangeLink(account, uniqueEmail('moved'));
    expect((await useReset(second)).status).toBe(200);
    expect(await useReset(first, 'Spruce#2029pass')).toMatchObject(RESET_REFUSED);
    expect(await useEmailLink(change)).toMatchObject(EMAIL_LINK_REFUSED);
  });

  it('a link issued after the change works, and another person’s links are untouched', async () => {
    const account = await registerAccount();
    const other = await registerAccount();
    const othersLink = await resetLink(other);
    expect((await changePassword(account)).status).toBe(200);
    expect((await useReset(await resetLink(account))).status).toBe(200);
    expect((await useReset(othersLink)).status).toBe(200);
  });
});

describe('an email change ends every outstanding link of the person', () => {
  it('reset link to the old address, then the email changed: the old link is refused', async () => {
    const account = await registerAccount();
    const token = await resetLink(account);
    expect((await useEmailLink(await emailChangeLink(account, uniqueEmail('moved')))).status).toBe(200);
    expect(await useReset(token)).toMatchObject(RESET_REFUSED);
  });

  it('two email-change links: the first one used, the second is refused', async () => {
    const account = await registerAccount();
    const first = await emailChangeLink(account, uniqueEmail('first'));
    const second = await emailChangeLink(account, uniqueEmail('second'));
    expect((await useEmailLink(first)).status).toBe(200);
    expect(await useEmailLink(second)).toMatchObject(EMAIL_LINK_REFUSED);
  });

  it('a sign-up link to the new address, then the email changed to it: the sign-up link is refused', async () => {
    const account = await registerAccount();
    const next = uniqueEmail('claimed');
    const form = { business_name: 'Someone Else', business_email: next, business_password: GOOD_PASSWORD };
    const registered = await post(create, '/api/business/create', form);
    expect(registered.status).toBe(202);
    const signup = signupToken(next);
    expect((await useEmailLink(await emailChangeLink(account, next))).status).toBe(200);
    const refused = await post(confirmAccount, '/api/account/confirm-signup', { token: signup });
    const used = { code: 'link_used', message: SIGNUP_LINK_MESSAGES.used };
    expect(refused).toMatchObject({ status: 410, body: { error: used } });
    // No row keeps the password hash of a link that can no longer be used.
    const kept = await query(`SELECT password_hash FROM pending_signups WHERE lower(email) = lower($1)`, [next]);
    expect(kept).toEqual([{ password_hash: 'used' }]);
  });

  it('the reset page checks an old link before any change too: nothing is ended until a change happens', async () => {
    const account = await registerAccount();
    const token = await resetLink(account);
    await emailChangeLink(account, uniqueEmail('asked')); // asked for, not confirmed: nothing changed yet
    expect(await checkReset(token)).toEqual({ state: 'valid', message: '' });
  });
});
