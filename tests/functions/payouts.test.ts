// The payout account (Stripe Connect): creation and onboarding link, its state from account.updated,
// roles, another business, concurrent clicks and payments switched off. The real SDK, the stand-in.
import { describe, expect, it } from 'vitest';
import readAccount from '../../functions/payouts-account.mts';
import startOnboarding from '../../functions/payouts-onboarding.mts';
import webhook from '../../functions/stripe-webhook.mts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';
import { useStripeStandIn, withoutStripe } from './stripe-env.ts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { getEnv, resetEnvCache } from '../../src/server/env.ts';
import Stripe from 'stripe';

const stripe = useStripeStandIn();

const as = async (team: Team, role: keyof Team['users']) => ({
  cookie: await sessionFor(team.users[role].id, team.businessId),
});
const state = async (headers: { cookie: string }) =>
  (await call(readAccount, '/api/payouts/account', { headers })).body as Record<string, unknown>;
const onboard = (headers: { cookie: string }) =>
  call(startOnboarding, '/api/payouts/onboarding', { method: 'POST', headers });
const accountIdOf = async (businessId: string) => {
  const sql = 'SELECT stripe_account_id FROM payout_accounts WHERE business_id = $1';
  return (await query<{ stripe_account_id: string }>(sql, [businessId]))[0]?.stripe_account_id;
};
const accountsOf = (businessId: string) =>
  [...stripe.current.accounts.values()].filter((a) => a.metadata.business_id === businessId);

/** Stripe's account.updated for a connected account, signed as the stand-in signs; replayed with the same id. */
function accountUpdated(accountId: string, eventId?: string, snapshot?: Record<string, unknown>) {
  const object = snapshot ?? stripe.current.accounts.get(accountId)!;
  const d = stripe.current.delivery('account.updated', object, eventId, accountId);
  const headers = { 'stripe-signature': d.signature, 'content-type': 'application/json' };
  const sent = call(webhook, '/api/stripe/webhook', { method: 'POST', body: d.payload, headers });
  return sent.then((res) => ({ ...res, d }));
}

describe('payout account (Stripe Connect)', () => {
  it('an owner starts onboarding: one Express account, a link back to the dashboard, then active', async () => {
    const team = await makeTeam();
    const owner = await as(team, 'owner');
    expect(await state(owner)).toEqual({
      state: 'not_connected',
      charges_enabled: false,
      payouts_enabled: false,
      requirements_due: [],
      updated_at: null,
    });

    const res = await onboard(owner);
    expect(res.status).toBe(200);
    const url = expect.stringMatching(/\/connect\/onboarding\/acctlink_/);
    expect(res.body).toMatchObject({ url, expires_at: expect.any(Number) });
    const accountId = await accountIdOf(team.businessId);
    const account = stripe.current.accounts.get(accountId!)!;
    expect(account).toMatchObject({ type: 'express', country: 'CA', metadata: { business_id: team.businessId } });
    const link = stripe.current.requests.filter((r) => r.path === '/v1/account_links').at(-1)!.body;
    const dashboard = `${getEnv().siteUrl}/dashboard/shop/`;
    expect(link).toMatchObject({
      return_url: `${dashboard}?payouts=return`,
      refresh_url: `${dashboard}?payouts=refresh`,
    });
    const before = await state(owner);
    expect(before).toMatchObject({ state: 'onboarding_needed', charges_enabled: false });
    expect(before.requirements_due).toContain('external_account');

    stripe.current.onboard(accountId!, 'complete');
    const delivered = await accountUpdated(accountId!);
    expect(delivered.body).toEqual({ received: true });
    const active = { state: 'active', charges_enabled: true, payouts_enabled: true, requirements_due: [] };
    expect(await state(owner)).toMatchObject(active);

    // Active: no second onboarding; a second click never makes a second account.
    expect((await onboard(owner)).body).toMatchObject({ error: { code: 'payout_account_active' } });
    expect(accountsOf(team.businessId)).toHaveLength(1);
  });

  it('a replayed, re-sent or stale account.updated changes nothing: the state is re-read from Stripe', async () => {
    const team = await makeTeam();
    const owner = await as(team, 'owner');
    await onboard(owner);
    const accountId = (await accountIdOf(team.businessId))!;
    const staleSnapshot = structuredClone(stripe.current.accounts.get(accountId)!);

    stripe.current.onboard(accountId, 'restricted');
    const first = await accountUpdated(accountId);
    const due = ['individual.verification.document'];
    const restricted = { state: 'restricted', charges_enabled: true, payouts_enabled: false, requirements_due: due };
    expect(await state(owner)).toMatchObject(restricted);

    // The same event again (Stripe retries), a new event with the same content, and a late one carrying
    // the account as it was before onboarding: the state stays what Stripe says now.
    expect((await accountUpdated(accountId, first.d.eventId)).body).toEqual({ received: true, duplicate: true });
    expect((await accountUpdated(accountId)).status).toBe(200);
    expect((await accountUpdated(accountId, undefined, staleSnapshot)).status).toBe(200);
    expect(await state(owner)).toMatchObject(restricted);
    expect(await query('SELECT 1 FROM payout_accounts WHERE stripe_account_id = $1', [accountId])).toHaveLength(1);

    // A restricted account can be sent back to onboarding.
    expect((await onboard(owner)).status).toBe(200);
  });

  it('account.updated for an account that is not one of ours is received and changes nothing', async () => {
    const other = await getStripe().accounts.create({ type: 'express', country: 'CA' });
    const before = await query('SELECT business_id, state FROM payout_accounts ORDER BY business_id');
    expect((await accountUpdated(other.id)).body).toEqual({ received: true });
    expect(await query('SELECT business_id, state FROM payout_accounts ORDER BY business_id')).toEqual(before);
  });

  it('only the owner and managers; another business’s owner sees and changes only their own', async () => {
    const team = await makeTeam();
    for (const role of ['staff', 'viewer'] as const) {
      const headers = await as(team, role);
      expect((await call(readAccount, '/api/payouts/account', { headers })).status).toBe(403);
      expect((await onboard(headers)).status).toBe(403);
    }
    expect((await onboard(await as(team, 'manager'))).status).toBe(200);
    const accountId = (await accountIdOf(team.businessId))!;
    stripe.current.onboard(accountId, 'complete');
    await accountUpdated(accountId);

    const stranger = await makeTeam();
    const strangerOwner = await as(stranger, 'owner');
    expect(await state(strangerOwner)).toMatchObject({ state: 'not_connected' });
    expect((await onboard(strangerOwner)).status).toBe(200);
    expect(await accountIdOf(stranger.businessId)).not.toBe(accountId);
    expect(await state(await as(team, 'owner'))).toMatchObject({ state: 'active' });
    expect(await state(strangerOwner)).toMatchObject({ state: 'onboarding_needed' });
    expect((await call(readAccount, '/api/payouts/account')).status).toBe(401);
  });

  it('five clicks at once make one account and one row', async () => {
    const team = await makeTeam();
    const owner = await as(team, 'owner');
    const answers = await Promise.all(Array.from({ length: 5 }, () => onboard(owner)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(accountsOf(team.businessId)).toHaveLength(1);
    expect(await query('SELECT 1 FROM payout_accounts WHERE business_id = $1', [team.businessId])).toHaveLength(1);
  });

  it('verifies events from the Connect endpoint with its own signing secret', async () => {
    const team = await makeTeam();
    await onboard(await as(team, 'owner'));
    const accountId = (await accountIdOf(team.businessId))!;
    stripe.current.onboard(accountId, 'complete');
    const payload = JSON.parse(stripe.current.delivery('account.updated', {}, undefined, accountId).payload);
    payload.data.object = stripe.current.accounts.get(accountId);
    const body = JSON.stringify(payload);
    const signedWith = (secret: string) => ({
      'stripe-signature': new Stripe('sk_x').webhooks.generateTestHeaderString({ payload: body, secret }),
      'content-type': 'application/json',
    });
    const send = (secret: string) =>
      call(webhook, '/api/stripe/webhook', { method: 'POST', body, headers: signedWith(secret) });
    expect((await send('whsec_connect_endpoint')).status).toBe(400);
    process.env.STRIPE_CONNECT_WEBHOOK_SECRET = 'whsec_connect_endpoint';
    resetEnvCache();
    try {
      expect((await send('whsec_someone_else')).status).toBe(400);
      expect((await send('whsec_connect_endpoint')).body).toEqual({ received: true });
    } finally {
      delete process.env.STRIPE_CONNECT_WEBHOOK_SECRET;
      resetEnvCache();
    }
    expect(await state(await as(team, 'owner'))).toMatchObject({ state: 'active' });
  });

  it('with payments off, onboarding answers a plain 503 and the state still reads', async () => {
    const team = await makeTeam();
    const owner = await as(team, 'owner');
    await withoutStripe(async () => {
      const res = await onboard(owner);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ error: { code: 'payments_not_configured' } });
      expect(await state(owner)).toMatchObject({ state: 'not_connected' });
    });
    expect(await query('SELECT 1 FROM payout_accounts WHERE business_id = $1', [team.businessId])).toEqual([]);
  });
});
