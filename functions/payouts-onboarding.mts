import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { startPayoutOnboarding } from '../src/server/payouts/payout-accounts.ts';

// Creates the business's Express payout account on first use and answers a single-use link to Stripe's
// onboarding, which returns to the dashboard.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'payouts-onboarding');
  return json(await startPayoutOnboarding(business));
});

export const config: Config = { path: '/api/payouts/onboarding' };
