// Issue 29: sign-in and sign-up posted as HTML forms (JavaScript off) reach the same functions.
import { describe, expect, it } from 'vitest';
import login from '../../functions/business-login.mts';
import create from '../../functions/business-create.mts';
import { call } from './helpers.ts';
import { freshIp, setCookies } from './accounts-helpers.ts';
import { DEMO_ACCOUNT } from '../../src/server/seed/seed.ts';

const form = (values: Record<string, string>, ip = freshIp()) => ({
  method: 'POST',
  body: new URLSearchParams(values).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
});

describe('account forms posted without JavaScript', () => {
  it('a right sign-in answers 303 to the account with the session cookie', async () => {
    const res = await call(
      login,
      '/api/business/login',
      form({ business_email: DEMO_ACCOUNT.email, business_password: DEMO_ACCOUNT.password }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/');
    expect(setCookies(res.headers)[0]).toMatch(/^accessToken=[^;]+; HttpOnly;/);
  });

  it('a wrong sign-in answers the form again with the message, the email kept and never the password', async () => {
    const res = await call(
      login,
      '/api/business/login',
      form({ business_email: DEMO_ACCOUNT.email, business_password: 'Wrong#pass1' }),
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.body).toContain('The email address or password is incorrect.');
    expect(res.body).toContain(`value="${DEMO_ACCOUNT.email}"`);
    expect(res.body).not.toContain('Wrong#pass1');
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('a sign-up with errors shows each §5 message under its field, escaped', async () => {
    const res = await call(
      create,
      '/api/business/create',
      form({ business_name: '<b>x', business_email: 'bad@', business_password: 'Secret#1pass' }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toContain('Your business name may only contain letters and numbers.');
    expect(res.body).toContain('You must provide an email address such as name@yourbusiness.ca');
    expect(res.body).toContain('value="&lt;b&gt;x"');
    expect(res.body).not.toContain('Secret#1pass');
  });

  it('a sign-up that passes says check your inbox', async () => {
    const email = `form-post-${Date.now()}@example.ca`;
    const res = await call(
      create,
      '/api/business/create',
      form({ business_name: 'Form Post Bakery', business_email: email, business_password: 'Form#post2026' }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toContain('Check your inbox');
    expect(res.body).toContain(email);
  });

  it('a form post from another site is refused', async () => {
    const init = form({ business_email: DEMO_ACCOUNT.email, business_password: DEMO_ACCOUNT.password });
    const res = await call(login, '/api/business/login', {
      ...init,
      headers: { ...init.headers, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
