// Refunds reported by Stripe on real PostgreSQL (issue 40): a refund made in Stripe's Dashboard, its event
// delivered 20 times at once, or as 20 different events (refund.created and refund.updated), is recorded once.
import { afterAll, expect } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { render } from '../../src/server/stripe/test-mode/connect-payments.ts';
import { removeFixtures } from '../functions/interactions-fixtures.ts';
import { useStripeStandIn } from '../functions/stripe-env.ts';
import * as shop from '../functions/shop-fixtures.ts';
import { atOnce, race } from './race.ts';

const stripe = useStripeStandIn();
afterAll(async () => {
  await removeFixtures();
  await shop.removeShopListings();
});

async function refundedInDashboard(amount: number) {
  const s = await shop.createShop({ items: { cake: { price: 2000 } } });
  shop.activate(stripe.current, s);
  const orderId = ((await shop.placeOrder(shop.cart(s, [['cake', 1]]))).body as { order_id: string }).order_id;
  const { intent } = await shop.payWithCard(stripe.current, orderId);
  await shop.deliver(shop.intentEvent(stripe.current, 'payment_intent.succeeded', intent.id));
  const refund = stripe.current.refundFromDashboard(s.accountId, intent.id, amount);
  const event = (type: string, eventId?: string) => stripe.current.delivery(type, render(refund), eventId, s.accountId);
  return { orderId, refund, event };
}

const recorded = async (orderId: string) => ({
  rows: await query<{ amount_cents: number }>('SELECT amount_cents FROM order_refunds WHERE order_id = $1', [orderId]),
  refunded: (await shop.orderRow(orderId)).refunded_cents,
});

race('one refund.created delivered 20 times at once: one recorded refund', async () => {
  const { orderId, event } = await refundedInDashboard(500);
  const d = event('refund.created');
  const answers = await atOnce(20, () => shop.deliver(d));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(answers.filter((a) => !(a.body as { duplicate?: true }).duplicate)).toHaveLength(1);
  expect(await recorded(orderId)).toEqual({ rows: [{ amount_cents: 500 }], refunded: 500 });
});

race('20 different events of one refund at once (created and updated): one recorded refund', async () => {
  const { orderId, event } = await refundedInDashboard(700);
  const answers = await atOnce(20, (i) => shop.deliver(event(i % 2 ? 'refund.updated' : 'refund.created')));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(await recorded(orderId)).toEqual({ rows: [{ amount_cents: 700 }], refunded: 700 });
});
