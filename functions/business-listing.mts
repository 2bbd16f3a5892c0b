import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { listingFormSchema } from '../src/schemas/listing-form.ts';
import { AFTER_REBUILD_MESSAGE, findOwnerListing, saveOwnerListing } from '../src/server/listings/owner-listing.ts';
import { refreshDraftsFromListing } from '../src/server/generation/refresh.ts';

// The signed-in owner's listing: GET reads it (null before the first save), PUT saves the listing form.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'PUT');
  const business = await requireRole(req, 'business-listing');
  if (req.method === 'GET') return json({ listing: await findOwnerListing(business.id) });
  const form = await parseJsonBody(req, listingFormSchema);
  const listing = await saveOwnerListing(business, form);
  // One business record: the owner's generated websites show the listing's new details at once.
  await refreshDraftsFromListing(business.id);
  return json({ listing, message: AFTER_REBUILD_MESSAGE });
});

export const config: Config = { path: '/api/business/listing' };
