import type { Config } from '@netlify/functions';
import { allowMethods, handle } from '../src/server/http.ts';
import { LIVE_HOST_HEADER, LIVE_PREFIX } from '../src/server/publishing/host-routing.ts';
import { resolveLiveRequest } from '../src/server/publishing/serve-live.ts';

// Live websites. Host routing (the local router in `npm start`, an edge rewrite on Netlify) sends
// every request for `{slug}.{SITES_DOMAIN}` or a custom domain here as /_live/<path>, naming the host.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const url = new URL(req.url);
  const host = req.headers.get(LIVE_HOST_HEADER) ?? url.host;
  const answer = await resolveLiveRequest(host, url.pathname.slice(LIVE_PREFIX.length) || '/');
  return new Response(req.method === 'HEAD' ? null : answer.body, { status: answer.status, headers: answer.headers });
});

export const config: Config = { path: ['/_live', '/_live/*'] };
