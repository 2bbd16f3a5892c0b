import type { Config } from '@netlify/functions';
import { allowMethods, handle } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { leadsCsv } from '../src/server/messages/leads.ts';

// The signed-in owner's leads as a CSV download.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'inbox-leads-csv');
  const date = new Date().toISOString().slice(0, 10);
  return new Response(await leadsCsv(business.id), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="main-street-leads-${date}.csv"`,
      'cache-control': 'no-store',
    },
  });
});

export const config: Config = { path: '/api/inbox/leads.csv' };
