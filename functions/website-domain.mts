import type { Config } from '@netlify/functions';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { domainRequestSchema } from '../src/schemas/website.ts';
import { removeDomain, setDomain } from '../src/server/publishing/domains.ts';
import { websiteStatus } from '../src/server/publishing/status.ts';

// The owner's custom domain: PUT names it (then the DNS records to set are shown), DELETE removes it.
export default handle(async (req) => {
  allowMethods(req, 'PUT', 'DELETE');
  const business = await requireRole(req, 'website-domain');
  if (req.method === 'DELETE') await removeDomain(business);
  else await setDomain(business, (await parseJsonBody(req, domainRequestSchema)).domain);
  return json({ status: await websiteStatus(business) });
});

export const config: Config = { path: '/api/website/domain' };
