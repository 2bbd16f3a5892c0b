import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { clientIp } from '../src/server/rate-limit.ts';
import { PUBLIC_POST_CORS } from '../src/server/messages/sender.ts';
import { shopCheckoutSchema } from '../src/schemas/shop-checkout.ts';
import { limitCheckouts, placeOrder } from '../src/server/shop/checkout.ts';

// A customer's order from a listing page or a live website (another origin): priced, taxed and held by the
// server, then paid on the platform's pay page (issue 40).
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
  if (req.method === 'OPTIONS') return new Response(null, { status: 204, headers: PUBLIC_POST_CORS });
  const res = await post(req, context);
  for (const [k, v] of Object.entries(PUBLIC_POST_CORS)) res.headers.set(k, v);
  return res;
}

export const config: Config = {
  path: '/api/shop/checkout',
  rateLimit: { windowLimit: 20, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
