// 'Forgot password?': the same answer for any email, a single-use 1-hour link read from the .eml in
// the outbox, a clear state for used/expired/tampered links, and every old session ended.
import { beforeAll, describe, expect, it } from 'vitest';
import forgot from '../../functions/account-forgot-password.mts';
import reset from '../../functions/account-reset-password.mts';
import login from '../../functions/business-login.mts';
import auth from '../../functions/business-auth.mts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD, registerAccount, sessionCookie } from './accounts-helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { query } from '../../src/server/db/client.ts';
import { ensureRecipient } from '../../src/server/mail/recipients.ts';
import { RESET_EMAIL_SENT } from '../../src/schemas/account.ts';
import { LINK_MESSAGES, TOO_MANY_RESETS } from '../../src/server/accounts/password-reset.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});

const ask = (email: string, ip = freshIp()) =>
  call(forgot, '/api/account/forgot-password', { method: 'POST', json: { email }, headers: { 'x-forwarded-for': ip } });
const check = (token: string) =>
  call(reset, '/api/account/reset-password', { method: 'POST', json: { token, check: true } });
const use = (token: string, new_password = 'Birch#2027pass') =>
  call(reset, '/api/account/reset-password', { method: 'POST', json: { token, new_password } });
const loginStatus = async (email: string, password: string) =>
  (
    await call(login, '/api/business/login', {
      method: 'POST',
      json: { business_email: email, business_password: password },
      headers: { 'x-forwarded-for': freshIp() },
    })
  ).status;
const tokenIn = (email: string) => {
  const mails = mailTo(outbox(), email);
  return mails.at(-1)?.match(/(?:reset-password|fr\/mot-de-passe)\/\?token=([A-Za-z0-9_-]{43})/)?.[1];
};

describe('forgotten password', () => {
  it('answers the same whether or not the email has an account, and mails only a real one', async () => {
    const account = await registerAccount();
    const known = await ask(account.email.toUpperCase());
    const unknown = await ask('nobody-at-all@example.ca');
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ status: 200, message: RESET_EMAIL_SENT });
    expect(unknown.body).toEqual(known.body);
    expect(mailTo(outbox(), 'nobody-at-all@example.ca')).toEqual([]);
    expect(tokenIn(account.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('still mails a reset the owner asked for after they unsubscribed from Main Street emails', async () => {
    const account = await registerAccount();
    await ensureRecipient(account.email);
    await query('UPDATE email_recipients SET unsubscribed_at = now() WHERE lower(email) = lower($1)', [account.email]);
    await ask(account.email);
    expect(tokenIn(account.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('mails the reset in the account’s language, linking the French page (issue 42)', async () => {
    const account = await registerAccount();
    await query(`UPDATE users SET language = 'fr' WHERE lower(email) = lower($1)`, [account.email]);
    await ask(account.email);
    const mail = mailTo(outbox(), account.email).at(-1) ?? '';
    expect(mail).toContain('Choisir un nouveau mot de passe');
    expect(mail).toContain('Pour ne plus recevoir aucun courriel de Main Street');
    expect(mail).not.toContain('Someone (we hope you)');
    expect(mail).toMatch(/\/fr\/mot-de-passe\/\?token=[A-Za-z0-9_-]{43}/);
    expect(mail).not.toContain('/reset-password/');
    expect(tokenIn(account.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only a hash of the token', async () => {
    const account = await registerAccount();
    await ask(account.email);
    const token = tokenIn(account.email)!;
    const rows = await query<{ token_hash: string }>(
      'SELECT token_hash FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
      [account.email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sets the new password once, signs in, and ends every other session', async () => {
    const account = await registerAccount();
    await ask(account.email);
    const token = tokenIn(account.email)!;
    expect((await check(token)).body).toEqual({ state: 'valid', message: '' });
    const weak = await use(token, 'short');
    expect(weak.status).toBe(400);
    const res = await use(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, token: true, auth: { entity: { id: account.id } } });
    const fresh = sessionCookie(res.headers);
    expect((await call(auth, '/api/business/auth', { headers: { cookie: fresh } })).body).toMatchObject({ status: 1 });
    expect((await call(auth, '/api/business/auth', { headers: { cookie: account.cookie } })).body).toMatchObject({
      status: 0,
    });
    expect(await loginStatus(account.email, GOOD_PASSWORD)).toBe(401);
    expect(await loginStatus(account.email, 'Birch#2027pass')).toBe(200);
    // Used: a clear answer, not an error page.
    expect((await check(token)).body).toEqual({ state: 'used', message: LINK_MESSAGES.used });
    expect(await use(token)).toMatchObject({
      status: 410,
      body: { error: { code: 'link_used', message: LINK_MESSAGES.used } },
    });
  });

  it('refuses an expired or tampered link with its own message', async () => {
    const account = await registerAccount();
    await ask(account.email);
    const token = tokenIn(account.email)!;
    await query(
      `UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    expect((await check(token)).body).toMatchObject({ state: 'expired' });
    expect(await use(token)).toMatchObject({ status: 410, body: { error: { code: 'link_expired' } } });
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect((await check(tampered)).body).toMatchObject({ state: 'unknown' });
    expect((await check('short')).status).toBe(400);
  });

  it('allows 3 requests per email an hour, then answers 429 (the same for any email)', async () => {
    const account = await registerAccount();
    for (let i = 0; i < 3; i += 1) expect((await ask(account.email)).status).toBe(200);
    expect(await ask(account.email)).toMatchObject({ status: 429, body: { error: { message: TOO_MANY_RESETS } } });
    for (let i = 0; i < 3; i += 1) await ask('no-account-here@example.ca');
    expect((await ask('no-account-here@example.ca')).status).toBe(429);
  });
});
