import { verifyBatchToken } from '../src/server/maintenance/fan-out.ts';
import { runMaintenance } from '../src/server/maintenance/maintenance.ts';
import { readJson } from '../src/server/http.ts';
import { BACKGROUND_TOKEN_HEADER } from '../src/server/background.ts';

// Netlify background function (up to 15 minutes): checks one batch of live sites that
// scheduled-maintenance-check claimed, with a token only the server can make. A retry within the
// hour checks nothing again (runMaintenance skips sites checked in the last 50 minutes).
export default async function maintenanceCheckBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const body = ((await readJson(req, 16_384).catch(() => ({}))) ?? {}) as { business_ids?: unknown };
  const ids = Array.isArray(body.business_ids) ? body.business_ids.filter((id) => typeof id === 'string') : [];
  if (!ids.length || !verifyBatchToken(ids, req.headers.get(BACKGROUND_TOKEN_HEADER)))
    return new Response(null, { status: 403 });
  console.log('[maintenance-check-background]', JSON.stringify(await runMaintenance({ businessIds: ids })));
  return new Response(null, { status: 202 });
}
