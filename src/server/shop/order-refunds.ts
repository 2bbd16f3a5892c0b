/**
 * Refunds of an order (issue 40), through Stripe on the business's connected account. Stripe is never called
 * inside a database transaction, so a refund is reserved first, in one statement: the amount is added to
 * orders.refunded_cents (the CHECK refunded_cents <= total_cents and a condition on what is left hold it), the
 * lines' refunded quantities grow (their CHECK holds them), and a 'pending' order_refunds row records it. Then
 * Stripe is asked, with that row's id as the idempotency key; its answer completes the row, or a refusal deletes
 * it and gives everything back in one statement. Ten refunds at once never refund more than the order's total.
 * A refund does not restock the items (the dashboard says so).
 */
import Stripe from 'stripe';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getStripe } from '../stripe/client.ts';
import { formatMoney } from '../../shared/money.ts';
import { REFUNDABLE_STATUSES, TRANSITIONS, type OrderStatus } from '../../shared/order-status.ts';
import { refundForLines, type LineRefund, type RefundableLine } from '../../features/shop/refunds.ts';
import type { TaxResult } from '../../shared/sales-tax/types.ts';
import { sendOrderRefundEmail } from './order-emails.ts';

export interface RefundRequest {
  amountCents?: number;
  lines?: LineRefund[];
  reason?: string;
  /** Cancelling: the order becomes cancelled in the same statement, and what is left is refunded. */
  cancel?: boolean;
}

interface Reserved extends Record<string, unknown> {
  refund_id: string | null;
  amount: number;
  previous: OrderStatus;
  payment_intent_id: string | null;
  stripe_account_id: string;
}

const conflict = (message: string) => new HttpError(409, 'order_conflict', message);

/** The amount a refund by lines comes to, from the order's copied prices and charged tax rates (they never change). */
async function amountForLines(businessId: string, orderId: string, lines: LineRefund[]): Promise<number> {
  const [order] = await query<{ tax: TaxResult; items: RefundableLine[] }>(
    `SELECT o.tax, (SELECT json_agg(json_build_object('line', i.line, 'name', i.name, 'quantity', i.quantity,
       'refundedQuantity', i.refunded_quantity, 'unitPriceCents', i.unit_price_cents, 'taxCategory', i.tax_category))
       FROM order_items i WHERE i.order_id = o.id) AS items
     FROM orders o WHERE o.id = $1 AND o.business_id = $2`,
    [orderId, businessId],
  );
  if (!order) throw new HttpError(404, 'not_found', 'This order was not found. Reload the page and try again.');
  const result = refundForLines(
    order.items ?? [],
    order.tax.lines.map((l) => l.rate),
    lines,
  );
  if (!result.ok) throw new HttpError(409, 'order_conflict', result.message, { lines: [result.message] });
  return result.amountCents;
}

/**
 * One statement: lock the order if it may be refunded (or cancelled), take min(amount, what is left) for a refund
 * by lines or a cancellation, or exactly the amount when it fits, and write the reservation.
 */
async function reserve(businessId: string, orderId: string, amount: number, userId: string | null, r: RefundRequest) {
  const from = r.cancel ? TRANSITIONS.cancel.from : REFUNDABLE_STATUSES;
  const capped = Boolean(r.cancel || r.lines);
  const lines = r.cancel ? null : JSON.stringify(r.lines ?? []);
  const [row] = await query<Reserved>(
    `WITH prev AS (
       SELECT id, status, total_cents - refunded_cents AS left_cents, payment_intent_id, stripe_account_id
       FROM orders WHERE id = $1 AND business_id = $2 AND status = ANY($3::text[]) FOR UPDATE),
     amt AS (SELECT id, least($4::int, left_cents) AS amount FROM prev
       WHERE ($7::boolean OR left_cents > 0) AND ($5::boolean OR $4::int <= left_cents)),
     refund_lines AS (
       SELECT coalesce($6::jsonb, (SELECT coalesce(jsonb_agg(jsonb_build_object('line', i.line,
         'quantity', i.quantity - i.refunded_quantity)), '[]') FROM order_items i, amt
         WHERE i.order_id = amt.id AND i.quantity > i.refunded_quantity)) AS lines),
     o AS (
       UPDATE orders SET refunded_cents = refunded_cents + amt.amount,
         status = CASE WHEN $7::boolean THEN 'cancelled' ELSE status END,
         cancelled_at = CASE WHEN $7::boolean THEN now() ELSE cancelled_at END
       FROM amt WHERE orders.id = amt.id RETURNING orders.id),
     l AS (
       UPDATE order_items i SET refunded_quantity = i.refunded_quantity + x.quantity
       FROM amt, refund_lines, jsonb_to_recordset(refund_lines.lines) AS x(line int, quantity int)
       WHERE i.order_id = amt.id AND i.line = x.line RETURNING 1),
     r AS (
       INSERT INTO order_refunds (order_id, amount_cents, state, lines, reason, refunded_by)
       SELECT amt.id, amt.amount, 'pending', refund_lines.lines, $8, $9 FROM amt, refund_lines WHERE amt.amount > 0
       RETURNING id)
     SELECT (SELECT id FROM r) AS refund_id, amt.amount, prev.status AS previous, prev.payment_intent_id,
       prev.stripe_account_id
     FROM prev JOIN amt USING (id)`,
    [orderId, businessId, from, amount, capped, lines, Boolean(r.cancel), r.reason || null, userId],
  ).catch((error: { code?: string }) => {
    // A line's refunded quantity past its quantity (its CHECK): another refund took those units first.
    if (error.code === '23514') throw conflict('Those items were refunded meanwhile. Reload the order.');
    throw error;
  });
  return row;
}

/** Why nothing was reserved: not this business's order (404), or its status or what is left (409). */
async function explainRefused(businessId: string, orderId: string, r: RefundRequest): Promise<never> {
  const [order] = await query<{ status: OrderStatus; left_cents: number }>(
    'SELECT status, total_cents - refunded_cents AS left_cents FROM orders WHERE id = $1 AND business_id = $2',
    [orderId, businessId],
  );
  if (!order) throw new HttpError(404, 'not_found', 'This order was not found. Reload the page and try again.');
  const from = r.cancel ? TRANSITIONS.cancel.from : REFUNDABLE_STATUSES;
  if (!from.includes(order.status)) {
    throw conflict(r.cancel ? 'This order can no longer be cancelled.' : 'This order cannot be refunded.');
  }
  throw new HttpError(409, 'order_conflict', `Only ${formatMoney(order.left_cents, 'en')} is left to refund.`, {
    amount_cents: [`At most ${formatMoney(order.left_cents, 'en')}`],
  });
}

/** Gives a refused refund back: the row goes, the amounts and quantities return, a cancellation is undone. */
async function giveBack(refundId: string, previous: OrderStatus | null): Promise<void> {
  await query(
    `WITH d AS (DELETE FROM order_refunds WHERE id = $1 AND state = 'pending' RETURNING order_id, amount_cents, lines),
     o AS (
       UPDATE orders SET refunded_cents = refunded_cents - d.amount_cents,
         status = CASE WHEN $2::text IS NOT NULL AND status = 'cancelled' THEN $2::text ELSE status END,
         cancelled_at = CASE WHEN $2::text IS NOT NULL AND status = 'cancelled' THEN NULL ELSE cancelled_at END
       FROM d WHERE orders.id = d.order_id RETURNING 1),
     l AS (
       UPDATE order_items i SET refunded_quantity = greatest(0, i.refunded_quantity - x.quantity)
       FROM d, jsonb_to_recordset(d.lines) AS x(line int, quantity int)
       WHERE i.order_id = d.order_id AND i.line = x.line RETURNING 1)
     SELECT count(*) FROM d`,
    [refundId, previous],
  );
}

export interface RefundOutcome {
  refundId: string | null;
  amountCents: number;
}

/** Refunds an amount, line quantities, or (cancel) the rest of the order; 409 when nothing can be reserved. */
export async function refundOrder(
  businessId: string,
  orderId: string,
  userId: string | null,
  r: RefundRequest,
): Promise<RefundOutcome> {
  const stripe = getStripe(); // a clear 503 before anything is reserved when payments are off
  const wanted = r.lines ? await amountForLines(businessId, orderId, r.lines) : (r.amountCents ?? 2 ** 31 - 1);
  const reserved = await reserve(businessId, orderId, wanted, userId, r);
  if (!reserved) return explainRefused(businessId, orderId, r);
  if (!reserved.refund_id) return { refundId: null, amountCents: 0 }; // a cancellation with nothing left to pay back
  const refundId = reserved.refund_id;
  try {
    if (!reserved.payment_intent_id) throw conflict('This order has no card payment to refund.');
    const refund = await stripe.refunds.create(
      {
        payment_intent: reserved.payment_intent_id,
        amount: reserved.amount,
        // Its refund.created echo is matched to this reservation by the id (order-refund-sync.ts).
        metadata: { order_id: orderId, order_refund_id: refundId },
      },
      { stripeAccount: reserved.stripe_account_id, idempotencyKey: `order-refund-${refundId}` },
    );
    await query("UPDATE order_refunds SET state = 'succeeded', stripe_refund_id = $2 WHERE id = $1", [
      refundId,
      refund.id,
    ]);
  } catch (error) {
    await giveBack(refundId, r.cancel ? reserved.previous : null);
    if (error instanceof HttpError) throw error;
    if (error instanceof Stripe.errors.StripeError) {
      const message = `Stripe refused the refund: ${error.message} Nothing was refunded.`;
      throw new HttpError(502, 'refund_refused', message, undefined, { cause: error });
    }
    throw error;
  }
  await sendOrderRefundEmail(orderId, refundId);
  return { refundId, amountCents: reserved.amount };
}
