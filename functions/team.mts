import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { listTeam } from '../src/server/team/members.ts';

// The team of the current business: members with their roles, and pending invitations.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  return json(await listTeam(await requireRole(req, 'team')));
});

export const config: Config = { path: '/api/team' };
