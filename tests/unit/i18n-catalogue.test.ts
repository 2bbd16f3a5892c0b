import { describe, expect, it } from 'vitest';
import { CATALOGUES, LANGS, plural, t, translateEnglish } from '../../src/shared/i18n/i18n.ts';
import { format } from '../../src/shared/i18n/format.ts';
import { MESSAGE_FIELD_RULES } from '../../src/schemas/contact.ts';
import {
  MESSAGE_KEPT,
  MESSAGE_KEPT_INVITED,
  MESSAGE_SENT,
  REVIEW_NOT_PUBLISHED,
  REVIEW_REJECTED,
  REVIEW_SUBMITTED,
  STATUS_LABELS,
} from '../../src/shared/outcomes.ts';
import {
  NETWORK_ERROR,
  RATE_LIMITED,
  SERVER_ERROR,
  GONE,
} from '../../src/features/listing-interactions/contact-form.ts';
import { EMPTY_DIRECTORY, EMPTY_FILTER } from '../../src/features/directory/DirectoryBrowser.tsx';
import { SITE, TRENDING_TOOLS } from '../../src/features/site/site.ts';

const params = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues (issue 31)', () => {
  const keys = Object.keys(CATALOGUES.en).sort();
  it.each(LANGS)('%s has every key, none empty, with the same parameters as English', (lang) => {
    const messages = CATALOGUES[lang] as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual(keys);
    for (const key of keys) {
      expect(messages[key]!.trim(), key).not.toBe('');
      expect(params(messages[key]!), key).toEqual(params((CATALOGUES.en as Record<string, string>)[key]!));
    }
  });

  it('keeps the spec’s English wording, the same text the schemas and pages use', () => {
    expect(t('en', 'v.firstNameRequired')).toBe(MESSAGE_FIELD_RULES.firstName.required);
    expect(t('en', 'v.lastNameRequired')).toBe('Last name is required');
    expect(t('en', 'v.emailInvalid')).toBe(MESSAGE_FIELD_RULES.email.patternMessage);
    expect(t('en', 'v.emailRequired')).toBe(MESSAGE_FIELD_RULES.email.required);
    expect(t('en', 'v.phonePattern')).toBe(MESSAGE_FIELD_RULES.phoneNumber.patternMessage);
    expect(t('en', 'v.ratingMin')).toBe('Rating must be at least 1');
    expect(t('en', 'v.ratingMax')).toBe('Rating must be at most 5');
    expect(t('en', 'v.messageRequired')).toBe(MESSAGE_FIELD_RULES.message.required);
    expect(t('en', 'footer.missionText')).toBe(SITE.mission);
    for (const tool of TRENDING_TOOLS)
      expect(t('en', `tool.${tool.href.split('/')[2]}` as 'tool.task-manager')).toBe(tool.label);
    expect(t('en', 'dir.empty')).toBe(EMPTY_DIRECTORY);
    expect(t('en', 'dir.emptyFilter')).toBe(EMPTY_FILTER);
    expect(t('en', 'outcome.reviewSubmitted')).toBe(REVIEW_SUBMITTED);
    expect(t('en', 'outcome.messageSent')).toBe(MESSAGE_SENT);
    expect(t('en', 'outcome.messageKept')).toBe(MESSAGE_KEPT);
    expect(t('en', 'outcome.messageKeptInvited')).toBe(MESSAGE_KEPT_INVITED);
    expect([
      t('en', 'form.network'),
      t('en', 'form.rateLimited'),
      t('en', 'form.server'),
      t('en', 'form.gone'),
    ]).toEqual([NETWORK_ERROR, RATE_LIMITED, SERVER_ERROR, GONE]);
    for (const [reason, sentence] of Object.entries(REVIEW_REJECTED)) {
      expect(t('en', `outcome.rejected.${reason}` as 'outcome.rejected.spam')).toBe(sentence);
    }
    expect(t('en', 'outcome.notPublished')).toBe(REVIEW_NOT_PUBLISHED);
    for (const [status, label] of Object.entries(STATUS_LABELS))
      expect(t('en', `status.${status}` as 'status.pending')).toBe(label);
  });

  it('fills parameters, picks plural forms and translates English messages', () => {
    expect(format('{a} and {b} and {c}', { a: 1, b: 'x' })).toBe('1 and x and {c}');
    expect(plural('en', 'reviews', 1)).toBe('1 review');
    expect(plural('en', 'reviews', 3)).toBe('3 reviews');
    expect(plural('fr', 'reviews', 3)).toBe('3 avis');
    expect(translateEnglish('fr', 'First name is required')).toBe('Le prénom est obligatoire');
    expect(translateEnglish('fr', 'Rating must be at least 1')).toBe('La note doit être d’au moins 1');
    expect(translateEnglish('fr', 'not in the catalogue')).toBe('not in the catalogue');
    expect(translateEnglish('en', 'First name is required')).toBe('First name is required');
  });
});
