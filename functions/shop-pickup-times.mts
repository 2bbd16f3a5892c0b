import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { liveSiteCors, withHeaders } from '../src/server/publishing/live-origins.ts';
import { pickupTimesQuerySchema } from '../src/schemas/shop-checkout.ts';
import { readPickupTimes } from '../src/server/shop/fulfilment.ts';

// The pickup times a shop's cart offers (issue 40): the same slot code the checkout checks the choice with, so
// the cart offers only what the server accepts. Read from a listing page or a live website (another origin).
const get = handle(async (req) => {
  allowMethods(req, 'GET');
  const { business } = parseQuery(req, pickupTimesQuerySchema);
  return json(await readPickupTimes(business), { headers: { 'cache-control': 'no-store' } });
});

export default async function shopPickupTimes(req: Request): Promise<Response> {
  return withHeaders(await get(req, undefined), await liveSiteCors(req, 'GET'));
}

export const config: Config = { path: '/api/shop/pickup-times' };
