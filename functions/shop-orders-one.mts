import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { orderQuerySchema } from '../src/schemas/shop-orders.ts';
import { getOrder } from '../src/server/shop/orders.ts';

// One order of the business: lines, customer, fulfilment, tax lines, payment, refunds, and what the person may do.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'shop-orders-one');
  const { id } = parseQuery(req, orderQuerySchema);
  return json({ order: await getOrder(business.id, id, business.member_role) });
});

export const config: Config = { path: '/api/shop/orders/one' };
