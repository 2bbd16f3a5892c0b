/**
 * Server-side sessions (issue 15): a session row names the person and the business they are
 * working in. A token is only as good as its row: revoked, expired, or a membership that is gone
 * means signed out, at once. Tokens made before sessions existed (no `sid`) still name a business
 * and stand for its owner until `users.sessions_valid_after` passes them.
 */
import { pooled, query, type Queryable } from '../db/client.ts';
import type { MemberRole } from './roles.ts';

export type Rank = 'registered' | 'web-hosting' | 'complete';

/** The signed-in person's CURRENT business, with their role in it. */
export interface SessionBusiness extends Record<string, unknown> {
  id: string;
  business_name: string;
  business_email: string;
  rank: Rank;
  /** The platform role of the business (admin = Main Street staff), not the person's role in it. */
  role: 'business' | 'admin';
  bloc_services: string[];
  referral_code: string;
  stripe_customer_id: string | null;
  /** The seeded demo account (set only by the seed, never by an API). */
  is_demo: boolean;
  /** The person signed in, their email and their role in this business (absent on a bare business read). */
  user_id?: string;
  user_email?: string;
  member_role?: MemberRole;
  /** The server-side session, when the token names one. */
  session_id?: string | null;
}

export const SESSION_DAYS = 7;

const BUSINESS_COLUMNS = `b.id, b.business_name, b.business_email, b.rank, b.role, b.bloc_services, b.referral_code, b.stripe_customer_id, b.is_demo`;
const MEMBER_COLUMNS = `${BUSINESS_COLUMNS}, m.user_id, u.email AS user_email, m.role AS member_role`;
const MEMBER_JOIN = `FROM memberships m JOIN businesses b ON b.id = m.business_id JOIN users u ON u.id = m.user_id`;

export async function findBusinessById(id: string): Promise<SessionBusiness | undefined> {
  const [row] = await query<SessionBusiness>(`SELECT ${BUSINESS_COLUMNS} FROM businesses b WHERE b.id = $1`, [id]);
  return row;
}

/** The business as one member sees it, or undefined when they are not (or no longer) a member. */
export async function findMembership(userId: string, businessId: string): Promise<SessionBusiness | undefined> {
  const [row] = await query<SessionBusiness>(
    `SELECT ${MEMBER_COLUMNS} ${MEMBER_JOIN} WHERE m.user_id = $1 AND m.business_id = $2`,
    [userId, businessId],
  );
  return row;
}

/** Where a person lands after signing in: the business they own, else the one they joined first. */
export async function defaultBusinessOf(userId: string): Promise<SessionBusiness | undefined> {
  const [row] = await query<SessionBusiness>(
    `SELECT ${MEMBER_COLUMNS} ${MEMBER_JOIN} WHERE m.user_id = $1 ORDER BY (m.role = 'owner') DESC, m.created_at, b.id LIMIT 1`,
    [userId],
  );
  return row;
}

/** The owner of a business (the person a token without `sid` stands for). */
export async function ownerOf(businessId: string): Promise<SessionBusiness | undefined> {
  const [row] = await query<SessionBusiness>(
    `SELECT ${MEMBER_COLUMNS} ${MEMBER_JOIN} WHERE m.business_id = $1 AND m.role = 'owner'`,
    [businessId],
  );
  return row;
}

export async function createSession(userId: string, businessId: string): Promise<{ id: string; expiresAt: Date }> {
  const [row] = await query<{ id: string; expires_at: Date }>(
    `INSERT INTO sessions (user_id, business_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3)) RETURNING id, expires_at`,
    [userId, businessId, SESSION_DAYS],
  );
  return { id: row!.id, expiresAt: new Date(row!.expires_at) };
}

/** The live session `sid` of `userId`: not revoked, not expired, and still a member of its business. */
export async function resolveSession(userId: string, sid: string): Promise<SessionBusiness | undefined> {
  const [row] = await query<SessionBusiness>(
    `SELECT ${MEMBER_COLUMNS}, s.id AS session_id
     FROM sessions s JOIN memberships m ON m.user_id = s.user_id AND m.business_id = s.business_id
     JOIN businesses b ON b.id = m.business_id JOIN users u ON u.id = m.user_id
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now()`,
    [sid, userId],
  );
  return row;
}

/** A token from before sessions existed: the business's owner, unless they ended such sessions since. */
export async function resolveLegacyToken(
  businessId: string,
  issuedAtSeconds: number,
): Promise<SessionBusiness | undefined> {
  const [row] = await query<SessionBusiness>(
    `SELECT ${MEMBER_COLUMNS}, NULL::uuid AS session_id ${MEMBER_JOIN}
     WHERE m.business_id = $1 AND m.role = 'owner' AND u.sessions_valid_after < to_timestamp($2)`,
    [businessId, issuedAtSeconds],
  );
  return row;
}

export async function revokeSession(sid: string): Promise<void> {
  await query('UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [sid]);
}

/** Ends a person's tokens from before server sessions (they cannot be told apart). */
export async function endLegacyTokens(userId: string, db: Queryable = pooled()): Promise<void> {
  await db.query('UPDATE users SET sessions_valid_after = now() WHERE id = $1', [userId]);
}

/** Ends every session of a person (but `keepSid`), old-style tokens included; `db` may be a transaction. */
export async function revokeUserSessions(
  userId: string,
  keepSid?: string | null,
  db: Queryable = pooled(),
): Promise<number> {
  await endLegacyTokens(userId, db);
  const { rows } = await db.query(
    `UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid) RETURNING id`,
    [userId, keepSid ?? null],
  );
  return rows.length;
}

/** Ends a person's sessions in one business (after they are removed from it). */
export async function revokeSessionsIn(userId: string, businessId: string): Promise<void> {
  await query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND business_id = $2 AND revoked_at IS NULL', [
    userId,
    businessId,
  ]);
}

/** Points a live session at another business the person belongs to. */
export async function switchSessionBusiness(sid: string, userId: string, businessId: string): Promise<boolean> {
  const rows = await query(
    `UPDATE sessions s SET business_id = $3 FROM memberships m
     WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND m.user_id = $2 AND m.business_id = $3 RETURNING s.id`,
    [sid, userId, businessId],
  );
  return rows.length === 1;
}
