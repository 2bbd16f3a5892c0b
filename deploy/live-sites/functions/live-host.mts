import type { Config } from '@netlify/functions';
import { allowMethods, handle } from '../../../src/server/http.ts';
import { serveLiveHost } from '../../../src/server/publishing/serve-live.ts';

// The live-sites deploy's one function: every path of every host this deploy receives
// (`{slug}.{SITES_DOMAIN}`, verified custom domains) is a visit to that host's live website.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  return serveLiveHost(req);
});

export const config: Config = { path: '/*' };
