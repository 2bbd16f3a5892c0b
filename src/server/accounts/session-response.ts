/**
 * The answer to a successful registration, login or rank update: the auth object and a fresh
 * session cookie. The §7 `token` field is `true`, never the token itself: the session lives only
 * in the HttpOnly accessToken cookie, out of reach of page scripts.
 */
import { json } from '../http.ts';
import { createSessionToken, sessionCookies, withCookies, type SessionBusiness } from '../auth/session.ts';
import { toAuthObject } from './auth-object.ts';

export async function signedInResponse(business: SessionBusiness): Promise<Response> {
  const token = await createSessionToken(business.id);
  return withCookies(json({ status: 200, token: true, auth: toAuthObject(business) }), sessionCookies(token));
}
