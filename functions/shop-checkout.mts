import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { clientIp } from '../src/server/rate-limit.ts';
import { liveSiteCors, withHeaders } from '../src/server/publishing/live-origins.ts';
import { shopCheckoutSchema } from '../src/schemas/shop-checkout.ts';
import { limitCheckouts, placeOrder } from '../src/server/shop/checkout.ts';

// A customer's order from a listing page or a live website (another origin, let through by CORS): priced, taxed
// and held by the server, then paid on the platform's pay page (issue 40).
const post = handle<Context>(
  async (req, context) => {
    allowMethods(req, 'POST');
    await limitCheckouts(clientIp(req, context));
    const body = await parseJsonBody(req, shopCheckoutSchema);
    // A storefront refresh (an item sold out) runs after the answer; its failure is logged, never the buyer's.
    return json(await placeOrder(body, (work) => context?.waitUntil?.(work)), { status: 201 });
  },
  { allowCrossSite: true },
);

export default async function shopCheckout(req: Request, context: Context): Promise<Response> {
  const cors = await liveSiteCors(req, 'POST, OPTIONS');
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
  return withHeaders(await post(req, context), cors);
}

export const config: Config = {
  path: '/api/shop/checkout',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
