import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { clearedSessionCookies, withCookies } from '../src/server/auth/session.ts';

// Ends the session in this browser: both cookies cleared (max-age 0, path /, same-site lax — §4).
// The §7 body ({ business_id }) is not needed: the cookie says whose session it is.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  return withCookies(json({ status: 200 }), clearedSessionCookies());
});

export const config: Config = { path: '/api/business/logout' };
