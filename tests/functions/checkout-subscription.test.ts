import { beforeAll, describe, expect, it } from 'vitest';
import initCheckout from '../../functions/commerce-init-checkout.mts';
import createSubscription from '../../functions/commerce-create-subscription.mts';
import updateRank from '../../functions/business-update-rank.mts';
import authFn from '../../functions/business-auth.mts';
import { call } from './helpers.ts';
import { registerAccount, sessionCookie, setCookies, type TestAccount } from './accounts-helpers.ts';
import { useStripeStandIn, withoutStripe } from './stripe-env.ts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { PAYMENTS_NOT_CONFIGURED } from '../../src/server/stripe/payments-mode.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';

const stripe = useStripeStandIn();
beforeAll(async () => {
  await setupStripeCatalog(getStripe());
});

const subscribe = (account: TestAccount, json: unknown) =>
  call(createSubscription, '/api/commerce/create-subscription', {
    method: 'POST',
    json,
    headers: { cookie: account.cookie },
  });
const confirm = (account: TestAccount, json: unknown = {}) =>
  call(updateRank, '/api/business/update-rank', { method: 'POST', json, headers: { cookie: account.cookie } });
const rankOf = async (id: string) =>
  (await query<{ rank: string }>('SELECT rank FROM businesses WHERE id = $1', [id]))[0]?.rank;

describe('GET /api/commerce/init-checkout', () => {
  it('needs a session', async () => {
    expect((await call(initCheckout, '/api/commerce/init-checkout')).status).toBe(401);
  });

  it('serves the publishable key at run time', async () => {
    const account = await registerAccount();
    const res = await call(initCheckout, '/api/commerce/init-checkout', { headers: { cookie: account.cookie } });
    expect(res.body).toEqual({
      configured: true,
      test_mode: false,
      publishable_key: 'pk_test_standin',
      stripe_js_url: null,
      message: null,
      email: account.email,
      rank: 'registered',
    });
  });

  it('says plainly that payments are not configured when there are no Stripe keys', async () => {
    const account = await registerAccount();
    await withoutStripe(async () => {
      const res = await call(initCheckout, '/api/commerce/init-checkout', { headers: { cookie: account.cookie } });
      expect(res.body).toMatchObject({ configured: false, publishable_key: null, message: PAYMENTS_NOT_CONFIGURED });
      const sub = await subscribe(account, { plan: 'web-hosting' });
      expect(sub.status).toBe(503);
      expect(sub.body).toEqual({ error: { code: 'payments_not_configured', message: PAYMENTS_NOT_CONFIGURED } });
    });
    expect(await rankOf(account.id)).toBe('registered');
  });
});

describe('POST /api/commerce/create-subscription', () => {
  it('needs a session and a plan', async () => {
    expect(
      (
        await call(createSubscription, '/api/commerce/create-subscription', {
          method: 'POST',
          json: { plan: 'complete' },
        })
      ).status,
    ).toBe(401);
    const account = await registerAccount();
    const res = await subscribe(account, { plan: 'gold' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { fields: { plan: ['Please select a pricing plan'] } } });
  });

  it('creates an incomplete subscription for the session’s own customer, at the lookup_key price', async () => {
    const account = await registerAccount();
    const other = await registerAccount();
    // Whatever customer or email the browser names is ignored.
    const res = await subscribe(account, {
      plan: 'complete',
      customer: 'cus_someone_else',
      currentAuthBusiness: other.email,
    });
    expect(res.status).toBe(200);
    const { subscriptionId, clientSecret } = res.body as { subscriptionId: string; clientSecret: string };
    expect(subscriptionId).toMatch(/^sub_/);
    expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const sub = stripe.current.subscriptions.get(subscriptionId)!;
    expect(sub.status).toBe('incomplete');
    expect(sub.payment_behavior).toBe('default_incomplete');
    expect(sub.items.data[0].price).toMatchObject({
      lookup_key: 'main_street_complete_monthly',
      unit_amount: 4500,
      currency: 'cad',
    });
    expect(stripe.current.customers.get(sub.customer)).toMatchObject({
      email: account.email,
      metadata: { business_id: account.id },
    });
    const [row] = await query('SELECT stripe_customer_id FROM businesses WHERE id = $1', [account.id]);
    expect(row?.stripe_customer_id).toBe(sub.customer);
    // A second click resumes the same pending subscription instead of making another.
    const again = await subscribe(account, { plan: 'complete' });
    expect((again.body as { subscriptionId: string }).subscriptionId).toBe(subscriptionId);
    expect(await rankOf(account.id)).toBe('registered');
  });
});

describe('POST /api/business/update-rank', () => {
  it('sets the rank only from an active subscription read back from Stripe, with a new session cookie', async () => {
    const account = await registerAccount();
    const { subscriptionId } = (await subscribe(account, { plan: 'web-hosting' })).body as { subscriptionId: string };

    // Not paid yet: the browser claiming a rank or an amount changes nothing.
    const early = await confirm(account, {
      subscriptionId,
      business_rank_id: 4500,
      rank: 'complete',
      business_email: account.email,
    });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: { code: 'payment_incomplete' } });
    expect(await rankOf(account.id)).toBe('registered');

    stripe.current.pay(subscriptionId);
    const res = await confirm(account, { subscriptionId, business_rank_id: 4500, rank: 'complete' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 200, token: true, auth: { rank: 'web-hosting' } });
    expect(setCookies(res.headers)[0]).toMatch(/^accessToken=/);
    expect(await rankOf(account.id)).toBe('web-hosting');
    const fresh = await call(authFn, '/api/business/auth', { headers: { cookie: sessionCookie(res.headers) } });
    expect(fresh.body).toMatchObject({ rank: 'web-hosting' });
    const payments = await query('SELECT amount_cents, status FROM payments WHERE business_id = $1', [account.id]);
    expect(payments).toEqual([{ amount_cents: 1500, status: 'paid' }]);
    // Paid plans cannot be bought twice.
    expect((await subscribe(account, { plan: 'complete' })).status).toBe(409);
  });

  it('finds the account’s latest subscription when none is named', async () => {
    const account = await registerAccount();
    const { subscriptionId } = (await subscribe(account, { plan: 'complete' })).body as { subscriptionId: string };
    stripe.current.pay(subscriptionId);
    expect((await confirm(account)).body).toMatchObject({ auth: { rank: 'complete' } });
  });

  it('refuses another account’s subscription', async () => {
    const payer = await registerAccount();
    const { subscriptionId } = (await subscribe(payer, { plan: 'complete' })).body as { subscriptionId: string };
    stripe.current.pay(subscriptionId);
    const thief = await registerAccount();
    await subscribe(thief, { plan: 'web-hosting' }); // gives the thief a Stripe customer of its own
    const res = await confirm(thief, { subscriptionId });
    expect(res.status).toBe(403);
    expect(await rankOf(thief.id)).toBe('registered');
  });

  it('answers 404 for a subscription Stripe does not know and 400 for a malformed id', async () => {
    const account = await registerAccount();
    expect((await confirm(account)).status).toBe(404);
    expect((await confirm(account, { subscriptionId: 'sub_doesnotexist' })).status).toBe(404);
    expect((await confirm(account, { subscriptionId: '../../v1/customers' })).status).toBe(400);
  });

  it('records the referrer’s commission for a referred account’s first payment (25% of $45)', async () => {
    const referrer = await registerAccount();
    const referred = await registerAccount({ referral_id: referrer.referralCode });
    const { subscriptionId } = (await subscribe(referred, { plan: 'complete' })).body as { subscriptionId: string };
    stripe.current.pay(subscriptionId);
    await confirm(referred, { subscriptionId });
    await confirm(referred, { subscriptionId }); // twice: still one commission
    const rows = await query(
      'SELECT referrer_id, plan, rate_percent, amount_cents FROM referral_commissions WHERE referred_id = $1',
      [referred.id],
    );
    expect(rows).toEqual([{ referrer_id: referrer.id, plan: 'complete', rate_percent: 25, amount_cents: 1125 }]);
  });
});
