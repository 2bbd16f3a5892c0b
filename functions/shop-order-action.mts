import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { orderActionSchema } from '../src/schemas/shop-orders.ts';
import { applyOrderAction } from '../src/server/shop/order-actions.ts';
import { getOrder } from '../src/server/shop/orders.ts';

// Accept, mark ready (emails the customer), mark picked up or delivered, or cancel (refunds what is left: managers
// and the owner only). One transition from the allowed statuses; a second click answers 409.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'shop-order-action');
  const { order_id, action } = await parseJsonBody(req, orderActionSchema);
  const person = { userId: business.user_id ?? null, role: business.member_role };
  await applyOrderAction(business.id, order_id, action, person);
  return json({ order: await getOrder(business.id, order_id, business.member_role) });
});

export const config: Config = { path: '/api/shop/orders/action' };
