// Refunds reported by Stripe (issue 40): a refund made in Stripe's Dashboard appears on its order once (twice
// delivered, or as both refund.created and refund.updated); the echo of Main Street's own refund adds nothing and
// completes a reservation our process left pending.
import { afterAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { refundOrder } from '../../src/server/shop/order-refunds.ts';
import { render } from '../../src/server/stripe/test-mode/connect-payments.ts';
import { removeFixtures } from './interactions-fixtures.ts';
import { useStripeStandIn } from './stripe-env.ts';
import * as shop from './shop-fixtures.ts';

const stripe = useStripeStandIn();
afterAll(async () => {
  await removeFixtures();
  await shop.removeShopListings();
});

/** A paid order of two muffins (7.35 with HST), on an active payout account. */
async function paidOrder() {
  const s = await shop.createShop();
  shop.activate(stripe.current, s);
  const res = await shop.placeOrder(shop.cart(s, [['muffin', 2]]));
  const id = (res.body as { order_id: string }).order_id;
  const { intent } = await shop.payWithCard(stripe.current, id);
  await shop.deliver(shop.intentEvent(stripe.current, 'payment_intent.succeeded', intent.id));
  expect(await shop.orderRow(id)).toMatchObject({ status: 'new', refunded_cents: 0 });
  return { s, id, intentId: intent.id as string };
}

const refundEvent = (type: string, refundId: string, eventId?: string) => {
  const refund = stripe.current.refunds.get(refundId)!;
  return stripe.current.delivery(type, render(refund), eventId, refund._account);
};
const refundsOf = (orderId: string) =>
  query<{ stripe_refund_id: string; amount_cents: number; reason: string; state: string }>(
    'SELECT stripe_refund_id, amount_cents, reason, state FROM order_refunds WHERE order_id = $1 ORDER BY created_at',
    [orderId],
  );

describe('refund.created / refund.updated on a connected account', () => {
  it('a refund made in the Dashboard appears on the order once, however often it is delivered', async () => {
    const { s, id, intentId } = await paidOrder();
    const refund = stripe.current.refundFromDashboard(s.accountId, intentId, 300);
    const created = refundEvent('refund.created', refund.id);
    expect((await shop.deliver(created)).body).toEqual({ received: true });
    expect((await shop.deliver(created)).body).toEqual({ received: true, duplicate: true });
    expect((await shop.deliver(refundEvent('refund.updated', refund.id))).body).toEqual({ received: true });
    expect(await refundsOf(id)).toEqual([
      { stripe_refund_id: refund.id, amount_cents: 300, reason: 'Refunded outside Main Street', state: 'succeeded' },
    ]);
    expect((await shop.orderRow(id)).refunded_cents).toBe(300);
  });

  it('the echo of Main Street’s own refund records nothing more', async () => {
    const { s, id } = await paidOrder();
    const ours = await refundOrder(s.businessId, id, null, { amountCents: 200, reason: 'Cold coffee' });
    const [row] = await refundsOf(id);
    expect(row).toMatchObject({ amount_cents: 200, reason: 'Cold coffee', state: 'succeeded' });
    await shop.deliver(refundEvent('refund.created', row!.stripe_refund_id));
    expect(await refundsOf(id)).toHaveLength(1);
    expect((await shop.orderRow(id)).refunded_cents).toBe(200);
    expect(ours.amountCents).toBe(200);
  });

  it('a reservation left pending (our process stopped after Stripe refunded) is completed by the echo', async () => {
    const { s, id, intentId } = await paidOrder();
    const [pending] = await query<{ id: string }>(
      `WITH r AS (INSERT INTO order_refunds (order_id, amount_cents, state, reason)
                  VALUES ($1, 150, 'pending', 'Missing muffin') RETURNING id, order_id)
       UPDATE orders SET refunded_cents = refunded_cents + 150 FROM r WHERE orders.id = r.order_id RETURNING r.id`,
      [id],
    );
    const refund = await getStripe().refunds.create(
      { payment_intent: intentId, amount: 150, metadata: { order_id: id, order_refund_id: pending!.id } },
      { stripeAccount: s.accountId },
    );
    await shop.deliver(refundEvent('refund.created', refund.id));
    expect(await refundsOf(id)).toEqual([
      { stripe_refund_id: refund.id, amount_cents: 150, reason: 'Missing muffin', state: 'succeeded' },
    ]);
    expect((await shop.orderRow(id)).refunded_cents).toBe(150);
  });

  it('a refund of a payment that is no order (a booking deposit, another platform) changes nothing', async () => {
    const { s } = await paidOrder();
    const other = await getStripe().paymentIntents.create(
      { amount: 900, currency: 'cad', payment_method: 'pm_card_visa', confirm: true },
      { stripeAccount: s.accountId },
    );
    const refund = stripe.current.refundFromDashboard(s.accountId, other.id);
    const answer = await shop.deliver(refundEvent('refund.created', refund.id));
    expect(answer.body).toEqual({ received: true });
    expect(await query('SELECT 1 FROM order_refunds WHERE stripe_refund_id = $1', [refund.id])).toHaveLength(0);
  });
});
