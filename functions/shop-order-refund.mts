import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { orderRefundSchema } from '../src/schemas/shop-orders.ts';
import { refundOrder } from '../src/server/shop/order-refunds.ts';
import { getOrder } from '../src/server/shop/orders.ts';

// A full or partial refund (an amount, or line quantities) through Stripe on the business's connected account;
// never more than what is left (409). Managers and the owner only.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'shop-order-refund');
  const body = await parseJsonBody(req, orderRefundSchema);
  const request = { amountCents: body.amount_cents, lines: body.lines, reason: body.reason };
  const refund = await refundOrder(business.id, body.order_id, business.user_id ?? null, request);
  const order = await getOrder(business.id, body.order_id, business.member_role);
  return json({ refunded_cents: refund.amountCents, order });
});

export const config: Config = { path: '/api/shop/orders/refund' };
