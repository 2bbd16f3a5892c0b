// The shop's stock and payments on real PostgreSQL (issue 40): 50 buyers racing for the last 3 units get exactly
// 3 orders (the conditional stock UPDATE); one payment event delivered 20 times at once pays one order and takes
// stock once; an expiry racing a late payment and a new buyer never sells the last unit twice.
import { afterAll, expect } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { expireHeldOrders } from '../../src/server/shop/order-expiry.ts';
import { removeFixtures } from '../functions/interactions-fixtures.ts';
import { useStripeStandIn } from '../functions/stripe-env.ts';
import * as shop from '../functions/shop-fixtures.ts';
import { atOnce, race, statusCounts } from './race.ts';

const stripe = useStripeStandIn();
afterAll(async () => {
  await removeFixtures();
  await shop.removeShopListings();
});

const ready = async (stock: number) => {
  const s = await shop.createShop({ items: { last: { price: 500, stock } } });
  shop.activate(stripe.current, s);
  return s;
};
const idOf = (res: { body: unknown }) => (res.body as { order_id: string }).order_id;
const paid = async (businessId: string) =>
  (await query("SELECT id FROM orders WHERE business_id = $1 AND status = 'new'", [businessId])).length;

race('50 buyers at once for the last 3 units: 3 orders held and paid, 47 told it sold out, stock 0', async () => {
  const s = await ready(3);
  const answers = await atOnce(50, () => shop.placeOrder(shop.cart(s, [['last', 1]])));
  expect(statusCounts(answers)).toEqual({ 201: 3, 409: 47 });
  expect(await shop.stockOf(s.items.last!)).toBe(0);
  for (const res of answers.filter((a) => a.status === 201)) {
    const { intent } = await shop.payWithCard(stripe.current, idOf(res));
    await shop.deliver(shop.intentEvent(stripe.current, 'payment_intent.succeeded', intent.id));
  }
  expect(await paid(s.businessId)).toBe(3);
  expect(await shop.stockOf(s.items.last!)).toBe(0);
});

race('one payment_intent.succeeded delivered 20 times at once: one paid order, stock taken once', async () => {
  const s = await ready(5);
  const res = await shop.placeOrder(shop.cart(s, [['last', 2]]));
  const { intent } = await shop.payWithCard(stripe.current, idOf(res));
  const d = shop.intentEvent(stripe.current, 'payment_intent.succeeded', intent.id);
  const answers = await atOnce(20, () => shop.deliver(d));
  expect(answers.every((a) => a.status === 200)).toBe(true);
  expect(answers.filter((a) => !(a.body as { duplicate?: true }).duplicate)).toHaveLength(1);
  expect(await shop.orderRow(idOf(res))).toMatchObject({ status: 'new' });
  expect(await shop.stockOf(s.items.last!)).toBe(3);
});

race('a lapsed hold: its expiry, its late payment and a new buyer at once never sell the last unit twice', async () => {
  const s = await ready(1);
  const first = idOf(await shop.placeOrder(shop.cart(s, [['last', 1]])));
  const { intent } = await shop.payWithCard(stripe.current, first); // paid at Stripe; the event is late
  await query("UPDATE orders SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [first]);
  const [, , second] = await Promise.all([
    expireHeldOrders(),
    shop.deliver(shop.intentEvent(stripe.current, 'payment_intent.succeeded', intent.id)),
    shop.placeOrder(shop.cart(s, [['last', 1]])),
  ]);
  const row = await shop.orderRow(first);
  const stock = await shop.stockOf(s.items.last!);
  expect(stock).toBe(0);
  if (row.status === 'new') {
    // The late payment kept (or took back) the unit: the new buyer was told it sold out.
    expect(second.status).toBe(409);
    expect(row.refunded_cents).toBe(0);
  } else {
    // The new buyer took the unit after the expiry gave it back: the late payment was refunded in full.
    expect(second.status).toBe(201);
    expect(row).toMatchObject({ status: 'expired', refunded_cents: row.total_cents });
  }
});
