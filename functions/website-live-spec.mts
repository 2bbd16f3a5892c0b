import type { Config } from '@netlify/functions';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { editorPublishState } from '../src/server/publishing/live-spec.ts';

// The editor's publish bar: the website's status and the spec of its live version (to list what changed).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'website-live-spec');
  return json(await editorPublishState(business));
});

export const config: Config = { path: '/api/website/live-spec' };
