import type { Config } from '@netlify/functions';
import { allowMethods, handle, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { ordersCsvQuerySchema } from '../src/schemas/shop-orders.ts';
import { ordersCsvStream } from '../src/server/shop/orders-csv.ts';

// The business's orders between two days (its time zone) as CSV, each tax on its own column, streamed page by page.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'shop-orders-csv');
  const range = parseQuery(req, ordersCsvQuerySchema);
  return new Response(await ordersCsvStream(business.id, range), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="main-street-orders-${range.from}-to-${range.to}.csv"`,
      'cache-control': 'no-store',
    },
  });
});

export const config: Config = { path: '/api/shop/orders.csv' };
