import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { clearedSessionCookies, withCookies } from '../src/server/auth/session.ts';
import { revokeUserSessions } from '../src/server/auth/sessions-repo.ts';
import { SIGNED_OUT_EVERYWHERE } from '../src/schemas/account.ts';

// 'Log out everywhere': every session of the signed-in person ends, this one included.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const person = await requireRole(req, 'business-logout-everywhere');
  const ended = await revokeUserSessions(person.user_id!);
  return withCookies(
    json({ status: 200, message: SIGNED_OUT_EVERYWHERE, sessions_ended: ended }),
    clearedSessionCookies(),
  );
});

export const config: Config = { path: '/api/business/logout-everywhere' };
