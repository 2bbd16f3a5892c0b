/**
 * An order's payment events from Stripe Connect (metadata.kind 'order', routed by connect-payments.ts). The
 * intent is re-read from Stripe first (a late or repeated event acts on what Stripe says now), then:
 * - succeeded: pending_payment → new in one conditional UPDATE (a delivery twice pays once, stock is not touched
 *   again: it was held at checkout). A payment that succeeds after its order expired or failed (its stock given
 *   back) takes the stock again if every counted item still has it, and the order is paid; otherwise nothing is
 *   sold twice: the payment is refunded in full at once and the order stays expired, its refund recorded.
 * - payment_failed / canceled: pending_payment → failed, held stock given back once; the intent is then
 *   cancelled so that it cannot be paid later (the buyer starts again from the shop).
 */
import type Stripe from 'stripe';
import { pooled, query, type Queryable } from '../db/client.ts';
import type { EventHandler } from '../stripe/event-handler.ts';
import { sendOrderPlacedEmails } from './order-emails.ts';
import { releaseOrders } from './order-holds.ts';
import { refreshStorefronts } from './shop-freshness.ts';
import { LAPSED_REFUND_REASON, recordStripeRefund } from './order-refund-sync.ts';

type IntentRef = { id: string; account: string };

async function currentIntent(stripe: Stripe, event: Stripe.Event) {
  const id = (event.data.object as Stripe.PaymentIntent).id;
  return stripe.paymentIntents.retrieve(id, {}, { stripeAccount: event.account! });
}

type Revived = { id: string; business_id: string; emptied: boolean };

/**
 * Takes the stock of a lapsed order again and marks it paid (and whether that took an item's last unit);
 * undefined (and nothing written) when any is gone.
 */
async function reviveLapsedOrder(tx: Queryable, intent: IntentRef): Promise<Revived | undefined> {
  await tx.query('SAVEPOINT revive');
  const { rows } = await tx.query<{ id: string; business_id: string }>(
    `UPDATE orders SET status = 'new', paid_at = now()
     WHERE payment_intent_id = $1 AND stripe_account_id = $2 AND status IN ('failed', 'expired')
     RETURNING id, business_id`,
    [intent.id, intent.account],
  );
  const order = rows[0];
  if (!order) return undefined;
  const { rows: lines } = await tx.query<{ line: number; item_id: string; quantity: number }>(
    `SELECT oi.line, oi.item_id, oi.quantity FROM order_items oi JOIN catalogue_items c ON c.id = oi.item_id
     WHERE oi.order_id = $1 AND c.stock IS NOT NULL ORDER BY oi.item_id, oi.line`,
    [order.id],
  );
  let emptied = false;
  for (const line of lines) {
    const taken = await tx.query<{ stock: number }>(
      `UPDATE catalogue_items SET stock = stock - $2, updated_at = now() WHERE id = $1 AND stock >= $2 RETURNING stock`,
      [line.item_id, line.quantity],
    );
    if (!taken.rows[0]) {
      await tx.query('ROLLBACK TO SAVEPOINT revive');
      return undefined;
    }
    emptied ||= taken.rows[0].stock === 0;
    await tx.query('UPDATE order_items SET held_quantity = quantity WHERE order_id = $1 AND line = $2', [
      order.id,
      line.line,
    ]);
  }
  return { ...order, emptied };
}

/** A payment for an order that can no longer be sold: refunded in full (once: the idempotency key), and recorded. */
async function refundLatePayment(stripe: Stripe, intent: IntentRef): Promise<void> {
  const [order] = await query<{ id: string; total_cents: number }>(
    `SELECT id, total_cents FROM orders WHERE payment_intent_id = $1 AND stripe_account_id = $2
       AND status IN ('failed', 'expired')`,
    [intent.id, intent.account],
  );
  if (!order) return;
  const refund = await stripe.refunds.create(
    { payment_intent: intent.id, metadata: { kind: 'order', order_id: order.id, reason: 'paid_after_hold_lapsed' } },
    { stripeAccount: intent.account, idempotencyKey: `order-lapsed-refund-${order.id}` },
  );
  await recordStripeRefund(pooled(), intent.account, { ...refund, payment_intent: intent.id }, LAPSED_REFUND_REASON);
}

/** Cancels an unpaid intent so it takes no later payment; one that succeeded meanwhile is left to its own event. */
export async function cancelIntent(stripe: Stripe, intent: IntentRef): Promise<void> {
  await stripe.paymentIntents
    .cancel(intent.id, { cancellation_reason: 'abandoned' }, { stripeAccount: intent.account })
    .catch((error: Error) => console.warn(`[shop] could not cancel ${intent.id}: ${error.message}`));
}

const succeeded: EventHandler = async (stripe, event) => {
  const intent = await currentIntent(stripe, event);
  const ref = { id: intent.id, account: event.account! };
  return async (tx, after) => {
    if (intent.status !== 'succeeded') return;
    const { rows } = await tx.query<{ id: string }>(
      `UPDATE orders SET status = 'new', paid_at = now()
       WHERE payment_intent_id = $1 AND stripe_account_id = $2 AND status = 'pending_payment' RETURNING id`,
      [ref.id, ref.account],
    );
    const revived = rows[0] ? undefined : await reviveLapsedOrder(tx, ref);
    const paid = rows[0]?.id ?? revived?.id;
    if (!paid) return after(() => refundLatePayment(stripe, ref));
    // The customer's receipt and the business's 'New order' email, once committed (each is claimed before sending).
    after(() => sendOrderPlacedEmails(paid));
    if (revived?.emptied) after(() => refreshStorefronts([revived.business_id], 'sold out'));
  };
};

const failed: EventHandler = async (stripe, event) => {
  const intent = await currentIntent(stripe, event);
  return async (tx, after) => {
    if (intent.status === 'succeeded' || intent.status === 'processing') return; // paid meanwhile: its own event
    const { orders: released, reopened } = await releaseOrders(
      tx,
      'failed',
      'SELECT id FROM orders WHERE payment_intent_id = $2 AND stripe_account_id = $3',
      [intent.id, event.account],
    );
    if (reopened.length) after(() => refreshStorefronts(reopened, 'stock given back'));
    if (released.length && intent.status !== 'canceled') {
      after(() => cancelIntent(stripe, { id: intent.id, account: event.account! }));
    }
  };
};

export const ORDER_PAYMENT_HANDLERS = {
  'payment_intent.succeeded': succeeded,
  'payment_intent.payment_failed': failed,
  'payment_intent.canceled': failed,
};
