import type { Config } from '@netlify/functions';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { publishRequestSchema } from '../src/schemas/website.ts';
import { publishSite } from '../src/server/publishing/publish.ts';
import { websiteStatus } from '../src/server/publishing/status.ts';

// 'Publish': a new version of the owner's site goes live in one step (paid website plans only).
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'website-publish');
  await parseJsonBody(req, publishRequestSchema);
  const published = await publishSite(business);
  const message = `Version ${published.version} is live at ${published.address}`;
  return json({
    message,
    version: published.version,
    address: published.address,
    status: await websiteStatus(business),
  });
});

export const config: Config = { path: '/api/website/publish' };
