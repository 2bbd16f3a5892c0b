import type { Config } from '@netlify/functions';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { rollbackRequestSchema } from '../src/schemas/website.ts';
import { rollbackSite } from '../src/server/publishing/publish.ts';
import { websiteStatus } from '../src/server/publishing/status.ts';

// One click back to an earlier version: the live pointer moves, no file is written.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'website-rollback');
  const { version } = await parseJsonBody(req, rollbackRequestSchema);
  await rollbackSite(business, version);
  return json({ message: `Version ${version} is live again.`, status: await websiteStatus(business) });
});

export const config: Config = { path: '/api/website/rollback' };
