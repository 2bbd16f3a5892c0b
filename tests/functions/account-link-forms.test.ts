// Issue 29: the forgotten and new password, the referral sign-up and the emailed links' buttons posted as
// HTML forms (JavaScript off) reach the same functions; opening a link's page (GET) uses nothing up.
import { beforeAll, describe, expect, it } from 'vitest';
import forgot from '../../functions/account-forgot-password.mts';
import reset from '../../functions/account-reset-password.mts';
import create from '../../functions/business-create.mts';
import confirmSignupFn from '../../functions/account-confirm-signup.mts';
import confirmEmailFn from '../../functions/account-confirm-email.mts';
import emailFn from '../../functions/account-email.mts';
import login from '../../functions/business-login.mts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD, registerAccount, setCookies, uniqueEmail } from './accounts-helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { query } from '../../src/server/db/client.ts';
import { EMAIL_CHANGED, RESET_EMAIL_SENT } from '../../src/schemas/account.ts';
import { LINK_MESSAGES, resetLinkState } from '../../src/server/accounts/password-reset.ts';
import { SIGNUP_LINK_MESSAGES, signupLinkState } from '../../src/server/accounts/signup.ts';
import { EMAIL_LINK_MESSAGES, emailLinkState } from '../../src/server/accounts/email-change.ts';
import { confirmAccountPageHtml, confirmEmailPageHtml, resetPageHtml } from '../../src/server/accounts/link-pages.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});

const form = (values: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: new URLSearchParams(values).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp(), ...headers },
});
const html = (res: { body: unknown }) => String(res.body);
const tokenIn = (email: string, page: string) =>
  mailTo(outbox(), email)
    .at(-1)
    ?.match(new RegExp(`/${page}/\\?token=([A-Za-z0-9_-]{43})`))?.[1];
const page = (path: string) => new URL(path, 'http://localhost:8888');
const canLogIn = async (email: string, password: string) =>
  (
    await call(login, '/api/business/login', {
      method: 'POST',
      json: { business_email: email, business_password: password },
      headers: { 'x-forwarded-for': freshIp() },
    })
  ).status === 200;

async function resetToken(email: string): Promise<string> {
  const res = await call(forgot, '/api/account/forgot-password', form({ email }));
  expect(res.status).toBe(200);
  return tokenIn(email, 'reset-password')!;
}

describe('forgotten password, posted as a form', () => {
  it('says the email was sent, in the page, and emails a link with the token in the query', async () => {
    const account = await registerAccount();
    const res = await call(forgot, '/api/account/forgot-password', form({ email: account.email }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html(res)).toContain(RESET_EMAIL_SENT);
    expect(mailTo(outbox(), account.email).at(-1)).toMatch(/\/reset-password\/\?token=[A-Za-z0-9_-]{43}/);
  });

  it('answers the form again with the §5 message under the field, the value escaped', async () => {
    const res = await call(forgot, '/api/account/forgot-password', form({ email: '<b>@x' }));
    expect(res.status).toBe(400);
    expect(html(res)).toContain('You must provide an email address such as name@yourbusiness.ca');
    expect(html(res)).toContain('value="&lt;b&gt;@x"');
    expect(html(res)).toContain('aria-describedby="forgot-email-error"');
  });

  it('refuses a post from another site', async () => {
    const res = await call(
      forgot,
      '/api/account/forgot-password',
      form({ email: 'x@example.ca' }, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
  });
});

describe('new password, posted as a form', () => {
  it('a usable link and a good password: 303 to the account with the session cookie; the link is used', async () => {
    const account = await registerAccount();
    const token = await resetToken(account.email);
    const res = await call(reset, '/api/account/reset-password', form({ token, new_password: 'Birch#2027pass' }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/(dashboard|checkout)\/$/);
    expect(setCookies(res.headers)[0]).toMatch(/^accessToken=[^;]+; HttpOnly;/);
    expect(await resetLinkState(token)).toBe('used');
    expect(await canLogIn(account.email, 'Birch#2027pass')).toBe(true);
  });

  it('a weak password: the form again with the message and the token, nothing changed, the link still usable', async () => {
    const account = await registerAccount();
    const token = await resetToken(account.email);
    const res = await call(reset, '/api/account/reset-password', form({ token, new_password: 'weakpass' }));
    expect(res.status).toBe(400);
    expect(html(res)).toContain(
      'Your password must be 8-35 characters and contain at least one number and special character.',
    );
    expect(html(res)).toContain(`name="token" value="${token}"`);
    expect(html(res)).not.toContain('weakpass');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await resetLinkState(token)).toBe('valid');
    expect(await canLogIn(account.email, GOOD_PASSWORD)).toBe(true);
  });

  it('a used link: why, above the forgotten-password form', async () => {
    const account = await registerAccount();
    const token = await resetToken(account.email);
    await call(reset, '/api/account/reset-password', form({ token, new_password: 'Birch#2027pass' }));
    const again = await call(reset, '/api/account/reset-password', form({ token, new_password: 'Cedar#2028pass' }));
    expect(again.status).toBe(410);
    expect(html(again)).toContain(LINK_MESSAGES.used);
    expect(html(again)).toContain('Email me a link');
    expect(await canLogIn(account.email, 'Cedar#2028pass')).toBe(false);
  });

  it('an expired link and a tampered one say so', async () => {
    const account = await registerAccount();
    const token = await resetToken(account.email);
    await query(
      `UPDATE password_resets SET expires_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [account.email],
    );
    const expired = await call(reset, '/api/account/reset-password', form({ token, new_password: 'Birch#2027pass' }));
    expect(expired.status, html(expired)).toBe(410);
    expect(html(expired)).toContain(LINK_MESSAGES.expired);
    const tampered = await call(
      reset,
      '/api/account/reset-password',
      form({ token: 'short', new_password: 'Birch#2027pass' }),
    );
    expect(tampered.status).toBe(400);
    expect(html(tampered)).toContain('This link is not complete. Open it again from the email.');
  });

  it('the page a link opens reads its state without using it', async () => {
    const account = await registerAccount();
    const token = await resetToken(account.email);
    const usable = await resetPageHtml(page(`/reset-password/?token=${token}`));
    expect(usable).toContain('Choose a new password');
    expect(usable).toContain(`name="token" value="${token}"`);
    expect(await resetLinkState(token)).toBe('valid');
    expect(await resetPageHtml(page(`/reset-password/?token=${'x'.repeat(43)}`))).toContain(LINK_MESSAGES.unknown);
    expect(await resetPageHtml(page('/reset-password/'))).toContain('Forgot your password?');
  });

  it('refuses a post from another site', async () => {
    const res = await call(
      reset,
      '/api/account/reset-password',
      form({ token: 'x'.repeat(43), new_password: 'Birch#2027pass' }, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
  });
});

describe('the referral sign-up, posted as a form', () => {
  it('shows each message under its field on the referral page, then check your inbox, kept for the referral page', async () => {
    const email = uniqueEmail('affiliate');
    const values = {
      business_website_url: 'maplebakery',
      business_name: 'Affiliate Bakery',
      business_email: email,
      business_password: 'Affiliate#2026',
      next: '/referral-program/',
      referral_id: '',
    };
    const bad = await call(create, '/api/business/create', form(values));
    expect(bad.status).toBe(400);
    expect(html(bad)).toContain('Your website URL must contain an extension such as &quot;yourbusiness.ca&quot;.');
    expect(html(bad)).toContain('id="affiliate-business_website_url"');
    expect(html(bad)).not.toContain('Affiliate#2026');
    const good = await call(
      create,
      '/api/business/create',
      form({ ...values, business_website_url: 'maplebakery.ca' }),
    );
    expect(good.status).toBe(200);
    expect(html(good)).toContain('Check your inbox');
    const [pending] = await query<{ website_url: string; next_path: string }>(
      'SELECT website_url, next_path FROM pending_signups WHERE email = $1',
      [email],
    );
    expect(pending).toEqual({ website_url: 'maplebakery.ca', next_path: '/referral-program/' });
  });
});

describe("the sign-up link's button, posted as a form", () => {
  async function pendingToken(next = '/referral-program/') {
    const email = uniqueEmail('confirm');
    await call(create, '/api/business/create', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      json: { business_name: 'Button Bakery', business_email: email, business_password: GOOD_PASSWORD, next },
    });
    return { email, token: tokenIn(email, 'confirm-account')! };
  }

  it('opening the page creates nothing; the button creates the account and answers 303 on, signed in', async () => {
    const { email, token } = await pendingToken();
    expect(await confirmAccountPageHtml(page(`/confirm-account/?token=${token}`))).toContain('Confirm my email');
    expect(await signupLinkState(token)).toBe('valid');
    expect(await query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
    const res = await call(confirmSignupFn, '/api/account/confirm-signup', form({ token }));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/referral-program/?email_confirmed=1');
    expect(setCookies(res.headers)[0]).toMatch(/^accessToken=[^;]+; HttpOnly;/);
    expect(await query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(1);
  });

  it('a used link, an unknown one and an incomplete one say why, with the ways on', async () => {
    const { token } = await pendingToken();
    await call(confirmSignupFn, '/api/account/confirm-signup', form({ token }));
    const again = await call(confirmSignupFn, '/api/account/confirm-signup', form({ token }));
    expect(again.status).toBe(410);
    expect(html(again)).toContain(SIGNUP_LINK_MESSAGES.used);
    expect(html(again)).toContain('href="/reset-password/"');
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await confirmAccountPageHtml(page(`/confirm-account/?token=${token}`))).toContain(SIGNUP_LINK_MESSAGES.used);
    expect(await confirmAccountPageHtml(page(`/confirm-account/?token=${'y'.repeat(43)}`))).toContain(
      SIGNUP_LINK_MESSAGES.unknown,
    );
    const incomplete = await call(confirmSignupFn, '/api/account/confirm-signup', form({ token: 'abc' }));
    expect(incomplete.status).toBe(400);
    expect(html(incomplete)).toContain('This link is not complete. Open it again from the email.');
  });

  it('refuses a post from another site, and nothing is created', async () => {
    const { email, token } = await pendingToken();
    const res = await call(
      confirmSignupFn,
      '/api/account/confirm-signup',
      form({ token }, { origin: 'https://evil.example' }),
    );
    expect(res.status).toBe(403);
    expect(await signupLinkState(token)).toBe('valid');
    expect(await query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);
  });
});

describe("the email-change link's button, posted as a form", () => {
  async function changeToken() {
    const account = await registerAccount();
    const next = uniqueEmail('moved');
    await call(emailFn, '/api/account/email', {
      method: 'POST',
      headers: { cookie: account.cookie },
      json: { new_email: next, current_password: GOOD_PASSWORD },
    });
    return { next, token: tokenIn(next, 'confirm-email')! };
  }

  it('opening the page changes nothing; the button makes the change and says so', async () => {
    const { next, token } = await changeToken();
    expect(await confirmEmailPageHtml(page(`/confirm-email/?token=${token}`))).toContain('Confirm this address');
    expect(await emailLinkState(token)).toBe('valid');
    const res = await call(confirmEmailFn, '/api/account/confirm-email', form({ token }));
    expect(res.status).toBe(200);
    expect(html(res)).toContain(EMAIL_CHANGED);
    expect(await query('SELECT 1 FROM users WHERE email = $1', [next])).toHaveLength(1);
    const again = await call(confirmEmailFn, '/api/account/confirm-email', form({ token }));
    expect(again.status).toBe(410);
    expect(html(again)).toContain(EMAIL_LINK_MESSAGES.used);
  });

  it('refuses a post from another site', async () => {
    const { next, token } = await changeToken();
    expect(
      (await call(confirmEmailFn, '/api/account/confirm-email', form({ token }, { origin: 'https://evil.example' })))
        .status,
    ).toBe(403);
    expect(await query('SELECT 1 FROM users WHERE email = $1', [next])).toHaveLength(0);
  });
});
