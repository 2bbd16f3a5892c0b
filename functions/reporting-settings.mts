import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { reportingSettingsSchema } from '../src/schemas/reporting.ts';
import { readSettings, saveSettings } from '../src/server/reporting/settings.ts';

// The weekly email digest switch: everyone reads it, a manager or the owner changes it.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'PUT');
  const business = await requireRole(req, 'reporting-settings');
  if (req.method === 'GET') return json(await readSettings(business.id));
  return json(await saveSettings(business.id, await parseJsonBody(req, reportingSettingsSchema)));
});

export const config: Config = { path: '/api/reporting/settings' };
