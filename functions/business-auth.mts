import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import {
  clearedSessionCookies,
  optionalBusiness,
  readCookie,
  SESSION_COOKIE,
  HINT_COOKIE,
  withCookies,
} from '../src/server/auth/session.ts';
import { toAuthObject } from '../src/server/accounts/auth-object.ts';
import { ANONYMOUS } from '../src/schemas/auth.ts';

// The business auth object (§3). Signed out, or a bad/expired token: status 0, and stale cookies
// are cleared so pages stop asking.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await optionalBusiness(req);
  if (business) return json(toAuthObject(business));
  const stale = readCookie(req, SESSION_COOKIE) !== undefined || readCookie(req, HINT_COOKIE) !== undefined;
  const response = json({ ...ANONYMOUS });
  return stale ? withCookies(response, clearedSessionCookies()) : response;
});

export const config: Config = { path: '/api/business/auth' };
