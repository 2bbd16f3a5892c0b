import type { Config } from '@netlify/functions';
import { z } from '../src/schemas/z.ts';
import { dbId } from '../src/schemas/ids.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, handle, parseQuery } from '../src/server/http.ts';
import { zipDraft } from '../src/server/generation/zip.ts';

const querySchema = z.object({ draft_id: dbId('This draft was not found.') });

// 'Download website': the owner's draft as a ZIP of static files that runs on any host.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'ai-download-website');
  const { draft_id } = parseQuery(req, querySchema);
  const zip = await zipDraft(business.id, draft_id);
  return new Response(zip.data, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${zip.fileName}"`,
      'cache-control': 'private, no-store',
    },
  });
});

export const config: Config = { path: '/api/ai/download-website' };
