import type { Config } from '@netlify/functions';
import { z } from '../src/schemas/z.ts';
import { allowMethods, handle, json, notFound, parseQuery } from '../src/server/http.ts';
import { approvedReviews, findListing } from '../src/server/directory/directory-repo.ts';
import { toSpecListing } from '../src/server/directory/listing-shape.ts';
import { businessUniqueIdParam } from '../src/schemas/public-api.ts';

const params = z.object({ business_unique_id: businessUniqueIdParam });

// One listing and its approved reviews (spec §7: listing[] and reviews[]).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const { business_unique_id } = parseQuery(req, params);
  const row = await findListing(business_unique_id);
  if (!row) throw notFound(`No listing has the id "${business_unique_id}".`);
  const reviews = await approvedReviews(row.id);
  return json(
    { listing: [toSpecListing(row, reviews)], reviews },
    { headers: { 'cache-control': 'public, max-age=60' } },
  );
});

export const config: Config = { path: '/api/business/directory/retrieve-listing' };
