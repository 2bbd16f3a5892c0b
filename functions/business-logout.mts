import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { clearedSessionCookies, optionalBusiness, withCookies } from '../src/server/auth/session.ts';
import { endSession } from '../src/server/accounts/logout.ts';

// Ends this session on the server (a copied token stops working too) and clears both cookies
// (max-age 0, path /, same-site lax — §4). The §7 body ({ business_id }) is not needed: the cookie says whose session it is.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await optionalBusiness(req);
  if (business) await endSession(business);
  return withCookies(json({ status: 200 }), clearedSessionCookies());
});

export const config: Config = { path: '/api/business/logout' };
