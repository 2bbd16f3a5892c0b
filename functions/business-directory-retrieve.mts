import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { findListings } from '../src/server/directory/directory-repo.ts';
import { toSpecListing } from '../src/server/directory/listing-shape.ts';
import { directoryQuery } from '../src/schemas/public-api.ts';

// The listings of a location, one page at a time (the body stays the spec's list of listings;
// totals travel in headers so a scope of 100,000 listings is never sent whole).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const p = parseQuery(req, directoryQuery);
  const filter = { country_code: p.country, state_code: p.state, city_slug: p.city, q: p.q, category: p.category };
  const { rows, total } = await findListings(filter, p.page, p.page_size);
  const headers = {
    'cache-control': 'public, max-age=60',
    'x-total-count': String(total),
    'x-page': String(p.page),
    'x-page-count': String(Math.max(1, Math.ceil(total / p.page_size))),
  };
  return json(
    rows.map((row) => toSpecListing(row)),
    { headers },
  );
});

export const config: Config = { path: '/api/business/directory/retrieve' };
