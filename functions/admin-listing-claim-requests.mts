import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { claimRequestDecisionSchema } from '../src/schemas/listing-claim-request.ts';
import { decideClaimRequest, listPendingClaimRequests } from '../src/server/listings/claim-requests.ts';

// Admins review claim requests (issue 39): GET the pending ones, POST approve or refuse (with a reason).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST');
  const admin = await requireRole(req, 'admin-listing-claim-requests');
  if (req.method === 'GET') return json({ requests: await listPendingClaimRequests() });
  const decision = await parseJsonBody(req, claimRequestDecisionSchema);
  return json(await decideClaimRequest(admin.id, decision));
});

export const config: Config = { path: '/api/admin/claim-requests' };
