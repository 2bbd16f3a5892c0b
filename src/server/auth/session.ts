/**
 * Sessions: a signed, expiring JWT (jose, HS256) in the HttpOnly `accessToken` cookie (spec §3),
 * plus a readable `ms_signed_in=1` hint cookie that only tells pages which menu to paint first.
 * Every request re-reads the account, so rank and existence always come from the database.
 */
import { jwtVerify, SignJWT } from 'jose';
import { getEnv } from '../env.ts';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';

export const SESSION_COOKIE = 'accessToken';
export const HINT_COOKIE = 'ms_signed_in';
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;

export type Rank = 'registered' | 'web-hosting' | 'complete';

export interface SessionBusiness extends Record<string, unknown> {
  id: string;
  business_name: string;
  business_email: string;
  rank: Rank;
  role: 'business' | 'admin';
  bloc_services: string[];
  referral_code: string;
  stripe_customer_id: string | null;
  /** The seeded demo account (set only by the seed). */
  is_demo: boolean;
}

const secretKey = () => new TextEncoder().encode(getEnv().sessionSecret);

export async function createSessionToken(businessId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(businessId)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(secretKey());
}

/** The account id in a valid, unexpired token; undefined for anything else. */
export async function readSessionToken(token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, secretKey(), { algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.get('cookie') ?? '';
  for (const part of header.split(/;\s*/)) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
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

export async function findBusinessById(id: string): Promise<SessionBusiness | undefined> {
  const [row] = await query<SessionBusiness>(
    `SELECT id, business_name, business_email, rank, role, bloc_services, referral_code, stripe_customer_id, is_demo
     FROM businesses WHERE id = $1`,
    [id],
  );
  return row;
}

/** The signed-in account, or undefined (bad, expired or missing token; deleted account). */
export async function optionalBusiness(req: Request): Promise<SessionBusiness | undefined> {
  const id = await readSessionToken(readCookie(req, SESSION_COOKIE) ?? req.headers.get('x-access-token') ?? undefined);
  if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return findBusinessById(id);
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
