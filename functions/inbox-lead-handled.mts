import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { leadHandledSchema } from '../src/schemas/inbox.ts';
import { setLeadHandled } from '../src/server/messages/leads.ts';

// The owner marks one of their leads handled, or not yet (issue 18). Another owner's lead answers 404.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'inbox-lead-handled');
  const { lead_id, handled } = await parseJsonBody(req, leadHandledSchema);
  return json({ lead: await setLeadHandled(business.id, lead_id, handled) });
});

export const config: Config = { path: '/api/inbox/leads/handled' };
