// MAIL_FROM and MAIL_REPLY_TO (issue 42): one address, with or without a name, checked when the settings are read.
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAIL_FROM, parseMailAddress } from '../../src/server/mail/mail-address.ts';
import { getEnv, resetEnvCache } from '../../src/server/env.ts';

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
});

describe('parseMailAddress', () => {
  it('takes an address alone or with a display name, quoted or not', () => {
    expect(parseMailAddress('MAIL_FROM', ' no-reply@mainstreet.ca ')).toBe('no-reply@mainstreet.ca');
    expect(parseMailAddress('MAIL_FROM', 'Main Street <no-reply@mainstreet.ca>')).toBe(
      'Main Street <no-reply@mainstreet.ca>',
    );
    expect(parseMailAddress('MAIL_FROM', '"Main Street, Inc." <hello@mail.mainstreet.ca>')).toBe(
      '"Main Street, Inc." <hello@mail.mainstreet.ca>',
    );
    expect(parseMailAddress('MAIL_REPLY_TO', 'Rue Principale <aide@rueprincipale.ca>')).toBe(
      'Rue Principale <aide@rueprincipale.ca>',
    );
    expect(parseMailAddress('MAIL_FROM', DEFAULT_MAIL_FROM)).toBe(DEFAULT_MAIL_FROM);
  });

  it('refuses anything but one address, naming the variable', () => {
    for (const bad of [
      'no-reply',
      'no-reply@localhost',
      'Main Street',
      'a@mainstreet.ca, b@mainstreet.ca',
      'Main Street <no-reply@mainstreet.ca',
      'Main, Street <no-reply@mainstreet.ca>',
      '<>',
    ]) {
      expect(() => parseMailAddress('MAIL_FROM', bad), bad).toThrow(/^MAIL_FROM must be one email address/);
    }
  });

  it('refuses a line break, which would let the value write headers', () => {
    expect(() => parseMailAddress('MAIL_REPLY_TO', 'help@mainstreet.ca\r\nBcc: all@example.com')).toThrow(
      'MAIL_REPLY_TO must be one line',
    );
    expect(() => parseMailAddress('MAIL_FROM', 'Main Street\n <no-reply@mainstreet.ca>')).toThrow(
      'MAIL_FROM must be one line',
    );
  });
});

describe('the settings', () => {
  it('default to the local sender and no reply-to', () => {
    delete process.env.MAIL_FROM;
    delete process.env.MAIL_REPLY_TO;
    resetEnvCache();
    expect(getEnv()).toMatchObject({ mailFrom: DEFAULT_MAIL_FROM, mailReplyTo: undefined });
  });

  it('read MAIL_FROM and MAIL_REPLY_TO, and stop on a bad one with its name', () => {
    process.env.MAIL_FROM = 'Main Street <no-reply@mainstreet.ca>';
    process.env.MAIL_REPLY_TO = 'help@mainstreet.ca';
    resetEnvCache();
    expect(getEnv()).toMatchObject({
      mailFrom: 'Main Street <no-reply@mainstreet.ca>',
      mailReplyTo: 'help@mainstreet.ca',
    });
    process.env.MAIL_REPLY_TO = 'help at mainstreet';
    resetEnvCache();
    expect(() => getEnv()).toThrow('MAIL_REPLY_TO must be one email address');
  });
});
