/**
 * Sessions: a signed, expiring JWT (jose, HS256) in the HttpOnly `accessToken` cookie (spec §3),
 * plus a readable `ms_signed_in=1` hint cookie that only tells pages which menu to paint first.
 * Every request re-reads the account, so rank and existence always come from the database.
 */
import { jwtVerify, SignJWT } from 'jose';
import type { Rank } from '../../schemas/auth.ts';
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { isUuid } from '../../schemas/ids.ts';
import { resolveLegacyToken, resolveSession, type SessionBusiness } from './sessions-repo.ts';

export { findBusinessById, type SessionBusiness } from './sessions-repo.ts';

export const SESSION_COOKIE = 'accessToken';
export const HINT_COOKIE = 'ms_signed_in';
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;

export type { Rank } from '../../schemas/auth.ts';

const secretKey = () => new TextEncoder().encode(getEnv().sessionSecret);

/** A token for server session `sid` of person `subject`; without `sid`, an old-style token naming a business. */
export async function createSessionToken(subject: string, sid?: string): Promise<string> {
  return new SignJWT(sid ? { sid } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(secretKey());
}

/** The account id in a valid, unexpired token; undefined for anything else. */
export async function readSessionToken(token: string | undefined): Promise<string | undefined> {
  return (await readSessionClaims(token))?.sub;
}

export interface SessionClaims {
  sub: string;
  sid?: string;
  iat: number;
}

export async function readSessionClaims(token: string | undefined): Promise<SessionClaims | undefined> {
  if (!token) return undefined;
  try {
    // A token without an expiry would be valid forever: refuse it.
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    if (typeof payload.sub !== 'string') return undefined;
    return { sub: payload.sub, sid: typeof payload.sid === 'string' ? payload.sid : undefined, iat: payload.iat ?? 0 };
  } catch {
    return undefined;
  }
}

/** A malformed %-escape makes the cookie unreadable (a signed-out visitor), never an error. */
function safeDecode(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get('cookie') ?? '';
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return safeDecode(part.slice(eq + 1));
  }
  return undefined;
}

function secureFlag(): string {
  const env = getEnv();
  return env.production || env.siteUrl.startsWith('https://') ? '; Secure' : '';
}

/** The two Set-Cookie values that start a session. */
export function sessionCookies(token: string): string[] {
  const common = `Path=/; Max-Age=${SESSION_TTL_SECONDS}; SameSite=Lax${secureFlag()}`;
  return [`${SESSION_COOKIE}=${token}; HttpOnly; ${common}`, `${HINT_COOKIE}=1; ${common}`];
}

/** The two Set-Cookie values that end a session (max-age 0, path /, same-site lax — spec §4). */
export function clearedSessionCookies(): string[] {
  const common = `Path=/; Max-Age=0; SameSite=Lax${secureFlag()}`;
  return [`${SESSION_COOKIE}=; HttpOnly; ${common}`, `${HINT_COOKIE}=; ${common}`];
}

export function withCookies(response: Response, cookies: string[]): Response {
  for (const cookie of cookies) response.headers.append('set-cookie', cookie);
  return response;
}

/** The signed-in person's current business, or undefined (bad, expired, revoked or missing session; removed member). */
export async function optionalBusiness(req: Request): Promise<SessionBusiness | undefined> {
  const claims = await readSessionClaims(
    readCookie(req, SESSION_COOKIE) ?? req.headers.get('x-access-token') ?? undefined,
  );
  if (!claims || !isUuid(claims.sub)) return undefined;
  if (claims.sid === undefined) return resolveLegacyToken(claims.sub, claims.iat);
  return isUuid(claims.sid) ? resolveSession(claims.sub, claims.sid) : undefined;
}

export async function requireBusiness(req: Request): Promise<SessionBusiness> {
  const business = await optionalBusiness(req);
  if (!business) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
  return business;
}

export async function requireAdmin(req: Request): Promise<SessionBusiness> {
  const business = await requireBusiness(req);
  if (business.role !== 'admin') throw new HttpError(403, 'forbidden', 'This page is for Main Street administrators.');
  return business;
}
