import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { getPayoutAccount } from '../src/server/payouts/payout-accounts.ts';

// The business's payout account (Stripe Connect) as Stripe last reported it: not connected, onboarding
// needed, restricted or active.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'payouts-account');
  return json(await getPayoutAccount(business.id));
});

export const config: Config = { path: '/api/payouts/account' };
