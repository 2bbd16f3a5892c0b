import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { ordersListQuerySchema } from '../src/schemas/shop-orders.ts';
import { listOrders } from '../src/server/shop/orders.ts';

// A page of the business's orders, newest first, filtered by status, with the count of new ones (issue 40).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'shop-orders');
  return json(await listOrders(business.id, parseQuery(req, ordersListQuerySchema)));
});

export const config: Config = { path: '/api/shop/orders' };
