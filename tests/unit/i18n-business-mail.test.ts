// Issue 31: the business emails' catalogue (French key for key, same parameters), French typography,
// and the maintenance problems read back into French.
import { describe, expect, it } from 'vitest';
import { mailEn } from '../../src/server/mail/catalogue/en.ts';
import { mailFr } from '../../src/server/mail/catalogue/fr.ts';
import { formatDay, formatNumber, mailPlural, mailT } from '../../src/server/mail/catalogue/mail-t.ts';
import { NBSP } from '../../src/features/site-renderer/i18n/french-format.ts';
import { problemDetailInFrench } from '../../src/server/maintenance/problem-french.ts';
import { refusalMessage } from '../../src/server/net/address-policy.ts';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the business emails’ catalogue', () => {
  it('has every English key in French, with the same parameters, and no English left', () => {
    expect(Object.keys(mailFr).sort()).toEqual(Object.keys(mailEn).sort());
    for (const [key, en] of Object.entries(mailEn)) {
      const fr = mailFr[key as keyof typeof mailEn];
      expect(params(fr), key).toEqual(params(en));
      if (/[a-z]{3}/.test(en.replace(/\{\w+\}/g, ''))) expect(fr, key).not.toBe(en); // words, not only parameters
      expect(fr.replace(/\{\w+\}/g, ''), key).not.toMatch(/\b(the|your|you|and|of|on|week|email|link)\b/);
    }
  });

  it('writes French with non-breaking spaces, French numbers and dates, and French plurals', () => {
    expect(mailT('fr', 'tasks.open', { url: 'https://x.example/a' })).toBe(
      `Ouvrir vos tâches${NBSP}: https://x.example/a`,
    );
    expect(mailT('en', 'tasks.open', { url: 'https://x.example/a' })).toBe('Open your tasks: https://x.example/a');
    expect(mailT('fr', 'why.digest')).toContain(`«${NBSP}Reporting${NBSP}»`);
    expect(mailPlural('fr', 'tasks.count', 0)).toBe('0 tâche');
    expect(mailPlural('fr', 'tasks.count', 1)).toBe('1 tâche');
    expect(mailPlural('fr', 'tasks.count', 2)).toBe('2 tâches');
    expect(mailPlural('en', 'tasks.count', 0)).toBe('0 tasks');
    expect(formatNumber('fr', 12345)).toBe(`12${NBSP}345`);
    expect(formatNumber('en', 12345)).toBe('12345');
    expect(formatDay('fr', '2026-11-03')).toBe('3 novembre 2026');
    expect(formatDay('en', '2026-11-03')).toBe('2026-11-03');
  });

  it('keeps an address’s colon and port as they are in a French sentence', () => {
    expect(mailT('fr', 'alert.found', { url: 'http://a.example:8080/x' })).toBe(
      `Notre vérification de http://a.example:8080/x a trouvé${NBSP}:`,
    );
    expect(problemDetailInFrench('A link to your own page is broken: http://a.example:8080/menu (HTTP 404).')).toBe(
      `Un lien vers une de vos pages est brisé${NBSP}: http://a.example:8080/menu (HTTP 404).`,
    );
    expect(problemDetailInFrench(refusalMessage('[::]', 'unspecified'))).toContain('(0.0.0.0 ou ::)');
  });
});

describe('maintenance problems in French', () => {
  it('reads each sentence the check writes back into French', () => {
    expect(problemDetailInFrench('Your website did not answer within 8 seconds.')).toBe(
      'Votre site Web n’a pas répondu en 8 secondes.',
    );
    expect(problemDetailInFrench('Your website answered with an error (HTTP 503).')).toBe(
      'Votre site Web a répondu par une erreur (HTTP 503).',
    );
    expect(problemDetailInFrench('A link to your own page is broken: https://a.example/menu (HTTP 404).')).toBe(
      `Un lien vers une de vos pages est brisé${NBSP}: https://a.example/menu (HTTP 404).`,
    );
    expect(problemDetailInFrench('A link to another website is broken: https://b.example/ (no answer).')).toBe(
      `Un lien vers un autre site Web est brisé${NBSP}: https://b.example/ (aucune réponse).`,
    );
    const refused = refusalMessage('10.0.0.1', 'private');
    expect(problemDetailInFrench(refused)).toBe(
      `Main Street n’a pas visité 10.0.0.1${NBSP}: cette adresse mène à une adresse de réseau privé. Seuls les sites Web publics sont vérifiés.`,
    );
    expect(problemDetailInFrench(`A link to another website was not checked: http://10.0.0.1/. ${refused}`)).toBe(
      `Un lien vers un autre site Web n’a pas été vérifié${NBSP}: http://10.0.0.1/. Main Street n’a pas visité 10.0.0.1${NBSP}: cette adresse mène à une adresse de réseau privé. Seuls les sites Web publics sont vérifiés.`,
    );
    for (const kind of [
      'loopback',
      'shared',
      'link-local',
      'metadata',
      'unspecified',
      'multicast',
      'reserved',
      'invalid',
    ] as const) {
      expect(problemDetailInFrench(refusalMessage('h.example', kind)), kind).toMatch(/^Main Street n’a pas visité/);
    }
  });

  it('keeps a sentence it does not know as written', () => {
    expect(problemDetailInFrench('Something new happened.')).toBe('Something new happened.');
  });
});
