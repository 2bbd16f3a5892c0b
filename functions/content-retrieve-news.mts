import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { listContent } from '../src/server/content/content-repo.ts';

// Every news item, tutorial and doc, newest first (bodies left out: /api/content/retrieve/{slug} has them).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  return json(await listContent(), { headers: { 'cache-control': 'public, max-age=60' } });
});

export const config: Config = { path: '/api/content/retrieve-news' };
