import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { changeRoleSchema, removeMemberSchema } from '../src/schemas/team.ts';
import { changeRole, removeMember } from '../src/server/team/members.ts';

// The owner changes a member's role (PATCH) or removes them (DELETE; their sessions end at once).
export default handle(async (req) => {
  allowMethods(req, 'PATCH', 'DELETE');
  const actor = await requireRole(req, 'team-member');
  if (req.method === 'PATCH') {
    const { user_id, role } = await parseJsonBody(req, changeRoleSchema);
    await changeRole(actor, user_id, role);
    return json({ status: 200, message: 'Role changed.' });
  }
  const { user_id } = await parseJsonBody(req, removeMemberSchema);
  await removeMember(actor, user_id);
  return json({ status: 200, message: 'Removed from the team. Their sessions here ended.' });
});

export const config: Config = { path: '/api/team/member' };
