import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { optionalBusiness } from '../src/server/auth/session.ts';
import { claimLinkSentMessage, listingClaimRequestSchema } from '../src/schemas/listing-claim.ts';
import { describeListingClaim, sendClaimLink } from '../src/server/listings/claim-from-listing.ts';

// 'Claim this listing' (issue 39): GET ?listing= says how this visitor can claim it; POST { listing } emails the
// claim link to the business's own address (the proof of ownership, as in business-listing-claim.mts).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST');
  if (req.method === 'GET') {
    const { listing } = parseQuery(req, listingClaimRequestSchema);
    return json(await describeListingClaim(listing, await optionalBusiness(req)));
  }
  const business = await requireRole(req, 'business-listing-claim-link');
  const { listing } = await parseJsonBody(req, listingClaimRequestSchema);
  const state = await describeListingClaim(listing, business);
  const { sent } = await sendClaimLink(business, listing);
  return json({ sent, message: claimLinkSentMessage(state.business_name, sent) });
});

export const config: Config = { path: '/api/business/listing/claim-link' };
