import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { optionalBusiness } from '../src/server/auth/session.ts';
import { claimRequestSchema, claimedMessage } from '../src/schemas/listing-claim.ts';
import { claimListing, describeClaim } from '../src/server/listings/claim.ts';

// An unclaimed listing claimed with the emailed link (issue 27): GET ?token= says what the link is for,
// POST { token } makes the signed-in owner's business its owner.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST');
  if (req.method === 'GET') {
    const { token } = parseQuery(req, claimRequestSchema);
    return json(await describeClaim(token, await optionalBusiness(req)));
  }
  const business = await requireRole(req, 'business-listing-claim');
  const { token } = await parseJsonBody(req, claimRequestSchema);
  const claimed = await claimListing(business, token);
  return json({ ...claimed, message: claimedMessage(claimed.business_name, claimed.waiting) });
});

export const config: Config = { path: '/api/business/listing/claim' };
