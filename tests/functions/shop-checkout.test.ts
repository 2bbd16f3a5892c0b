// Customers order and pay (issue 40): the server prices, taxes and holds; a tampered cart changes nothing; the
// payment's Connect events move the order along once; failed and expired payments give the stock back.
import { afterAll, describe, expect, it } from 'vitest';
import readOrder from '../../functions/shop-order.mts';
import { query } from '../../src/server/db/client.ts';
import { expireHeldOrders } from '../../src/server/shop/order-expiry.ts';
import { refreshStorefront } from '../../src/server/shop/storefront.ts';
import { setPurger } from '../../src/server/directory/cdn-purge.ts';
import { orderAccessToken } from '../../src/server/shop/order-token.ts';
import { loadOrderForMail } from '../../src/server/shop/receipt-order.ts';
import { renderReceiptHtml } from '../../src/features/shop/receipt.ts';
import { call } from './helpers.ts';
import { removeFixtures } from './interactions-fixtures.ts';
import { useStripeStandIn } from './stripe-env.ts';
import * as shop from './shop-fixtures.ts';

const stripe = useStripeStandIn();
afterAll(async () => {
  await removeFixtures();
  await shop.removeShopListings();
});

const ready = async (opts: Parameters<typeof shop.createShop>[0] = {}) => {
  const s = await shop.createShop(opts);
  shop.activate(stripe.current, s);
  return s;
};
type Placed = { order_id: string; number: number; pay_url: string; total_cents: number };
const placed = (res: { body: unknown }) => res.body as Placed;
const error = (res: { body: unknown }) => (res.body as { error: { code: string; message: string } }).error;

describe('POST /api/shop/checkout', () => {
  it('prices from the database, taxes, holds stock and creates the intent on the business account', async () => {
    const s = await ready();
    const body = shop.cart(s, [
      ['latte', 2],
      ['muffin', 3],
    ]);
    // A tampered cart: prices and totals it names are not read.
    const res = await shop.placeOrder({ ...body, lines: body.lines.map((l) => ({ ...l, price_cents: 1 })) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // 2 × 4.50 + 3 × 3.25 = 18.75; HST 13% in Ontario = 2.44 (half up); 21.19.
    expect(placed(res).total_cents).toBe(2119);
    expect(placed(res).pay_url).toMatch(/\/order\/pay\/\?order=[0-9a-f-]+&token=/);
    expect(await shop.stockOf(s.items.muffin!)).toBe(2);
    const order = await shop.orderRow(placed(res).order_id);
    expect(order.status).toBe('pending_payment');
    const intent = stripe.current.paymentIntents.get(order.payment_intent_id)!;
    expect(intent).toMatchObject({ amount: 2119, currency: 'cad', _account: s.accountId });
    expect(intent.metadata).toMatchObject({ kind: 'order', order_id: placed(res).order_id });
    const key = stripe.current.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(key?.body.amount).toBe('2119');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://cafe.localhost:8888'); // a live site's own
  });

  it('refuses, naming the item and writing nothing: another business’s item, a hidden one, sold out', async () => {
    const s = await ready({
      items: { tea: { price: 300 }, hidden: { price: 100, visible: false }, last: { price: 500, stock: 1 } },
    });
    const other = await ready();
    const count = async () => (await query('SELECT 1 FROM orders WHERE business_id = $1', [s.businessId])).length;
    const foreign = await shop.placeOrder(
      shop.cart(s, [
        ['tea', 1],
        [other.items.latte!, 1],
      ]),
    );
    expect([foreign.status, error(foreign).code]).toEqual([409, 'item_unavailable']);
    const hidden = await shop.placeOrder(shop.cart(s, [['hidden', 1]]));
    expect([hidden.status, error(hidden).code]).toEqual([409, 'item_unavailable']);
    const soldOut = await shop.placeOrder(
      shop.cart(s, [
        ['tea', 1],
        ['last', 2],
      ]),
    );
    expect([soldOut.status, error(soldOut).message]).toEqual([409, 'Only 1 of last left.']);
    expect(await count()).toBe(0);
    expect(await shop.stockOf(s.items.last!)).toBe(1);
    const bad = await shop.placeOrder({ ...shop.cart(s, [['tea', 0]]), customer_email: 'nope' });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { fields: Record<string, string[]> } }).error.fields).toHaveProperty('customer_email');
  });

  it('delivery: a served postal code over the minimum pays the fee; elsewhere is refused', async () => {
    const s = await ready({ items: { cake: { price: 2500 } } });
    const address = { line1: '1 Main St', city: 'Ottawa', province: 'ON', postal_code: 'K1P 1J1' };
    const delivery = { fulfilment: 'local-delivery', address };
    const ok = await shop.placeOrder(shop.cart(s, [['cake', 1]], delivery));
    expect(ok.status).toBe(201);
    expect(placed(ok).total_cents).toBe(2500 + 500 + Math.round(3000 * 0.13)); // fee taxed like the goods
    const away = await shop.placeOrder(
      shop.cart(s, [['cake', 1]], { ...delivery, address: { ...address, postal_code: 'M5V 2T6' } }),
    );
    expect([away.status, error(away).code]).toEqual([400, 'fulfilment_refused']);
    const noAddress = await shop.placeOrder(shop.cart(s, [['cake', 1]], { fulfilment: 'shipping' }));
    expect(noAddress.status).toBe(400);
    const anyTime = await shop.placeOrder(shop.cart(s, [['cake', 1]], { pickup_at: '2030-01-01T12:00:00-05:00' }));
    expect([anyTime.status, error(anyTime).code]).toEqual([400, 'fulfilment_refused']); // not an offered slot
    const pickupOnly = await ready({ items: { pie: { price: 2500, shipping: false } } });
    const notShipped = await shop.placeOrder(shop.cart(pickupOnly, [['pie', 1]], { fulfilment: 'shipping', address }));
    expect([notShipped.status, error(notShipped).message]).toEqual([409, 'pie is not available for shipping.']);
  });

  it('shipping: the buyer’s province decides the tax (Quebec: GST and QST with its numbers)', async () => {
    const s = await ready({ province: 'QC', qst: '1234567890TQ0001', items: { book: { price: 2000 } } });
    const address = { line1: '1 rue Principale', city: 'Québec', province: 'QC', postal_code: 'G1R 4P5' };
    const res = await shop.placeOrder(shop.cart(s, [['book', 1]], { fulfilment: 'shipping', address, language: 'fr' }));
    expect(res.status).toBe(201);
    // 20.00 + 12.00 shipping = 32.00; GST 1.60; QST 9.975% = 3.192 → 3.19.
    expect(placed(res).total_cents).toBe(3200 + 160 + 319);
    const url = new URL(placed(res).pay_url);
    const view = await call(readOrder, `/api/shop/order?${url.searchParams}`);
    // The pay page's receipt is the emails' receipt (one rendering), in French: each tax with its rate and number.
    const receipt = (view.body as { receipt_html: string }).receipt_html;
    const forMail = await loadOrderForMail(placed(res).order_id);
    expect(receipt).toBe(renderReceiptHtml(forMail!.receipt, 'fr'));
    expect(receipt).toContain('TPS (5\u202f%)');
    expect(receipt).toContain('TVQ (9,975\u202f%)');
    expect(receipt).toContain('No d’inscription TVQ 1234567890TQ0001');
    expect(receipt).toContain('Expédition');
  });

  it('answers in the cart’s language: a French cart’s refusals are French, naming the item', async () => {
    const s = await ready({ items: { pie: { price: 2500, stock: 1, shipping: false } } });
    const address = { line1: '1 rue Principale', city: 'Gatineau', province: 'QC', postal_code: 'J8X 1A1' };
    const fr = { language: 'fr' };
    const shipped = await shop.placeOrder(shop.cart(s, [['pie', 1]], { ...fr, fulfilment: 'shipping', address }));
    expect([shipped.status, error(shipped).message]).toEqual([409, 'pie (fr) n’est pas offert pour l’expédition.']);
    const tooMany = await shop.placeOrder(shop.cart(s, [['pie', 2]], fr));
    expect(error(tooMany).message).toBe('pie (fr) : il n’en reste que 1.');
    const away = await shop.placeOrder(shop.cart(s, [['pie', 1]], { ...fr, fulfilment: 'local-delivery', address }));
    expect(error(away).message).toBe(
      'Cette boutique ne livre pas à ce code postal. Choisissez la cueillette ou une autre adresse.',
    );
    expect(error(await shop.placeOrder(shop.cart(s, [['pie', 2]]))).message).toBe('Only 1 of pie left.');
  });

  it('rate-limits checkout per address: the 11th try in 10 minutes answers 429', async () => {
    const s = await ready();
    const ip = '10.250.250.250';
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await shop.placeOrder(shop.cart(s, [['nothing-here', 1]]), ip)).status);
    expect(answers.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('the payment moves the order: paid once, failed and expired give the stock back once', () => {
  const order = async (s: shop.TestShop, quantity = 2) => {
    const res = await shop.placeOrder(shop.cart(s, [['muffin', quantity]]));
    expect(res.status).toBe(201);
    return placed(res).order_id;
  };

  it('paid: succeeded delivered twice (and replayed) makes one paid order and takes stock once', async () => {
    const s = await ready();
    const id = await order(s);
    const { status, intent } = await shop.payWithCard(stripe.current, id);
    expect(status).toBe(200);
    const d = shop.intentEvent(stripe.current, 'payment_intent.succeeded', intent.id);
    expect((await shop.deliver(d)).body).toEqual({ received: true });
    expect((await shop.deliver(d)).body).toEqual({ received: true, duplicate: true });
    await shop.deliver(shop.intentEvent(stripe.current, 'payment_intent.succeeded', intent.id)); // a new event id
    expect(await shop.orderRow(id)).toMatchObject({ status: 'new' });
    expect(await shop.stockOf(s.items.muffin!)).toBe(3);
    const view = await call(readOrder, `/api/shop/order?order=${id}&token=${orderAccessToken(id)}`);
    expect(view.body).toMatchObject({ status: 'new', payment: null });
    expect((await call(readOrder, `/api/shop/order?order=${id}&token=${orderAccessToken(id)}x`)).status).toBe(404);
  });

  it('declined: payment_failed fails the order, gives the stock back once, and cancels the intent', async () => {
    const s = await ready();
    const id = await order(s);
    expect(await shop.stockOf(s.items.muffin!)).toBe(3);
    const { status, intent } = await shop.payWithCard(stripe.current, id, '4000000000000002');
    expect(status).toBe(402);
    const d = shop.intentEvent(stripe.current, 'payment_intent.payment_failed', intent.id);
    await shop.deliver(d);
    await shop.deliver(shop.intentEvent(stripe.current, 'payment_intent.payment_failed', intent.id));
    expect(await shop.orderRow(id)).toMatchObject({ status: 'failed' });
    expect(await shop.stockOf(s.items.muffin!)).toBe(5);
    expect(stripe.current.paymentIntents.get(intent.id)!.status).toBe('canceled');
    expect((await shop.payWithCard(stripe.current, id)).status).toBe(400); // it takes no later payment
  });

  it('expired: a hold past its time expires, gives stock back and cancels the intent; the page says so', async () => {
    const s = await ready();
    const id = await order(s);
    await query("UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
    expect((await expireHeldOrders()).expired).toBeGreaterThanOrEqual(1);
    expect(await shop.orderRow(id)).toMatchObject({ status: 'expired' });
    expect(await shop.stockOf(s.items.muffin!)).toBe(5);
    expect(stripe.current.paymentIntents.get((await shop.orderRow(id)).payment_intent_id)!.status).toBe('canceled');
    const view = await call(readOrder, `/api/shop/order?order=${id}&token=${orderAccessToken(id)}`);
    expect(view.body).toMatchObject({ status: 'expired', payment: null });
    await expireHeldOrders();
    expect(await shop.stockOf(s.items.muffin!)).toBe(5); // given back once
  });

  it('paid after expiry: the stock is taken again when there; otherwise the payment is refunded in full', async () => {
    const s = await ready();
    for (const outcome of ['revived', 'refunded'] as const) {
      const id = await order(s);
      const { payment_intent_id: pi } = await shop.orderRow(id);
      await shop.payWithCard(stripe.current, id); // paid at Stripe, but its event comes after the expiry
      await query("UPDATE orders SET hold_expires_at = now() - interval '1 minute' WHERE id = $1", [id]);
      await expireHeldOrders();
      if (outcome === 'refunded') await query('UPDATE catalogue_items SET stock = 0 WHERE id = $1', [s.items.muffin]);
      const before = await shop.stockOf(s.items.muffin!);
      await shop.deliver(shop.intentEvent(stripe.current, 'payment_intent.succeeded', pi));
      const row = await shop.orderRow(id);
      if (outcome === 'revived') {
        expect(row.status).toBe('new');
        expect(await shop.stockOf(s.items.muffin!)).toBe(before! - 2);
      } else {
        expect(row).toMatchObject({ status: 'expired', refunded_cents: row.total_cents });
        expect(await shop.stockOf(s.items.muffin!)).toBe(0);
        const refunds = [...stripe.current.refunds.values()].filter((r) => r.payment_intent === pi);
        expect(refunds.map((r) => r.amount)).toEqual([row.total_cents]);
      }
    }
  });
});

describe('refreshStorefront', () => {
  it('purges the business’s listing pages so they render again after a catalogue change', async () => {
    const s = await ready();
    const purged: string[][] = [];
    const restore = setPurger(async (tags) => void purged.push(tags));
    try {
      await refreshStorefront(s.businessId);
    } finally {
      restore();
    }
    const [listing] = await query<{ business_unique_id: string }>(
      'SELECT business_unique_id FROM listings WHERE owner_id = $1',
      [s.businessId],
    );
    expect(purged.flat().some((tag) => tag.includes(listing!.business_unique_id))).toBe(true);
  });
});
