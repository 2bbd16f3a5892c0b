import type { Config } from '@netlify/functions';
import { allowMethods, handle, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { updateRankRequestSchema } from '../src/schemas/account-requests.ts';
import { confirmRank } from '../src/server/stripe/subscriptions.ts';
import { signedInResponse } from '../src/server/accounts/session-response.ts';

// The rank is read back from Stripe; whatever rank or amount the browser sends is dropped by the schema.
// Answers with the account as it now is and a fresh session cookie (§4: a new token after an upgrade).
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'business-update-rank');
  const { subscriptionId } = await parseJsonBody(req, updateRankRequestSchema);
  return signedInResponse(await confirmRank(business, subscriptionId), { userId: business.user_id });
});

export const config: Config = { path: '/api/business/update-rank' };
