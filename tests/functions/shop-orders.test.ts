// The owner's Orders (issue 40): roles, another business, transitions, refunds through the Stripe stand-in (full,
// partial, by line, over-refund, refused), the CSV and the order emails (once each, French for a French order).
import { describe, expect, it } from 'vitest';
import listFn from '../../functions/shop-orders.mts';
import orderFn from '../../functions/shop-orders-one.mts';
import actionFn from '../../functions/shop-order-action.mts';
import refundFn from '../../functions/shop-order-refund.mts';
import csvFn from '../../functions/shop-orders-csv.mts';
import { call } from './helpers.ts';
import { mailTo as rawMailTo, useTempOutbox } from './outbox.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';
import { useStripeStandIn } from './stripe-env.ts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { sendOrderPlacedEmails, sendOrderReadyEmail } from '../../src/server/shop/order-emails.ts';
import { orderPageUrl } from '../../src/server/shop/order-token.ts';
import { insertOrder, paidOnConnectedAccount, type FixtureOrder } from '../fixtures/shop-orders.ts';

const outbox = useTempOutbox();
const stripe = useStripeStandIn();

/** The emails to one address, their UTF-8 text read back from the decoded quoted-printable bytes. */
const mailTo = (dir: string, address: string) =>
  rawMailTo(dir, address).map((m) => Buffer.from(m, 'latin1').toString('utf8'));
const as = async (team: Team, role: keyof Team['users']) => sessionFor(team.users[role].id, team.businessId);
const COFFEE = { name: 'Latte', unitPriceCents: 500, quantity: 2, choices: 'Large, oat milk' };
const CROISSANT = { name: 'Croissant', unitPriceCents: 350, quantity: 1 };

async function shop(province: 'ON' | 'QC' = 'ON') {
  const team = await makeTeam({ name: 'Corner Cafe' });
  const slug = `cafe-${team.businessId.slice(0, 8)}`;
  await query(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code,
       street_address, postal_code)
     VALUES ($1, $2, 'Corner Cafe', 'Ottawa', 'ottawa', $3, 'CA', '1 Main St', 'K1P 1A1')`,
    [slug, team.businessId, province],
  );
  return team;
}

async function paidOrder(team: Team, o: Partial<FixtureOrder> = {}) {
  const order: FixtureOrder = { businessId: team.businessId, lines: [COFFEE, CROISSANT], ...o };
  const { total } = await import('../fixtures/shop-orders.ts').then((m) => m.priceOrder(order));
  const payment = await paidOnConnectedAccount(getStripe(), total, (id) => void stripe.current.onboard(id, 'complete'));
  return { ...(await insertOrder(order, payment)), payment };
}

const act = async (cookie: string, order_id: string, action: string) =>
  call(actionFn, '/api/shop/orders/action', { method: 'POST', json: { order_id, action }, headers: { cookie } });
const refund = async (cookie: string, body: Record<string, unknown>) =>
  call(refundFn, '/api/shop/orders/refund', { method: 'POST', json: body, headers: { cookie } });
const orderRow = async (id: string) =>
  (
    await query<{ status: string; refunded_cents: number }>('SELECT status, refunded_cents FROM orders WHERE id = $1', [
      id,
    ])
  )[0]!;
const stripeRefunds = (paymentIntentId: string) =>
  [...stripe.current.refunds.values()].filter((r) => r.payment_intent === paymentIntentId);

describe('orders for the owner', () => {
  it('lists paid orders newest first, by status and page, and counts new ones; never unpaid checkouts', async () => {
    const team = await shop();
    const cookie = await as(team, 'viewer');
    const older = await insertOrder(
      { businessId: team.businessId, lines: [CROISSANT], createdAt: '2026-01-01' },
      {
        accountId: 'acct_x',
        paymentIntentId: null,
      },
    );
    const newer = await insertOrder(
      { businessId: team.businessId, lines: [COFFEE], status: 'accepted' },
      {
        accountId: 'acct_x',
        paymentIntentId: null,
      },
    );
    await insertOrder(
      { businessId: team.businessId, lines: [COFFEE], status: 'pending_payment' },
      {
        accountId: 'acct_x',
        paymentIntentId: null,
      },
    );
    const all = await call(listFn, '/api/shop/orders', { headers: { cookie } });
    expect(all.status).toBe(200);
    const body = all.body as { orders: { id: string; item_count: number }[]; new_count: number; has_more: boolean };
    expect(body.orders.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(body.orders[0]!.item_count).toBe(2);
    expect(body).toMatchObject({ new_count: 1, has_more: false, page: 1 });
    const accepted = await call(listFn, '/api/shop/orders?status=accepted', { headers: { cookie } });
    expect((accepted.body as typeof body).orders.map((o) => o.id)).toEqual([newer.id]);
    const bad = await call(listFn, '/api/shop/orders?status=paid', { headers: { cookie } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { status: [expect.stringContaining('status must be')] } } });
  });

  it('pages 20 at a time', async () => {
    const team = await shop();
    const cookie = await as(team, 'owner');
    for (let i = 0; i < 21; i += 1) {
      await insertOrder({ businessId: team.businessId, lines: [CROISSANT] }, { accountId: 'a', paymentIntentId: null });
    }
    const first = (await call(listFn, '/api/shop/orders', { headers: { cookie } })).body as {
      orders: unknown[];
      has_more: boolean;
    };
    expect([first.orders.length, first.has_more]).toEqual([20, true]);
    const second = (await call(listFn, '/api/shop/orders?page=2', { headers: { cookie } })).body as typeof first;
    expect([second.orders.length, second.has_more]).toEqual([1, false]);
  });

  it('staff accept, mark ready (the customer is emailed once) and complete; a second click answers 409', async () => {
    const team = await shop();
    const order = await paidOrder(team, { customerEmail: 'ready-en@example.ca' });
    const staff = await as(team, 'staff');
    expect((await act(await as(team, 'viewer'), order.id, 'accept')).status).toBe(403);
    const accepted = await act(staff, order.id, 'accept');
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ order: { status: 'accepted', actions: ['ready', 'complete'] } });
    const again = await act(staff, order.id, 'accept');
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'order_conflict' } } });
    expect((again.body as { error: { message: string } }).error.message).toBe(
      'This order is already accepted, so it cannot be accepted now. Nothing was changed.',
    );
    expect((await act(staff, order.id, 'ready')).body).toMatchObject({ order: { status: 'ready' } });
    await sendOrderReadyEmail(order.id); // a retry sends nothing more
    const mails = mailTo(outbox(), 'ready-en@example.ca');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`Subject: Your order ${order.number} is ready for pickup`);
    expect(mails[0]).toContain(orderPageUrl(order));
    expect((await act(staff, order.id, 'complete')).body).toMatchObject({ order: { status: 'completed' } });
    expect((await act(staff, order.id, 'cancel')).status).toBe(403);
  });

  it("another business's order is not found, whatever the call", async () => {
    const team = await shop();
    const order = await paidOrder(team);
    const stranger = await as(await shop(), 'owner');
    const get = await call(orderFn, `/api/shop/orders/one?id=${order.id}`, { headers: { cookie: stranger } });
    expect(get.status).toBe(404);
    expect((await act(stranger, order.id, 'accept')).status).toBe(404);
    expect((await refund(stranger, { order_id: order.id, amount_cents: 100 })).status).toBe(404);
    expect(await orderRow(order.id)).toEqual({ status: 'new', refunded_cents: 0 });
    expect(stripeRefunds(order.payment.paymentIntentId)).toHaveLength(0);
  });

  it('refunds: staff cannot; a manager refunds an amount, then a line with its tax; too much answers 409', async () => {
    const team = await shop();
    const order = await paidOrder(team, { customerEmail: 'refund@example.ca' });
    expect(order.total).toBe(1350 + 176); // 2 × $5.00 + $3.50, HST 13% of $13.50 rounded half up
    expect((await refund(await as(team, 'staff'), { order_id: order.id, amount_cents: 100 })).status).toBe(403);
    const manager = await as(team, 'manager');
    const first = await refund(manager, { order_id: order.id, amount_cents: 500, reason: 'Cold latte' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ refunded_cents: 500, order: { refunded_cents: 500, can_refund: true } });
    // One croissant: $3.50 and its 13% HST (45.5 → 46 cents).
    const line = await refund(manager, { order_id: order.id, lines: [{ line: 2, quantity: 1 }] });
    expect(line.body).toMatchObject({ refunded_cents: 396, order: { refunded_cents: 896 } });
    const croissant = (line.body as { order: { lines: { line: number; refunded_quantity: number }[] } }).order.lines;
    expect(croissant.find((l) => l.line === 2)!.refunded_quantity).toBe(1);
    const twice = await refund(manager, { order_id: order.id, lines: [{ line: 2, quantity: 1 }] });
    expect(twice).toMatchObject({
      status: 409,
      body: { error: { message: 'Only 0 of Croissant can still be refunded.' } },
    });
    const over = await refund(manager, { order_id: order.id, amount_cents: 631 });
    expect(over).toMatchObject({ status: 409, body: { error: { message: 'Only $6.30 is left to refund.' } } });
    const rest = await refund(await as(team, 'owner'), { order_id: order.id, amount_cents: 630 });
    expect(rest.body).toMatchObject({ order: { refunded_cents: 1526, can_refund: false } });
    expect((await refund(manager, { order_id: order.id, amount_cents: 1 })).status).toBe(409);
    expect(stripeRefunds(order.payment.paymentIntentId).map((r) => r.amount)).toEqual([500, 396, 630]);
    expect(await orderRow(order.id)).toEqual({ status: 'new', refunded_cents: 1526 });
    const rows = await query<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM order_refunds
       WHERE order_id = $1 AND stripe_refund_id LIKE 're_%' GROUP BY state`,
      [order.id],
    );
    expect(rows).toEqual([{ state: 'succeeded', n: 3 }]);
    const mails = mailTo(outbox(), 'refund@example.ca');
    expect(mails.map((m) => m.match(/^Subject: (.*)$/m)?.[1])).toEqual([
      `Corner Cafe refunded $5.00 on your order ${order.number}`,
      `Corner Cafe refunded $3.96 on your order ${order.number}`,
      `Corner Cafe refunded $6.30 on your order ${order.number}`,
    ]);
  });

  it('bad refund input answers 400 naming the field; nothing is written', async () => {
    const team = await shop();
    const order = await paidOrder(team);
    const owner = await as(team, 'owner');
    const both = await refund(owner, { order_id: order.id, amount_cents: 100, lines: [{ line: 1, quantity: 1 }] });
    expect(both).toMatchObject({ status: 400, body: { error: { fields: { amount_cents: [expect.any(String)] } } } });
    const cents = await refund(owner, { order_id: order.id, amount_cents: 1.5 });
    expect(cents.body).toMatchObject({ error: { fields: { amount_cents: ['Amount must be whole cents'] } } });
    expect((await refund(owner, { order_id: order.id, lines: [{ line: 9, quantity: 1 }] })).status).toBe(409);
    expect(await orderRow(order.id)).toEqual({ status: 'new', refunded_cents: 0 });
  });

  it('a refund Stripe refuses is given back: nothing recorded, the amount left as it was', async () => {
    const team = await shop();
    const order = await paidOrder(team);
    // Refunded in full on Stripe's side already (e.g. from Stripe's dashboard): Stripe refuses ours.
    await getStripe().refunds.create(
      { payment_intent: order.payment.paymentIntentId },
      { stripeAccount: order.payment.accountId },
    );
    const refused = await refund(await as(team, 'owner'), { order_id: order.id, amount_cents: 100 });
    expect(refused).toMatchObject({ status: 502, body: { error: { code: 'refund_refused' } } });
    expect((refused.body as { error: { message: string } }).error.message).toMatch(/^Stripe refused the refund: /);
    expect(await orderRow(order.id)).toEqual({ status: 'new', refunded_cents: 0 });
    expect(await query('SELECT 1 FROM order_refunds WHERE order_id = $1', [order.id])).toEqual([]);
  });

  it('cancel is a manager’s: it refunds the rest and marks every line refunded; twice answers 409', async () => {
    const team = await shop();
    const order = await paidOrder(team, { customerEmail: 'cancel@example.ca' });
    const owner = await as(team, 'owner');
    await refund(owner, { order_id: order.id, amount_cents: 200 });
    const cancelled = await act(await as(team, 'manager'), order.id, 'cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ order: { status: 'cancelled', refunded_cents: 1526, actions: [] } });
    const lines = (cancelled.body as { order: { lines: { quantity: number; refunded_quantity: number }[] } }).order;
    expect(lines.lines.every((l) => l.refunded_quantity === l.quantity)).toBe(true);
    expect(stripeRefunds(order.payment.paymentIntentId).map((r) => r.amount)).toEqual([200, 1326]);
    expect((await act(owner, order.id, 'cancel')).status).toBe(409);
    const subjects = mailTo(outbox(), 'cancel@example.ca').map((m) => m.match(/^Subject: (.*)$/m)?.[1]);
    expect(subjects.at(-1)).toBe(`Corner Cafe cancelled your order ${order.number}`);
  });

  it('the placed emails go once: the customer’s receipt and the business’s new-order email', async () => {
    const team = await shop();
    const order = await paidOrder(team, { customerEmail: 'placed-en@example.ca' });
    await Promise.all([sendOrderPlacedEmails(order.id), sendOrderPlacedEmails(order.id)]);
    await sendOrderPlacedEmails(order.id);
    const [receipt, ...more] = mailTo(outbox(), 'placed-en@example.ca');
    expect(more).toEqual([]);
    expect(receipt).toContain(`Subject: Your order ${order.number} from Corner Cafe`);
    expect(receipt).toContain('HST (13%)');
    expect(receipt).toContain('HST Registration no. 123456789RT0001');
    expect(receipt).toContain(orderPageUrl(order));
    const business = mailTo(outbox(), team.users.owner.email);
    expect(business).toHaveLength(1);
    expect(business[0]).toContain(`Subject: New order ${order.number}: $15.26`);
    expect(business[0]).toContain(`/dashboard/orders/?order=${order.id}`);
  });

  it('a French order in Quebec: the emails are in French, with TPS and TVQ and both numbers', async () => {
    const team = await shop('QC');
    const order = await paidOrder(team, {
      province: 'QC',
      qstNumber: '1234567890TQ0001',
      language: 'fr',
      customerEmail: 'placed-fr@example.ca',
    });
    await sendOrderPlacedEmails(order.id);
    const [receipt] = mailTo(outbox(), 'placed-fr@example.ca');
    expect(receipt).toContain('lang="fr"');
    expect(receipt).toContain('TPS (5\u202f%)');
    expect(receipt).toMatch(/TVQ \(9,975/);
    expect(receipt).toContain('No d’inscription TVQ 1234567890TQ0001');
    expect(receipt).toContain('No d’inscription TPS 123456789RT0001');
    expect(receipt).toContain('Merci, Ada Tremblay.');
    await call(actionFn, '/api/shop/orders/action', {
      method: 'POST',
      json: { order_id: order.id, action: 'ready' },
      headers: { cookie: await as(team, 'staff') },
    });
    const ready = mailTo(outbox(), 'placed-fr@example.ca')[1];
    expect(ready).toContain('Corner Cafe a préparé votre commande.');
  });

  it('the CSV: days in the business’s time zone, each tax in its own column, no other business', async () => {
    const team = await shop();
    const cookie = await as(team, 'viewer');
    const a = await insertOrder(
      { businessId: team.businessId, lines: [COFFEE], customerName: '=HYPERLINK("x")', createdAt: '2026-03-02T15:00Z' },
      { accountId: 'acct_x', paymentIntentId: 'pi_csv_1' },
    );
    await insertOrder(
      { businessId: team.businessId, lines: [CROISSANT], createdAt: '2026-03-05T15:00Z' },
      { accountId: 'acct_x', paymentIntentId: null },
    );
    const other = await shop();
    await insertOrder(
      { businessId: other.businessId, lines: [COFFEE], createdAt: '2026-03-02T16:00Z' },
      { accountId: 'acct_y', paymentIntentId: null },
    );
    const res = await call(csvFn, '/api/shop/orders.csv?from=2026-03-01&to=2026-03-03', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const [head, row, ...rest] = String(res.body).trimEnd().split('\r\n');
    expect(head).toBe(
      'order_number,placed_at,status,fulfilment,customer_name,customer_email,customer_phone,items,subtotal,' +
        'delivery_fee,gst,hst,qst,pst,rst,total,refunded,payment_intent',
    );
    expect(rest).toEqual([]);
    // Eastern time (the listing is in Ontario); a cell that could run as a formula is quoted as text.
    expect(row).toMatch(new RegExp(`^${a.number},2026-03-02 10:00,New,pickup,"'=HYPERLINK\\(""x""\\)",`));
    expect(row).toContain(',"2 × Latte (Large, oat milk)",');
    expect(row).toContain(',10.00,0.00,,1.30,,,,11.30,0.00,pi_csv_1');
    const bad = await call(csvFn, '/api/shop/orders.csv?from=2026-03-04&to=2026-03-01', { headers: { cookie } });
    expect(bad).toMatchObject({ status: 400, body: { error: { fields: { from: ['From must be on or before To'] } } } });
    const feb30 = await call(csvFn, '/api/shop/orders.csv?from=2026-02-30&to=2026-03-01', { headers: { cookie } });
    expect(feb30).toMatchObject({ status: 400, body: { error: { fields: { from: ['From is not a real date'] } } } });
  });
});
