// Issue 42: a French sign-up's link opened 50 times at once on real PostgreSQL makes one account, and its one person
// is French (the business and its owner's language are written in one transaction: no English owner is left behind).
import { expect } from 'vitest';
import create from '../../functions/business-create.mts';
import confirm from '../../functions/account-confirm-signup.mts';
import { query } from '../../src/server/db/client.ts';
import { call } from '../functions/helpers.ts';
import { freshIp, GOOD_PASSWORD, signupToken, uniqueEmail } from '../functions/accounts-helpers.ts';
import { useTempOutbox } from '../functions/outbox.ts';
import { atOnce, race } from './race.ts';

useTempOutbox();

race('a French sign-up link opened 50 times at once makes one account, and a French one', async () => {
  const email = uniqueEmail('francais');
  const registered = await call(create, '/api/business/create', {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp() },
    json: {
      business_name: 'Course Boulangerie',
      business_email: email,
      business_password: GOOD_PASSWORD,
      language: 'fr',
    },
  });
  expect(registered.status).toBe(202);
  const token = signupToken(email);
  const answers = await atOnce(50, () =>
    call(confirm, '/api/account/confirm-signup', {
      method: 'POST',
      headers: { 'x-forwarded-for': freshIp() },
      json: { token },
    }),
  );
  expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
  expect(answers.every((a) => a.status < 500)).toBe(true);
  expect(await query('SELECT 1 FROM businesses WHERE lower(business_email) = lower($1)', [email])).toHaveLength(1);
  const people = await query<{ language: string }>('SELECT language FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  expect(people).toEqual([{ language: 'fr' }]);
});
