import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, readText } from '../src/server/http.ts';
import { handleStripeWebhook } from '../src/server/stripe/webhook.ts';

// Stripe calls this from its own servers: no same-origin check, the signature over the raw body instead.
export default handle(
  async (req) => {
    allowMethods(req, 'POST');
    return json(await handleStripeWebhook(await readText(req), req.headers.get('stripe-signature')));
  },
  { allowCrossSite: true },
);

export const config: Config = { path: '/api/stripe/webhook' };
