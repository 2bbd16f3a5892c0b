import type { Config } from '@netlify/functions';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { verifyDomain } from '../src/server/publishing/domains.ts';
import { websiteStatus } from '../src/server/publishing/status.ts';

// Checks the custom domain's DNS records now (real look-ups) and connects it when they are right.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'website-domain-verify');
  const outcome = await verifyDomain(business);
  return json({ ...outcome, status: await websiteStatus(business) });
});

export const config: Config = { path: '/api/website/domain/verify' };
