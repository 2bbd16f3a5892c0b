import type { Config } from '@netlify/functions';
import { allowMethods, handle, HttpError, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { NO_SITE_MESSAGE, SITE_SPEC_MAX_BYTES, saveSiteSpecSchema } from '../src/schemas/site-editor.ts';
import { loadSiteSpec, saveSiteSpec } from '../src/server/site-editor/site-specs.ts';
import { parseLimitedJson } from '../src/server/site-editor/requests.ts';

// The signed-in owner's working copy of their website: GET reads it, PUT saves edits made on `baseVersion` (409 when stale).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'PUT');
  const business = await requireRole(req, 'site-spec');
  if (req.method === 'GET') {
    const state = await loadSiteSpec(business.id);
    if (!state) throw new HttpError(404, 'no_site', NO_SITE_MESSAGE);
    return json(state);
  }
  const { spec, baseVersion } = await parseLimitedJson(req, saveSiteSpecSchema, SITE_SPEC_MAX_BYTES);
  return json(await saveSiteSpec(business.id, spec, baseVersion));
});

export const config: Config = { path: '/api/site/spec' };
