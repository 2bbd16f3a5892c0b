import type { Config } from '@netlify/functions';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { createPortalSession } from '../src/server/stripe/portal.ts';

// 'Manage plan and billing': a Stripe Customer Portal session for the signed-in owner's own customer.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'commerce-billing-portal');
  return json(await createPortalSession(business));
});

export const config: Config = { path: '/api/commerce/billing-portal' };
