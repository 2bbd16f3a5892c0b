import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { createSubscriptionRequestSchema } from '../src/schemas/account-requests.ts';
import { startSubscription } from '../src/server/stripe/subscriptions.ts';

// The account and the Stripe customer come from the session; the body only names the plan.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'commerce-create-subscription');
  const { plan } = await parseJsonBody(req, createSubscriptionRequestSchema);
  return json(await startSubscription(business, plan));
});

export const config: Config = { path: '/api/commerce/create-subscription' };
