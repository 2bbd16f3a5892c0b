// A business with one person in each role, and fresh server sessions (cookies) for them.
import { randomBytes } from 'node:crypto';
import { query } from '../../src/server/db/client.ts';
import { createSessionToken } from '../../src/server/auth/session.ts';
import { createSession } from '../../src/server/auth/sessions-repo.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { MEMBER_ROLES, type MemberRole } from '../../src/server/auth/roles.ts';
import { GOOD_PASSWORD } from './accounts-helpers.ts';

export interface Team {
  businessId: string;
  users: Record<MemberRole, { id: string; email: string }>;
}

let hash: Promise<string> | undefined;
const tag = () => randomBytes(4).toString('hex');

/** A new business (its owner made by the database trigger) and a manager, a staff member and a viewer. */
export async function makeTeam(options: { admin?: boolean; name?: string } = {}): Promise<Team> {
  hash ??= hashPassword(GOOD_PASSWORD);
  const ownerEmail = `owner-${tag()}@example.ca`;
  const [business] = await query<{ id: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code, role)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [options.name ?? 'Team Test Bakery', ownerEmail, await hash, `team-${tag()}`, options.admin ? 'admin' : 'business'],
  );
  const [owner] = await query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ownerEmail]);
  const users = { owner: { id: owner!.id, email: ownerEmail } } as Team['users'];
  for (const role of MEMBER_ROLES.filter((r) => r !== 'owner')) {
    users[role] = await addMember(business!.id, role);
  }
  return { businessId: business!.id, users };
}

export async function addMember(businessId: string, role: MemberRole, email = `${role}-${tag()}@example.ca`) {
  hash ??= hashPassword(GOOD_PASSWORD);
  const [user] = await query<{ id: string }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, $2)
     ON CONFLICT ((lower(email))) DO UPDATE SET email = users.email RETURNING id`,
    [email, await hash],
  );
  await query('INSERT INTO memberships (user_id, business_id, role) VALUES ($1, $2, $3)', [user!.id, businessId, role]);
  return { id: user!.id, email };
}

/** "accessToken=…" for a new server session of the person in the business. */
export async function sessionFor(userId: string, businessId: string): Promise<string> {
  const session = await createSession(userId, businessId);
  return `accessToken=${await createSessionToken(userId, session.id)}`;
}
