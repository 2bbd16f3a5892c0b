import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { listingsChangedSince } from '../src/server/directory/directory-repo.ts';
import { toCard } from '../src/server/directory/listing-shape.ts';
import { changedSinceQuery } from '../src/schemas/public-api.ts';

// Issue 19: listings of a location changed or created since the build that wrote the static search
// index, as search cards. The list pages' search merges them in, so a search finds them at once.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const p = parseQuery(req, changedSinceQuery);
  const rows = await listingsChangedSince(
    { country_code: p.country, state_code: p.state, city_slug: p.city },
    new Date(p.since),
  );
  return json({ cards: rows.map(toCard) }, { headers: { 'cache-control': 'public, max-age=15' } });
});

export const config: Config = { path: '/api/business/directory/changed' };
