// Issue 42: a sign-up made on a French page records French, and its emails link the French pages; those pages
// (/fr/confirmer-compte/, /fr/confirmer-courriel/, /fr/mot-de-passe/) and the functions' answers to their forms
// (JavaScript off) are in French.
import { beforeAll, describe, expect, it } from 'vitest';
import create from '../../functions/business-create.mts';
import forgot from '../../functions/account-forgot-password.mts';
import reset from '../../functions/account-reset-password.mts';
import emailFn from '../../functions/account-email.mts';
import confirmEmailFn from '../../functions/account-confirm-email.mts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD, registerAccount, uniqueEmail } from './accounts-helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { query } from '../../src/server/db/client.ts';
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
const lastMail = (email: string) => mailTo(outbox(), email).at(-1) ?? '';
const tokenAt = (email: string, path: string) =>
  lastMail(email).match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`))?.[1];
const page = (path: string) => new URL(path, 'http://localhost:8888');
const languageOf = async (email: string) =>
  (await query<{ language: string }>('SELECT language FROM users WHERE lower(email) = lower($1)', [email]))[0]
    ?.language;

describe('a sign-up on the French page', () => {
  it('records French: the email is French and links /fr/confirmer-compte/; the account created is French', async () => {
    const account = await registerAccount({ language: 'fr' }, 'Boulangerie Test');
    const mail = lastMail(account.email);
    expect(mail).toMatch(/\/fr\/confirmer-compte\/\?token=[A-Za-z0-9_-]{43}/);
    expect(mail).not.toContain('/confirm-account/');
    expect(mail).toContain('Pour ne plus recevoir aucun courriel de Main Street');
    expect(await languageOf(account.email)).toBe('fr');
  });

  it('an English sign-up stays English: /confirm-account/ and an English account', async () => {
    const account = await registerAccount();
    expect(lastMail(account.email)).toMatch(/\/confirm-account\/\?token=/);
    expect(await languageOf(account.email)).toBe('en');
  });

  it('a taken address asked in French is told in French, with the French login and reset pages', async () => {
    const account = await registerAccount();
    const res = await call(create, '/api/business/create', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      json: { business_name: 'Autre', business_email: account.email, business_password: GOOD_PASSWORD, language: 'fr' },
    });
    expect(res.status).toBe(202);
    const mail = lastMail(account.email);
    expect(mail).toContain('/fr/connexion/');
    expect(mail).toContain('/fr/mot-de-passe/');
    expect(mail).not.toContain('/login/');
  });

  it('refuses a language that is neither, naming the field, and keeps nothing', async () => {
    const email = uniqueEmail();
    const res = await call(create, '/api/business/create', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      json: { business_name: 'Autre', business_email: email, business_password: GOOD_PASSWORD, language: 'de' },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('language');
    expect(await query('SELECT 1 FROM pending_signups WHERE email = $1', [email])).toHaveLength(0);
  });

  it('posted as a form (JavaScript off): the check-inbox answer and the field errors are French', async () => {
    const email = uniqueEmail();
    const values = { business_name: 'Café Test', business_email: email, business_password: GOOD_PASSWORD };
    const sent = await call(create, '/api/business/create', form({ ...values, language: 'fr' }));
    expect(sent.status).toBe(200);
    expect(html(sent)).toContain('Consultez votre boîte de réception');
    expect(html(sent)).toContain('href="/fr/inscription/"');
    expect(tokenAt(email, '/fr/confirmer-compte/')).toBeDefined();
    const bad = await call(
      create,
      '/api/business/create',
      form({ ...values, business_password: 'court', language: 'fr' }),
    );
    expect(bad.status).toBe(400);
    expect(html(bad)).toContain('Le mot de passe doit avoir au moins 8 caractères.');
    expect(html(bad)).toContain('name="language" value="fr"');
    expect(html(bad)).not.toContain('Your password');
  });
});

describe('the French pages emailed links open', () => {
  it('/fr/confirmer-compte/: the French button for a usable link, a French reason for any other', async () => {
    const email = uniqueEmail();
    await call(create, '/api/business/create', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      json: { business_name: 'Café Test', business_email: email, business_password: GOOD_PASSWORD, language: 'fr' },
    });
    const token = tokenAt(email, '/fr/confirmer-compte/')!;
    const usable = await confirmAccountPageHtml(page(`/fr/confirmer-compte/?token=${token}`), 'fr');
    expect(usable).toContain('Confirmer mon courriel');
    expect(usable).toContain('name="language" value="fr"');
    const unknown = await confirmAccountPageHtml(page(`/fr/confirmer-compte/?token=${'x'.repeat(43)}`), 'fr');
    expect(unknown).toContain('Ce lien n’est pas valide.');
    expect(unknown).toContain('href="/fr/inscription/"');
    expect(await confirmAccountPageHtml(page('/fr/confirmer-compte/'), 'fr')).toContain('Ce lien est incomplet.');
  });

  it('/fr/mot-de-passe/: the French forms, and a bad link said in French above the French form', async () => {
    expect(await resetPageHtml(page('/fr/mot-de-passe/'), 'fr')).toContain('Mot de passe oublié?');
    const bad = await resetPageHtml(page(`/fr/mot-de-passe/?token=${'x'.repeat(43)}`), 'fr');
    expect(bad).toContain('Ce lien n’est pas valide.');
    expect(bad).toContain('M’envoyer un lien');
  });

  it('a French account’s reset: the French page, a French answer to the form, a French weak-password message', async () => {
    const account = await registerAccount({ language: 'fr' });
    const asked = await call(forgot, '/api/account/forgot-password', form({ email: account.email, language: 'fr' }));
    expect(asked.status).toBe(200);
    expect(html(asked)).toContain('Si un compte utilise ce courriel');
    expect(html(asked)).toContain('href="/fr/mot-de-passe/"');
    const token = tokenAt(account.email, '/fr/mot-de-passe/')!;
    expect(await resetPageHtml(page(`/fr/mot-de-passe/?token=${token}`), 'fr')).toContain(
      'Enregistrer mon nouveau mot de passe',
    );
    const weak = await call(
      reset,
      '/api/account/reset-password',
      form({ token, new_password: 'faible', language: 'fr' }),
    );
    expect(weak.status).toBe(400);
    expect(html(weak)).toContain('Le mot de passe doit avoir au moins 8 caractères.');
    const used = await call(reset, '/api/account/reset-password', form({ token, new_password: 'Birch#2027pass' }));
    expect(used.status).toBe(303);
    const again = await call(
      reset,
      '/api/account/reset-password',
      form({ token, new_password: 'Cedar#2028pass', language: 'fr' }),
    );
    expect(again.status).toBe(410);
    expect(html(again)).toContain('Ce lien a déjà servi.');
  });

  it('a French account’s email change: /fr/confirmer-courriel/, its French button and French answer', async () => {
    const account = await registerAccount({ language: 'fr' });
    const next = uniqueEmail('moved');
    const asked = await call(emailFn, '/api/account/email', {
      method: 'POST',
      headers: { cookie: account.cookie },
      json: { new_email: next, current_password: GOOD_PASSWORD },
    });
    expect(asked.status).toBe(200);
    const token = tokenAt(next, '/fr/confirmer-courriel/')!;
    expect(token).toBeDefined();
    const pageHtml = await confirmEmailPageHtml(page(`/fr/confirmer-courriel/?token=${token}`), 'fr');
    expect(pageHtml).toContain('Confirmer cette adresse');
    const done = await call(confirmEmailFn, '/api/account/confirm-email', form({ token, language: 'fr' }));
    expect(done.status).toBe(200);
    expect(html(done)).toContain('Votre adresse courriel est changée.');
    expect(html(done)).toContain('href="/fr/connexion/"');
    const again = await call(confirmEmailFn, '/api/account/confirm-email', form({ token, language: 'fr' }));
    expect(again.status).toBe(410);
    expect(html(again)).toContain('Ce lien a déjà servi.');
  });
});
