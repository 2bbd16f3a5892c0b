import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { listLeads } from '../src/server/messages/leads.ts';

// The signed-in owner's leads: messages to their listings and to their account.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'inbox-leads');
  return json({ leads: await listLeads(business.id) });
});

export const config: Config = { path: '/api/inbox/leads' };
