import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { transferOwnershipSchema } from '../src/schemas/team.ts';
import { transferOwnership } from '../src/server/team/members.ts';

// The owner hands ownership over to a member and becomes a manager.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const actor = await requireRole(req, 'team-transfer');
  const { user_id } = await parseJsonBody(req, transferOwnershipSchema);
  await transferOwnership(actor, user_id);
  return json({ status: 200, message: 'Ownership handed over. You are now a manager of this business.' });
});

export const config: Config = { path: '/api/team/transfer' };
