// Deleting an account whose business has a paid plan: the subscription is cancelled at Stripe at once
// (through the real SDK and the stand-in's DELETE /v1/subscriptions/{id}), then the business is closed.
import { beforeAll, describe, expect, it } from 'vitest';
import del from '../../functions/account-delete.mts';
import createSubscription from '../../functions/commerce-create-subscription.mts';
import webhook from '../../functions/stripe-webhook.mts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';
import { CANCEL_FAILED } from '../../src/server/accounts/account-deletion.ts';
import { call } from './helpers.ts';
import { GOOD_PASSWORD, registerAccount, type TestAccount } from './accounts-helpers.ts';
import { useStripeStandIn } from './stripe-env.ts';

const stripe = useStripeStandIn();
beforeAll(async () => {
  await setupStripeCatalog(getStripe());
});

async function payingOwner(): Promise<{ owner: TestAccount; sub: string }> {
  const owner = await registerAccount({}, 'Paid Plan Bakery');
  const res = await call(createSubscription, '/api/commerce/create-subscription', {
    method: 'POST',
    json: { plan: 'complete' },
    headers: { cookie: owner.cookie },
  });
  const sub = (res.body as { subscriptionId: string }).subscriptionId;
  const paid = stripe.current.delivery('invoice.paid', stripe.current.pay(sub));
  await call(webhook, '/api/stripe/webhook', {
    method: 'POST',
    body: paid.payload,
    headers: { 'stripe-signature': paid.signature, 'content-type': 'application/json' },
  });
  const [row] = await query<{ rank: string }>('SELECT rank FROM businesses WHERE id = $1', [owner.id]);
  expect(row?.rank).toBe('complete');
  return { owner, sub };
}
const deleteAs = (owner: TestAccount) =>
  call(del, '/api/account/delete', {
    method: 'POST',
    headers: { cookie: owner.cookie },
    json: { current_password: GOOD_PASSWORD, confirm: 'DELETE' },
  });

describe('delete an account with an active paid plan', () => {
  it('cancels the subscription at Stripe at once, then closes the business', async () => {
    const { owner, sub } = await payingOwner();
    const res = await deleteAs(owner);
    expect(res.status).toBe(200);
    const cancel = stripe.current.requests.filter(
      (r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${sub}`,
    );
    expect(cancel).toHaveLength(1);
    expect(cancel[0]?.stripeVersion).toBe('2026-10-28.endive');
    expect(stripe.current.subscriptions.get(sub)?.status).toBe('canceled');
    expect(await query('SELECT 1 FROM businesses WHERE id = $1', [owner.id])).toHaveLength(0);
    expect(await query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [owner.email])).toHaveLength(0);
  });

  it('a subscription already gone at Stripe does not block the deletion', async () => {
    const { owner, sub } = await payingOwner();
    stripe.current.subscriptions.delete(sub);
    expect((await deleteAs(owner)).status).toBe(200);
    expect(await query('SELECT 1 FROM businesses WHERE id = $1', [owner.id])).toHaveLength(0);
  });

  it('when Stripe cannot cancel, nothing is deleted and the owner is told to try again', async () => {
    const { owner, sub } = await payingOwner();
    const port = process.env.STRIPE_API_PORT;
    await stripe.current.close(); // Stripe unreachable
    try {
      const res = await deleteAs(owner);
      expect(res).toMatchObject({ status: 502, body: { error: { code: 'cancel_failed', message: CANCEL_FAILED } } });
    } finally {
      stripe.current = await (
        await import('../../src/server/stripe/test-mode/stand-in.ts')
      ).startStripeStandIn({ port: Number(port) });
    }
    expect(await query('SELECT 1 FROM businesses WHERE id = $1', [owner.id])).toHaveLength(1);
    expect(
      (await query<{ status: string }>('SELECT status FROM subscriptions WHERE stripe_subscription_id = $1', [sub]))[0]
        ?.status,
    ).toBe('active');
  });
});
