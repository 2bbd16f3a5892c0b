/**
 * Refunds as Stripe reports them (issue 40): `refund.created` and `refund.updated` on a connected account, the
 * events Stripe sends for every refund since API version 2024-10-28 (`charge.refunded` carries the charge, not
 * the refund). A refund the business made in Stripe's Dashboard appears on its order ('Refunded outside Main
 * Street'), once: the refund id is unique in order_refunds, so a second delivery, the other event of the same
 * refund or the echo of a refund Main Street made itself records nothing more. Our own refunds carry
 * `metadata.order_refund_id`: the echo completes that reservation if our process has not yet (a crash between
 * Stripe's answer and our write), and records nothing new. Only a succeeded refund counts; a pending one is
 * recorded when its `refund.updated` says it succeeded.
 */
import type Stripe from 'stripe';
import type { Queryable } from '../db/client.ts';
import type { EventHandler } from '../stripe/event-handler.ts';

export const OUTSIDE_REFUND_REASON = 'Refunded outside Main Street';
export const LAPSED_REFUND_REASON = 'Paid after the order had expired: refunded automatically';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const intentOf = (refund: Stripe.Refund) =>
  typeof refund.payment_intent === 'string' ? refund.payment_intent : (refund.payment_intent?.id ?? null);

/**
 * Records a succeeded Stripe refund on the order paid by its PaymentIntent, in one statement: our reservation
 * (`ownRefundId`) completed if it is still pending, otherwise a new row unless the refund id is already there;
 * the order's refunded amount grows by a new row's amount (never past the total). The order's id, if recorded.
 */
export async function recordStripeRefund(
  db: Queryable,
  account: string,
  refund: Pick<Stripe.Refund, 'id' | 'amount'> & { payment_intent: string },
  reason: string,
  ownRefundId: string | null = null,
): Promise<string | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `WITH o AS (SELECT id FROM orders WHERE payment_intent_id = $1 AND stripe_account_id = $2),
     linked AS (
       UPDATE order_refunds SET state = 'succeeded', stripe_refund_id = $3
       WHERE id = $6::uuid AND order_id IN (SELECT id FROM o) AND state = 'pending' RETURNING id),
     r AS (
       INSERT INTO order_refunds (order_id, stripe_refund_id, amount_cents, reason)
       SELECT o.id, $3, $4, $5 FROM o WHERE NOT EXISTS (SELECT 1 FROM linked)
       ON CONFLICT (stripe_refund_id) DO NOTHING RETURNING order_id, amount_cents)
     UPDATE orders SET refunded_cents = least(total_cents, refunded_cents + r.amount_cents)
     FROM r WHERE orders.id = r.order_id RETURNING orders.id`,
    [refund.payment_intent, account, refund.id, refund.amount, reason, ownRefundId],
  );
  return rows[0]?.id;
}

/** Which reason a refund is recorded with, and whether it is one of our reservations, from its metadata. */
function originOf(refund: Stripe.Refund): { reason: string; ownRefundId: string | null } {
  const own = refund.metadata?.order_refund_id ?? '';
  if (refund.metadata?.reason === 'paid_after_hold_lapsed') return { reason: LAPSED_REFUND_REASON, ownRefundId: null };
  if (UUID.test(own)) return { reason: 'Refunded through Main Street', ownRefundId: own };
  return { reason: OUTSIDE_REFUND_REASON, ownRefundId: null };
}

const nothing = async () => {};

/** refund.created / refund.updated on a connected account: the refund re-read from Stripe, then recorded. */
export const refundEventHandler: EventHandler = async (stripe, event) => {
  const account = event.account;
  if (!account) return nothing; // a refund on the platform's own account (subscriptions): not an order's
  const id = (event.data.object as Stripe.Refund).id;
  const refund = await stripe.refunds.retrieve(id, {}, { stripeAccount: account });
  const intent = intentOf(refund);
  if (refund.status !== 'succeeded' || !intent) return nothing;
  const { reason, ownRefundId } = originOf(refund);
  const recorded = { id: refund.id, amount: refund.amount, payment_intent: intent };
  return async (tx) => {
    await recordStripeRefund(tx, account, recorded, reason, ownRefundId);
  };
};
