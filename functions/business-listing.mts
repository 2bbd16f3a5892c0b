import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { listingFormSchema } from '../src/schemas/listing-form.ts';
import { LIVE_NOW_MESSAGE, findOwnerListing, saveOwnerListing } from '../src/server/listings/owner-listing.ts';
import { refreshDraftsFromListing } from '../src/server/generation/refresh.ts';

// The signed-in owner's listing: GET reads it (null before the first save), PUT saves the listing form.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'GET', 'PUT');
  const business = await requireRole(req, 'business-listing');
  if (req.method === 'GET') return json({ listing: await findOwnerListing(business.id) });
  const form = await parseJsonBody(req, listingFormSchema);
  const listing = await saveOwnerListing(business, form);
  // One business record: the owner's generated websites are re-rendered with the new details in
  // the background; the answer does not wait for it, and a failed re-render cannot fail the save.
  const refresh = refreshDraftsFromListing(business.id).catch((error) =>
    console.error(`[listing] re-rendering the drafts of ${business.id} failed:`, error),
  );
  context?.waitUntil?.(refresh);
  return json({ listing, message: LIVE_NOW_MESSAGE });
});

export const config: Config = { path: '/api/business/listing' };
