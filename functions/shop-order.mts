import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { shopOrderQuerySchema } from '../src/schemas/shop-order.ts';
import { readBuyerOrder } from '../src/server/shop/buyer-order.ts';

// The buyer's order on the pay and confirmation pages, with its signed link only (issue 40).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const { order, token } = parseQuery(req, shopOrderQuerySchema);
  return json(await readBuyerOrder(order, token), { headers: { 'cache-control': 'no-store' } });
});

export const config: Config = { path: '/api/shop/order' };
