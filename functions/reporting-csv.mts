import type { Config } from '@netlify/functions';
import { allowMethods, handle, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { reportQuerySchema } from '../src/schemas/reporting.ts';
import { buildReportCsv } from '../src/server/reporting/report.ts';

// The report's days as CSV (the same numbers as the charts and tables).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'reporting-csv');
  const { days } = parseQuery(req, reportQuerySchema);
  const { csv, from, to } = await buildReportCsv(business.id, days);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="main-street-report-${from}-to-${to}.csv"`,
      'cache-control': 'no-store',
    },
  });
});

export const config: Config = { path: '/api/reporting/csv' };
