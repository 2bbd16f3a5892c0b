import type { Config } from '@netlify/functions';
import { getEnv } from '../src/server/env.ts';
import { allowMethods, handle, notFound } from '../src/server/http.ts';
import { LIVE_HOST_HEADER, LIVE_PREFIX } from '../src/server/publishing/host-routing.ts';
import { resolveLiveRequest, toResponse } from '../src/server/publishing/serve-live.ts';

// Live websites behind the local front door (`npm start`, `npm test`), which sends every request for
// `{slug}.localhost` or a custom domain here as /_live/<path>, naming the host in a header. In
// production live websites are their own deploy (deploy/live-sites/), so the platform serves none:
// the header could be forged by anyone there.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  if (getEnv().production) throw notFound();
  const url = new URL(req.url);
  const host = req.headers.get(LIVE_HOST_HEADER) ?? url.host;
  return toResponse(req, await resolveLiveRequest(host, url.pathname.slice(LIVE_PREFIX.length) || '/'));
});

export const config: Config = { path: ['/_live', '/_live/*'] };
