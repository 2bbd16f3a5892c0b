import type { Config } from '@netlify/functions';
import { allowMethods, decodePathSegment, handle, json, parseWith } from '../src/server/http.ts';
import { regionNews } from '../src/server/regions/regions-repo.ts';
import { regionPath } from '../src/schemas/public-api.ts';

// Regional news of a city: /api/region/{country}/{state}/{city}, names or codes ("canada/alberta/barrhead").
export default handle(async (req) => {
  allowMethods(req, 'GET');
  // Read the segments from the URL itself, so the handler works the same under any router.
  const [country, state, city] = new URL(req.url).pathname.split('/').slice(3).map(decodePathSegment);
  const where = parseWith(regionPath, { country, state, city });
  const news = await regionNews(where.country, where.state, where.city);
  return json({ regionNews: news }, { headers: { 'cache-control': 'public, max-age=300' } });
});

export const config: Config = { path: '/api/region/:country/:state/:city' };
