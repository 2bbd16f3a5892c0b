import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { maintenanceReport } from '../src/server/maintenance/maintenance.ts';

// The owner's web maintenance report: the live site's checks and their history.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'maintenance');
  return json(await maintenanceReport(business.id, business.rank));
});

export const config: Config = { path: '/api/maintenance' };
