// The owner's orders (issue 40) on real PostgreSQL: 20 'accept' clicks at once make one transition (19 answer 409),
// and 10 partial refunds at once never refund more than the order's total, in the database or on Stripe. Stripe is
// called outside any transaction: each refund is reserved first in one conditional UPDATE, and a refusal gives it
// back (tested with Stripe refusing part of them).
import { expect } from 'vitest';
import actionFn from '../../functions/shop-order-action.mts';
import refundFn from '../../functions/shop-order-refund.mts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { call } from '../functions/helpers.ts';
import { useTempOutbox } from '../functions/outbox.ts';
import { useStripeStandIn } from '../functions/stripe-env.ts';
import { makeTeam, sessionFor } from '../functions/team-helpers.ts';
import { insertOrder, paidOnConnectedAccount, priceOrder, type FixtureOrder } from '../fixtures/shop-orders.ts';
import { atOnce, race, statusCounts } from './race.ts';

useTempOutbox();
const stripe = useStripeStandIn();

async function paidOrder() {
  const team = await makeTeam({ name: 'Race Cafe' });
  const order: FixtureOrder = {
    businessId: team.businessId,
    lines: [{ name: 'Latte', unitPriceCents: 1000, quantity: 2 }],
  };
  const activate = (id: string) => void stripe.current.onboard(id, 'complete');
  const payment = await paidOnConnectedAccount(getStripe(), priceOrder(order).total, activate);
  const made = await insertOrder(order, payment);
  return { ...made, payment, owner: await sessionFor(team.users.owner.id, team.businessId), team };
}

const refund = (cookie: string, order_id: string, amount_cents: number) =>
  call(refundFn, '/api/shop/orders/refund', { method: 'POST', json: { order_id, amount_cents }, headers: { cookie } });

async function ledger(orderId: string, paymentIntentId: string) {
  const [order] = await query<{ refunded_cents: number; status: string }>(
    'SELECT refunded_cents, status FROM orders WHERE id = $1',
    [orderId],
  );
  const rows = await query<{ amount_cents: number; state: string }>(
    'SELECT amount_cents, state FROM order_refunds WHERE order_id = $1',
    [orderId],
  );
  const onStripe = [...stripe.current.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);
  return { order: order!, rows, stripeTotal: onStripe.reduce((sum, r) => sum + Number(r.amount), 0) };
}

race('20 staff click Accept on one order at once: one transition, 19 answer 409', async () => {
  const { id, team } = await paidOrder();
  const staff = await sessionFor(team.users.staff.id, team.businessId);
  const answers = await atOnce(20, () =>
    call(actionFn, '/api/shop/orders/action', {
      method: 'POST',
      json: { order_id: id, action: 'accept' },
      headers: { cookie: staff },
    }),
  );
  expect(statusCounts(answers)).toEqual({ 200: 1, 409: 19 });
  const [row] = await query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [id]);
  expect(row!.status).toBe('accepted');
});

race('10 partial refunds of a quarter of the total at once: 4 go through, never more than the total', async () => {
  const order = await paidOrder(); // $20.00 + 13% HST = $22.60
  const quarter = Math.floor(order.total / 4);
  const answers = await atOnce(10, () => refund(order.owner, order.id, quarter));
  expect(statusCounts(answers)).toEqual({ 200: 4, 409: 6 });
  const { order: row, rows, stripeTotal } = await ledger(order.id, order.payment.paymentIntentId);
  expect(row.refunded_cents).toBe(4 * quarter);
  expect(rows.every((r) => r.state === 'succeeded')).toBe(true);
  expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(4 * quarter);
  expect(stripeTotal).toBe(4 * quarter);
});

race(
  '10 refunds at once while Stripe refuses what it already refunded elsewhere: each refusal is given back',
  async () => {
    const order = await paidOrder();
    // Half the charge was refunded on Stripe directly (say from Stripe's dashboard): our books do not know it, so
    // Stripe refuses the refunds past its half and each of those reservations must be given back.
    const half = Math.floor(order.total / 2);
    await getStripe().refunds.create(
      { payment_intent: order.payment.paymentIntentId, amount: half },
      { stripeAccount: order.payment.accountId },
    );
    const answers = await atOnce(10, () => refund(order.owner, order.id, 300));
    const counts = statusCounts(answers);
    const through = counts[200] ?? 0;
    expect(through).toBe(Math.floor((order.total - half) / 300));
    expect(through + (counts[502] ?? 0) + (counts[409] ?? 0)).toBe(10);
    const { order: row, rows, stripeTotal } = await ledger(order.id, order.payment.paymentIntentId);
    expect(row.refunded_cents).toBe(through * 300);
    expect(rows).toHaveLength(through);
    expect(rows.every((r) => r.state === 'succeeded')).toBe(true);
    expect(stripeTotal).toBe(half + through * 300);
  },
);
