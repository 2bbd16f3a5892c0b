import type { Config } from '@netlify/functions';
import { allowMethods, handle } from '../src/server/http.ts';
import { resolveSiteFile } from '../src/server/generation/serve.ts';

// Serves generated websites: drafts at /sites/{draft_id}/… (once ready) and the showcase examples at /examples/{slug}/….
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const answer = await resolveSiteFile(new URL(req.url).pathname);
  return new Response(req.method === 'HEAD' ? null : answer.body, { status: answer.status, headers: answer.headers });
});

export const config: Config = { path: ['/sites/*', '/examples/*'] };
