import { beforeAll, describe, expect, it } from 'vitest';
import webhook from '../../functions/stripe-webhook.mts';
import createSubscription from '../../functions/commerce-create-subscription.mts';
import { call } from './helpers.ts';
import { registerAccount, type TestAccount } from './accounts-helpers.ts';
import { useStripeStandIn, withoutStripe } from './stripe-env.ts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';

const stripe = useStripeStandIn();
beforeAll(async () => {
  await setupStripeCatalog(getStripe());
});

type Delivery = { payload: string; signature: string; eventId: string };
const deliver = (d: Pick<Delivery, 'payload' | 'signature'>) =>
  call(webhook, '/api/stripe/webhook', {
    method: 'POST',
    body: d.payload,
    headers: { 'stripe-signature': d.signature, 'content-type': 'application/json' },
  });

async function subscribed(account: TestAccount, plan: 'web-hosting' | 'complete'): Promise<string> {
  const res = await call(createSubscription, '/api/commerce/create-subscription', {
    method: 'POST',
    json: { plan },
    headers: { cookie: account.cookie },
  });
  return (res.body as { subscriptionId: string }).subscriptionId;
}
const rankOf = async (id: string) =>
  (await query<{ rank: string }>('SELECT rank FROM businesses WHERE id = $1', [id]))[0]?.rank;
const commissions = (referredId: string) =>
  query(
    'SELECT referrer_id, plan, rate_percent, amount_cents FROM referral_commissions WHERE referred_id = $1 ORDER BY created_at',
    [referredId],
  );

describe('POST /api/stripe/webhook', () => {
  it('refuses a forged or missing signature and records nothing', async () => {
    const account = await registerAccount();
    const sub = await subscribed(account, 'complete');
    const invoice = stripe.current.pay(sub);
    const real = stripe.current.delivery('invoice.paid', invoice);
    const forged = { payload: real.payload.replace('"invoice.paid"', '"invoice.paid" '), signature: real.signature };
    const otherSecret = { payload: real.payload, signature: real.signature.replace(/v1=\w+/, 'v1=' + 'a'.repeat(64)) };
    for (const attempt of [forged, otherSecret, { payload: real.payload, signature: '' }]) {
      const res = await deliver(attempt);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: { code: 'bad_signature' } });
    }
    expect(await rankOf(account.id)).toBe('registered');
    expect(await query('SELECT 1 FROM stripe_events WHERE id = $1', [real.eventId])).toEqual([]);
  });

  it('invoice.paid upgrades the rank and pays the referrer 20% of $15 once, even when replayed', async () => {
    const referrer = await registerAccount();
    const referred = await registerAccount({ referral_id: referrer.referralCode });
    const sub = await subscribed(referred, 'web-hosting');
    const delivery = stripe.current.delivery('invoice.paid', stripe.current.pay(sub));
    expect((await deliver(delivery)).body).toEqual({ received: true });
    expect(await rankOf(referred.id)).toBe('web-hosting');
    expect(await commissions(referred.id)).toEqual([
      { referrer_id: referrer.id, plan: 'web-hosting', rate_percent: 20, amount_cents: 300 },
    ]);

    // The same event again: nothing changes.
    expect((await deliver(delivery)).body).toEqual({ received: true, duplicate: true });
    expect(await commissions(referred.id)).toHaveLength(1);
    expect(await query('SELECT status FROM payments WHERE business_id = $1', [referred.id])).toEqual([
      { status: 'paid' },
    ]);

    // Next month's paid invoice: a second commission.
    await deliver(stripe.current.delivery('invoice.paid', stripe.current.renew(sub, 'paid')));
    expect(await commissions(referred.id)).toHaveLength(2);
  });

  it('a failed renewal downgrades to registered, with no commission; a later payment restores the plan', async () => {
    const referrer = await registerAccount();
    const referred = await registerAccount({ referral_id: referrer.referralCode });
    const sub = await subscribed(referred, 'complete');
    await deliver(stripe.current.delivery('invoice.paid', stripe.current.pay(sub)));
    expect(await rankOf(referred.id)).toBe('complete');

    const failed = stripe.current.renew(sub, 'failed');
    expect((await deliver(stripe.current.delivery('invoice.payment_failed', failed))).status).toBe(200);
    expect(await rankOf(referred.id)).toBe('registered');
    expect(await query('SELECT status, amount_cents FROM payments WHERE stripe_invoice_id = $1', [failed.id])).toEqual([
      { status: 'failed', amount_cents: 4500 },
    ]);
    expect(await commissions(referred.id)).toHaveLength(1);

    // Stripe retries the same invoice and it goes through.
    Object.assign(stripe.current.invoices.get(failed.id)!, { status: 'paid', amount_paid: 4500 });
    stripe.current.subscriptions.get(sub)!.status = 'active';
    await deliver(stripe.current.delivery('invoice.paid', { ...failed, status: 'paid', amount_paid: 4500 }));
    expect(await rankOf(referred.id)).toBe('complete');
    expect(await query('SELECT status FROM payments WHERE stripe_invoice_id = $1', [failed.id])).toEqual([
      { status: 'paid' },
    ]);
    expect(await commissions(referred.id)).toHaveLength(2);
  });

  it('a cancellation downgrades to registered; invoices of a cancelled subscription earn no commission', async () => {
    const referrer = await registerAccount();
    const referred = await registerAccount({ referral_id: referrer.referralCode });
    const sub = await subscribed(referred, 'web-hosting');
    const firstInvoice = stripe.current.pay(sub);
    const cancelled = stripe.current.cancel(sub);
    expect((await deliver(stripe.current.delivery('customer.subscription.deleted', cancelled))).status).toBe(200);
    expect(await rankOf(referred.id)).toBe('registered');
    // The paid invoice is reported late, after the cancellation: recorded, but no commission.
    await deliver(stripe.current.delivery('invoice.paid', firstInvoice));
    expect(await rankOf(referred.id)).toBe('registered');
    expect(await query('SELECT status FROM payments WHERE stripe_invoice_id = $1', [firstInvoice.id])).toEqual([
      { status: 'paid' },
    ]);
    expect(await commissions(referred.id)).toEqual([]);
  });

  it('customer.subscription.updated follows Stripe’s current state, not the event’s copy', async () => {
    const account = await registerAccount();
    const sub = await subscribed(account, 'complete');
    stripe.current.pay(sub);
    // The event carries a stale 'incomplete' copy; Stripe now says active.
    const stale = { ...stripe.current.subscriptions.get(sub)!, status: 'incomplete' };
    await deliver(stripe.current.delivery('customer.subscription.updated', stale));
    expect(await rankOf(account.id)).toBe('complete');
  });

  it('the listing follows its owner’s rank', async () => {
    const account = await registerAccount();
    await query(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, city, city_slug, state_code, country_code)
       VALUES ($1, $2, 'Rank Follow Cafe', 'registered', 'Calgary', 'calgary', 'AB', 'CA')`,
      [`rank-follow-${account.id.slice(0, 8)}`, account.id],
    );
    const sub = await subscribed(account, 'web-hosting');
    await deliver(stripe.current.delivery('invoice.paid', stripe.current.pay(sub)));
    expect(await query('SELECT business_rank FROM listings WHERE owner_id = $1', [account.id])).toEqual([
      { business_rank: 'web-hosting' },
    ]);
  });

  it('acknowledges event types it does not handle', async () => {
    const res = await deliver(stripe.current.delivery('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(res.body).toEqual({ received: true, ignored: true });
  });

  it('answers 503 when no webhook secret is configured', async () => {
    const d = stripe.current.delivery('invoice.paid', { id: 'in_x' });
    await withoutStripe(async () => expect((await deliver(d)).status).toBe(503));
  });
});
