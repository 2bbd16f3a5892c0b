/**
 * The user manager: who is in a business, role changes, removals (their sessions there end at once)
 * and handing ownership over. Only the owner changes the team; every change goes to the team log.
 */
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { revokeSessionsIn, type SessionBusiness } from '../auth/sessions-repo.ts';
import type { MemberRole } from '../auth/roles.ts';
import { ROLE_LABELS, type InvitableRole, type TeamAnswer } from '../../schemas/team.ts';
import { logTeamChange } from './team-log.ts';

export const NOT_A_MEMBER = 'This person is not in your team (any more). Reload the page.';
export const OWNER_CANNOT_CHANGE = 'The owner keeps the owner role: hand ownership over to someone first.';

export async function listTeam(actor: SessionBusiness): Promise<TeamAnswer> {
  const members = await query<{ user_id: string; email: string; role: MemberRole; joined_at: Date }>(
    `SELECT m.user_id, u.email, m.role, m.created_at AS joined_at FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.business_id = $1 ORDER BY array_position(ARRAY['owner','manager','staff','viewer'], m.role), lower(u.email)`,
    [actor.id],
  );
  const invitations = await query<{ email: string; role: InvitableRole; expires_at: Date }>(
    `SELECT email, role, expires_at FROM invitations WHERE business_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     ORDER BY created_at DESC`,
    [actor.id],
  );
  return {
    members: members.map((m) => ({
      ...m,
      joined_at: new Date(m.joined_at).toISOString(),
      you: m.user_id === actor.user_id,
    })),
    invitations: invitations.map((i) => ({ ...i, expires_at: new Date(i.expires_at).toISOString() })),
    your_role: actor.member_role ?? 'owner',
  };
}

async function memberOrThrow(businessId: string, userId: string): Promise<{ email: string; role: MemberRole }> {
  const [row] = await query<{ email: string; role: MemberRole }>(
    'SELECT u.email, m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.business_id = $1 AND m.user_id = $2',
    [businessId, userId],
  );
  if (!row) throw new HttpError(404, 'not_found', NOT_A_MEMBER);
  return row;
}

export async function changeRole(actor: SessionBusiness, userId: string, role: InvitableRole): Promise<void> {
  const member = await memberOrThrow(actor.id, userId);
  if (member.role === 'owner') throw new HttpError(409, 'owner_role', OWNER_CANNOT_CHANGE);
  if (member.role === role) return;
  await query('UPDATE memberships SET role = $3 WHERE business_id = $1 AND user_id = $2', [actor.id, userId, role]);
  await logTeamChange(
    actor.id,
    actor.user_id ?? null,
    'role',
    `${member.email}: ${ROLE_LABELS[member.role]} → ${ROLE_LABELS[role]}`,
  );
}

export async function removeMember(actor: SessionBusiness, userId: string): Promise<void> {
  const member = await memberOrThrow(actor.id, userId);
  if (member.role === 'owner')
    throw new HttpError(
      409,
      'owner_role',
      'The owner cannot be removed. Hand ownership over first, or delete the business.',
    );
  await query('DELETE FROM memberships WHERE business_id = $1 AND user_id = $2', [actor.id, userId]);
  await revokeSessionsIn(userId, actor.id);
  await logTeamChange(
    actor.id,
    actor.user_id ?? null,
    'remove',
    `${member.email} (${ROLE_LABELS[member.role]}) removed; their sessions ended`,
  );
}

/** The owner becomes a manager and the chosen member the owner, in one transaction. */
export async function transferOwnership(actor: SessionBusiness, userId: string): Promise<void> {
  if (userId === actor.user_id) throw new HttpError(409, 'already_owner', 'You are already the owner.');
  const member = await memberOrThrow(actor.id, userId);
  await transaction(async (tx) => {
    await tx.query(`UPDATE memberships SET role = 'manager' WHERE business_id = $1 AND role = 'owner'`, [actor.id]);
    await tx.query(`UPDATE memberships SET role = 'owner' WHERE business_id = $1 AND user_id = $2`, [actor.id, userId]);
    await logTeamChange(
      actor.id,
      actor.user_id ?? null,
      'ownership',
      `${member.email} is now the owner; ${actor.user_email ?? 'the previous owner'} is a manager`,
      tx,
    );
  });
}
