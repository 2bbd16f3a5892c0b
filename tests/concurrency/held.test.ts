// Writes that issue 37 found correct on real PostgreSQL, kept that way: a sign-up link opened 50 times at once makes
// one account, 20 saves of one version of the working copy let one win (the rest 409), and a stranger's address
// gets exactly its 10 contact posts out of 50 sent at once.
import { afterAll, beforeAll, expect } from 'vitest';
import create from '../../functions/business-create.mts';
import confirm from '../../functions/account-confirm-signup.mts';
import { query } from '../../src/server/db/client.ts';
import { loadSiteSpec, saveSiteSpec } from '../../src/server/site-editor/site-specs.ts';
import { CONTACT_RATE_LIMITS } from '../../src/server/moderation/limits.ts';
import { call } from '../functions/helpers.ts';
import { freshIp, GOOD_PASSWORD, signupToken, uniqueEmail } from '../functions/accounts-helpers.ts';
import { useTempOutbox } from '../functions/outbox.ts';
import { createAccount as genAccount } from '../functions/generation-helpers.ts';
import { makeDraft } from '../functions/website-helpers.ts';
import {
  createAccount,
  createListing,
  freshIp as freshVisitorIp,
  post,
  removeFixtures,
  visitor,
} from '../functions/interactions-fixtures.ts';
import { atOnce, race, statusCounts } from './race.ts';

useTempOutbox();
afterAll(removeFixtures);
beforeAll(() => {
  process.env.SCREENSHOTS = 'off'; // the SVG preview: the drafts here are about the database, not screenshots
});

race('a sign-up link opened 50 times at once makes one account', async () => {
  const email = uniqueEmail();
  const registered = await call(create, '/api/business/create', {
    method: 'POST',
    headers: { 'x-forwarded-for': freshIp() },
    json: { business_name: 'Race Bakery', business_email: email, business_password: GOOD_PASSWORD },
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
});

race(
  '20 saves of one version of the working copy at once: one wins, 19 answer 409',
  async () => {
    const owner = await genAccount(`Race Editor ${Date.now()}`);
    await makeDraft(owner.cookie);
    const state = (await loadSiteSpec(owner.id))!;
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        saveSiteSpec(
          owner.id,
          { ...state.spec, copy: { ...state.spec.copy, hero: { ...state.spec.copy.hero, headline: `Edit ${i}` } } },
          state.version,
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refusals.map((r) => (r.reason as { status?: number }).status)).toEqual(Array(19).fill(409));
  },
  { repeats: 5 },
);

race(`50 contact posts at once from one address: exactly ${CONTACT_RATE_LIMITS.perIp} get through`, async () => {
  const owner = await createAccount();
  const listing = await createListing(owner.id);
  const ip = freshVisitorIp();
  const answers = await atOnce(50, () => post('message', listing.id, visitor(), { ip }));
  expect(answers.filter((a) => a.status < 300)).toHaveLength(CONTACT_RATE_LIMITS.perIp);
  expect(statusCounts(answers)[429]).toBe(50 - CONTACT_RATE_LIMITS.perIp);
});
