import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { readTeamLog } from '../src/server/team/team-log.ts';

// The team log, newest first, for the owner.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const actor = await requireRole(req, 'team-log');
  return json(await readTeamLog(actor.id));
});

export const config: Config = { path: '/api/team/log' };
