import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { claimRequestSubmitSchema } from '../src/schemas/listing-claim-request.ts';
import { submitClaimRequest } from '../src/server/listings/claim-requests.ts';

// A reviewed claim request (issue 39) for a listing the directory has no email for: an admin checks the proof.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'business-listing-claim-request');
  const request = await parseJsonBody(req, claimRequestSubmitSchema);
  return json({ request: await submitClaimRequest(business, request) }, { status: 201 });
});

export const config: Config = { path: '/api/business/listing/claim-request' };
