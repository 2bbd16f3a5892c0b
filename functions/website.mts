import type { Config } from '@netlify/functions';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { websiteStatus } from '../src/server/publishing/status.ts';

// The owner's website: live address, versions, whether the draft differs, pause, custom domain.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'website');
  return json(await websiteStatus(business));
});

export const config: Config = { path: '/api/website' };
