// MAIL_FROM and MAIL_REPLY_TO (issue 42): every email is sent from the configured sender, with the configured
// reply-to; unset, the local sender and no Reply-To. Read from the .eml files the outbox transport writes.
import { describe, expect, it } from 'vitest';
import create from '../../functions/business-create.mts';
import { resetEnvCache } from '../../src/server/env.ts';
import { DEFAULT_MAIL_FROM } from '../../src/server/mail/mail-address.ts';
import { call } from './helpers.ts';
import { freshIp, GOOD_PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';

const outbox = useTempOutbox();

/** A sign-up through the real function: its confirmation email, raw. */
async function signUpEmail(): Promise<string> {
  const email = uniqueEmail('mail');
  const res = await call(create, '/api/business/create', {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp() },
    json: { business_name: 'Harbour Mail Cafe', business_email: email, business_password: GOOD_PASSWORD },
  });
  expect(res.status).toBe(202);
  const [mail] = mailTo(outbox(), email);
  expect(mail).toBeDefined();
  return mail!;
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1];

describe('the sender and reply-to of every email', () => {
  it('are MAIL_FROM and MAIL_REPLY_TO when they are set', async () => {
    process.env.MAIL_FROM = 'Rue Principale <bonjour@rueprincipale.ca>';
    process.env.MAIL_REPLY_TO = 'Support <help@rueprincipale.ca>';
    resetEnvCache();
    const raw = await signUpEmail();
    expect(header(raw, 'From')).toBe('Rue Principale <bonjour@rueprincipale.ca>');
    expect(header(raw, 'Reply-To')).toBe('Support <help@rueprincipale.ca>');
  });

  it('are the local sender and no Reply-To when they are not', async () => {
    delete process.env.MAIL_FROM;
    delete process.env.MAIL_REPLY_TO;
    resetEnvCache();
    const raw = await signUpEmail();
    expect(header(raw, 'From')).toBe(DEFAULT_MAIL_FROM);
    expect(header(raw, 'Reply-To')).toBeUndefined();
  });
});
