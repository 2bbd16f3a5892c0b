// Issue 42: the account forms and the pages emailed links open, in French: the French words match the English ones key
// for key, every English message the account functions and rules answer has its French, the French HTML carries no
// English, and every French page an email links exists.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_TEXTS, inTextsLanguage } from '../../src/features/account-forms/account-texts.ts';
import { ACCOUNT_PATHS, formLang } from '../../src/features/account-forms/account-paths.ts';
import { accountFormHtml, checkInboxHtml } from '../../src/features/account-forms/form-html.ts';
import {
  badLinkHtml,
  INCOMPLETE_LINK,
  linkDoneHtml,
  linkFormHtml,
  resetSentHtml,
} from '../../src/features/account-forms/link-html.ts';
import { ACCOUNT_PAGE_TEXTS } from '../../src/features/account-forms/account-page-texts.ts';
import { accountFieldErrors, type RuleField } from '../../src/shared/account-rules.ts';
import { englishOnFrenchPage } from '../../src/features/directory/french-page-check.ts';
import { EMAIL_LINK_MESSAGES, LINK_MESSAGES, SIGNUP_LINK_MESSAGES } from '../../src/server/accounts/link-states.ts';
import { EMAIL_CHANGED, RESET_EMAIL_SENT } from '../../src/schemas/account.ts';
import { CHECK_INBOX } from '../../src/schemas/account-requests.ts';
import { TOO_MANY_LOGINS, TOO_MANY_REGISTRATIONS } from '../../src/server/accounts/limits.ts';
import { BAD_CREDENTIALS, CONFIRM_FIRST, EMAIL_TAKEN, NO_BUSINESS } from '../../src/server/accounts/accounts.ts';
import { TOO_MANY_SIGNUP_EMAILS } from '../../src/server/accounts/signup.ts';
import { TOO_MANY_RESETS } from '../../src/server/accounts/password-reset.ts';
import { confirmSignupEmail, passwordResetEmail } from '../../src/server/mail/account-templates.ts';

const fr = ACCOUNT_TEXTS.fr;

/** Every leaf of an object as 'a.b.c' paths. */
const leaves = (value: unknown, at = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => (at === '' && k === 'messages' ? [] : leaves(v, `${at}.${k}`)))
    : [at];

/** The first message of each rule for a set of bad values (every message the light forms' script can show). */
function ruleMessages(): string[] {
  const bad = ['', 'a', 'x'.repeat(61), 'no-at-sign', 'short', 'nodigits!!', '12345678@', '\u0000abc', 'Émile & Co'];
  const fields: RuleField[] = ['business_name', 'business_email', 'business_password', 'email', 'new_password'];
  return [...new Set(bad.flatMap((value) => fields.map((f) => accountFieldErrors([f], { [f]: value })[f])))].filter(
    (m): m is string => Boolean(m),
  );
}

describe('the account texts in French', () => {
  it('has every English key, none empty but the ones English leaves empty', () => {
    expect(leaves(fr)).toEqual(leaves(ACCOUNT_TEXTS.en));
    expect(fr.lang).toBe('fr');
  });

  it('has the French of every message the account functions and the §5 rules answer', () => {
    const english = [
      ...Object.values(LINK_MESSAGES),
      ...Object.values(SIGNUP_LINK_MESSAGES),
      ...Object.values(EMAIL_LINK_MESSAGES),
      INCOMPLETE_LINK,
      RESET_EMAIL_SENT,
      EMAIL_CHANGED,
      CHECK_INBOX,
      TOO_MANY_LOGINS,
      TOO_MANY_REGISTRATIONS,
      TOO_MANY_SIGNUP_EMAILS,
      TOO_MANY_RESETS,
      BAD_CREDENTIALS,
      CONFIRM_FIRST,
      EMAIL_TAKEN,
      NO_BUSINESS,
      ...ruleMessages(),
    ];
    expect(ruleMessages().length).toBeGreaterThan(8);
    const missing = english.filter((message) => inTextsLanguage(fr, message) === message);
    expect(missing).toEqual([]);
    expect(inTextsLanguage(ACCOUNT_TEXTS.en, BAD_CREDENTIALS)).toBe(BAD_CREDENTIALS);
  });

  it('writes French HTML with no English word outside names', () => {
    const fragments = [
      ...(['login', 'signup', 'forgot', 'reset'] as const).map((kind) => accountFormHtml(kind, {}, undefined, fr)),
      checkInboxHtml('nom@exemple.ca', ACCOUNT_PATHS.fr.signup, fr),
      linkFormHtml('confirm-signup', 'x'.repeat(43), '', fr),
      linkFormHtml('confirm-email', 'x'.repeat(43), '', fr),
      badLinkHtml('confirm-signup', inTextsLanguage(fr, SIGNUP_LINK_MESSAGES.expired), fr),
      badLinkHtml('confirm-email', inTextsLanguage(fr, EMAIL_LINK_MESSAGES.unknown), fr),
      linkDoneHtml(inTextsLanguage(fr, EMAIL_CHANGED), fr),
      resetSentHtml(inTextsLanguage(fr, RESET_EMAIL_SENT), fr),
      `<p>${Object.values(fr.messages).join(' ')}</p>`,
      `<p>${JSON.stringify(ACCOUNT_PAGE_TEXTS.fr).replace(/\{plan\}/g, '')}</p>`,
    ];
    for (const html of fragments) expect(englishOnFrenchPage(html), html).toEqual([]);
    // The check can fail: the English forms are found out.
    expect(englishOnFrenchPage(accountFormHtml('signup'))).not.toEqual([]);
    expect(englishOnFrenchPage(badLinkHtml('confirm-email', INCOMPLETE_LINK))).not.toEqual([]);
  });

  it('French forms send language=fr, link the French pages and the French legal pages', () => {
    const signup = accountFormHtml('signup', {}, undefined, fr);
    expect(signup).toContain('<input type="hidden" name="language" value="fr">');
    expect(signup).toContain('href="/fr/conditions-utilisation/"');
    expect(signup).toContain('<label for="signup-business_name">Nom de l’entreprise</label>');
    expect(accountFormHtml('signup')).not.toContain('name="language"');
    expect(badLinkHtml('confirm-signup', 'x', fr)).toContain('href="/fr/connexion/"');
    expect(badLinkHtml('confirm-email', 'x', fr)).toContain('href="/dashboard/account/" hreflang="en"');
    expect(checkInboxHtml('a@b.ca', ACCOUNT_PATHS.fr.signup, fr)).toContain('href="/fr/inscription/"');
  });
});

describe('the French pages emails link', () => {
  it('each exists under src/pages/fr, and formLang reads only fr as French', () => {
    for (const page of Object.values(ACCOUNT_PATHS.fr)) {
      expect(page).toMatch(/^\/fr\/[a-z-]+\/$/);
      expect(existsSync(path.join('src/pages', `${page.replace(/\/$/, '')}.astro`)), page).toBe(true);
    }
    expect([formLang('fr'), formLang('en'), formLang('de'), formLang(undefined)]).toEqual(['fr', 'en', 'en', 'en']);
  });

  it('the French emails carry the French pages’ links they are given', () => {
    const url = `https://mainstreet.example${ACCOUNT_PATHS.fr.confirmAccount}?token=${'x'.repeat(43)}`;
    expect(confirmSignupEmail({ businessName: 'Café', confirmUrl: url }, 'fr').html).toContain(url);
    const reset = `https://mainstreet.example${ACCOUNT_PATHS.fr.reset}?token=${'x'.repeat(43)}`;
    expect(passwordResetEmail(reset, 'fr').text).toContain(reset);
  });
});
