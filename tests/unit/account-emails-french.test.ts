// Issue 42: the emails about a person's own account are written in the account's language; English stays as it was.
import { describe, expect, it } from 'vitest';
import {
  addressInUseEmail,
  alreadyRegisteredEmail,
  confirmEmailChange,
  confirmSignupEmail,
  passwordResetEmail,
} from '../../src/server/mail/account-templates.ts';
import { mailEn } from '../../src/server/mail/catalogue/en.ts';
import type { EmailContent } from '../../src/server/mail/templates.ts';
import { unsubscribeUrl } from '../../src/server/mail/send.ts';

const url = 'http://localhost:8888/x/?token=abc';
/** Every English sentence of the account emails (their catalogue), none of which may show in a French email. */
const englishSentences = Object.entries(mailEn)
  .filter(([key]) => key.startsWith('account.'))
  .map(([, text]) => text.replace(/\{\w+\}.*$/, '').trim())
  .filter((text) => text.length > 8);

function expectFrench(mail: EmailContent) {
  expect(mail.lang).toBe('fr');
  for (const part of [mail.subject, mail.text, mail.html])
    for (const english of englishSentences) expect(part).not.toContain(english);
}

describe('account emails in French', () => {
  it('the password reset', () => {
    const mail = passwordResetEmail(url, 'fr');
    expectFrench(mail);
    expect(mail.subject).toBe('Choisissez un nouveau mot de passe Main Street');
    expect(mail.text).toMatch(
      /le lien fonctionne une fois, pendant 1\s+heure\)\s+:\nhttp:\/\/localhost:8888\/x\/\?token=abc/,
    );
    expect(mail.html).toContain('>Choisir un nouveau mot de passe</a>');
    expect(mail.html).toContain('Ou collez cette adresse dans votre navigateur');
    expect(mail.actionUrl).toBe(url);
  });

  it('the email change and the address already in use', () => {
    const change = confirmEmailChange(url, 'fr');
    expectFrench(change);
    expect(change.subject).toBe('Confirmez votre nouvelle adresse courriel Main Street');
    expect(change.html).toContain('>Confirmer cette adresse</a>');
    const inUse = addressInUseEmail('fr');
    expectFrench(inUse);
    expect(inUse.text).toContain('Rien n’a été changé.');
  });

  it('the sign-up confirmation and the already-registered answer', () => {
    const signup = confirmSignupEmail({ businessName: 'Café Lévis', confirmUrl: url }, 'fr');
    expectFrench(signup);
    expect(signup.text).toContain('créer un compte Main Street pour Café Lévis');
    const taken = alreadyRegisteredEmail({ loginUrl: 'http://l/login/', resetUrl: 'http://l/reset/' }, 'fr');
    expectFrench(taken);
    expect(taken.text).toMatch(/Se connecter\s+: http:\/\/l\/login\//);
    expect(taken.html).toContain('<a href="http://l/reset/">Choisissez-en un nouveau</a>');
  });

  it('keeps the English emails as they were', () => {
    const reset = passwordResetEmail(url);
    expect(reset.lang).toBeUndefined();
    expect(reset.subject).toBe('Choose a new Main Street password');
    expect(reset.text).toBe(
      'Someone (we hope you) asked to reset the password of your Main Street account.\n\nChoose a new password here ' +
        `(the link works once, for 1 hour):\n${url}\n\n` +
        'If it was not you, ignore this email: your password stays as it is.',
    );
    const taken = alreadyRegisteredEmail({ loginUrl: 'http://l/login/', resetUrl: 'http://l/reset/' });
    expect(taken.text).toContain('Log in: http://l/login/\nForgot your password? Choose a new one: http://l/reset/');
  });
});

describe('the unsubscribe link', () => {
  it('opens the unsubscribe page in the email’s language', () => {
    expect(unsubscribeUrl('abc', 'fr')).toMatch(/^https?:\/\/[^/]+\/fr\/courriel\/desabonnement\/abc$/);
    expect(unsubscribeUrl('abc')).toMatch(/^https?:\/\/[^/]+\/email\/unsubscribe\/abc$/);
  });
});
