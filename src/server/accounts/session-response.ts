/**
 * The answer to a successful registration, login or rank update: the auth object and a fresh
 * session cookie. The §7 `token` field is `true`, never the token itself: the session lives only
 * in the HttpOnly accessToken cookie, out of reach of page scripts. Each answer opens a server-side
 * session row (sessions-repo), so logging out can end it.
 */
import { json } from '../http.ts';
import { createSessionToken, sessionCookies, withCookies, type SessionBusiness } from '../auth/session.ts';
import { createSession, ownerOf, revokeSession } from '../auth/sessions-repo.ts';
import { toAuthObject } from './auth-object.ts';

export interface SignInOptions {
  /** The person signing in; by default the one the business row came with, else its owner. */
  userId?: string;
  /** A session this one replaces (ended at once). */
  replaces?: string | null;
  /** Added to the answer (e.g. where a confirmed sign-up continues). */
  extra?: Record<string, unknown>;
}

export async function signedInResponse(business: SessionBusiness, options: SignInOptions = {}): Promise<Response> {
  const member = options.userId || business.user_id ? business : await ownerOf(business.id);
  const userId = options.userId ?? member?.user_id;
  if (!userId) throw new Error(`Business ${business.id} has no owner to sign in as.`);
  const session = await createSession(userId, business.id);
  if (options.replaces) await revokeSession(options.replaces);
  const token = await createSessionToken(userId, session.id);
  const auth = toAuthObject({
    ...business,
    member_role: business.member_role ?? member?.member_role,
    user_email: business.user_email ?? member?.user_email,
  });
  return withCookies(json({ ...options.extra, status: 200, token: true, auth }), sessionCookies(token));
}
