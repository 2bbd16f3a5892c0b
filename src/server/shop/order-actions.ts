/**
 * The owner's actions on an order (issue 40): accept, mark ready (which emails the customer), mark picked up or
 * delivered, and cancel (which refunds what is left of a paid order). Each transition is one conditional UPDATE
 * from the statuses the action may start from, so a double click or two staff at once make one transition and the
 * other answers a clear 409. The least role of each action is in src/shared/order-status.ts (TRANSITIONS).
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { ROLE_REFUSED } from '../auth/guard.ts';
import { roleAtLeast, type MemberRole } from '../../shared/roles.ts';
import { statusLabel, TRANSITIONS, type OrderAction, type OrderStatus } from '../../shared/order-status.ts';
import { refundOrder } from './order-refunds.ts';
import { sendOrderReadyEmail } from './order-emails.ts';

/** The time column each status stamps (fixed names, never from input). */
const STAMP: Partial<Record<OrderStatus, string>> = {
  accepted: 'accepted_at',
  ready: 'ready_at',
  completed: 'completed_at',
};

export interface ActionResult {
  status: OrderStatus;
  refundedCents: number;
}

async function explainUnchanged(businessId: string, orderId: string, action: OrderAction): Promise<never> {
  const [order] = await query<{ status: OrderStatus; fulfilment: 'pickup' | 'local-delivery' | 'shipping' }>(
    "SELECT status, fulfilment FROM orders WHERE id = $1 AND business_id = $2 AND status <> 'pending_payment'",
    [orderId, businessId],
  );
  if (!order) throw new HttpError(404, 'not_found', 'This order was not found. Reload the page and try again.');
  const now = statusLabel(order.status, order.fulfilment).toLowerCase();
  const message = `This order is already ${now}, so it cannot be ${PAST[action]} now. Nothing was changed.`;
  throw new HttpError(409, 'order_conflict', message);
}

const PAST: Record<OrderAction, string> = {
  accept: 'accepted',
  ready: 'marked ready',
  complete: 'marked picked up or delivered',
  cancel: 'cancelled',
};

export async function applyOrderAction(
  businessId: string,
  orderId: string,
  action: OrderAction,
  person: { userId: string | null; role: MemberRole | undefined },
): Promise<ActionResult> {
  const transition = TRANSITIONS[action];
  if (!roleAtLeast(person.role, transition.least)) throw new HttpError(403, 'forbidden', ROLE_REFUSED);
  if (action === 'cancel') {
    const refund = await refundOrder(businessId, orderId, person.userId, { cancel: true, reason: 'Order cancelled' });
    return { status: 'cancelled', refundedCents: refund.amountCents };
  }
  const [row] = await query<{ status: OrderStatus }>(
    `UPDATE orders SET status = $3, ${STAMP[transition.to]} = now()
     WHERE id = $1 AND business_id = $2 AND status = ANY($4::text[]) RETURNING status`,
    [orderId, businessId, transition.to, transition.from],
  );
  if (!row) return explainUnchanged(businessId, orderId, action);
  if (action === 'ready') await sendOrderReadyEmail(orderId);
  return { status: row.status, refundedCents: 0 };
}
