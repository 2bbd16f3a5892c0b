import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { accessFor, roleAllows } from '../src/server/auth/roles.ts';
import { reportQuerySchema } from '../src/schemas/reporting.ts';
import { buildReport } from '../src/server/reporting/report.ts';
import { readSettings } from '../src/server/reporting/settings.ts';

// The owner's report: visits, clicks, leads and reviews over 7/30/90 days against the period before.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'reporting');
  const { days } = parseQuery(req, reportQuerySchema);
  const settings = await readSettings(business.id);
  const canEdit = roleAllows(business.member_role, accessFor('reporting-settings', 'PUT')!, business.role === 'admin');
  return json(await buildReport(business.id, days, { weeklyDigest: settings.weeklyDigest, canEdit }));
});

export const config: Config = { path: '/api/reporting' };
