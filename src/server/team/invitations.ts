/**
 * Invitations: the owner (or a manager, for staff and viewers) invites by email; the single-use link
 * works for 7 days. The invited person accepts signed in, or signs in or signs up on the join page.
 */
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import { invitationEmail } from '../mail/account-templates.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { findMembership, type SessionBusiness } from '../auth/sessions-repo.ts';
import { hashLinkToken, linkState, newLinkToken } from '../accounts/link-tokens.ts';
import { ROLE_LABELS, type Invite, type InvitationState } from '../../schemas/team.ts';
import { logTeamChange } from './team-log.ts';

export const INVITE_DAYS = 7;
export const INVITE_MESSAGES = {
  used: 'This invitation was already used or withdrawn. Ask the business for a new one if you still need to join.',
  expired: 'This invitation has expired (invitations work for 7 days). Ask the business to invite you again.',
  unknown: 'This invitation link is not valid. It may be incomplete: open it again from the email.',
} as const;
export const ALREADY_MEMBER = 'This person is already in your team.';

interface InvitationRow extends Record<string, unknown> {
  business_id: string;
  business_name: string;
  email: string;
  role: 'manager' | 'staff' | 'viewer';
  used_at: Date | null;
  revoked_at: Date | null;
  expires_at: Date;
}

export async function createInvitation(actor: SessionBusiness, input: Invite): Promise<void> {
  if (actor.member_role !== 'owner' && input.role === 'manager') {
    throw new HttpError(403, 'forbidden', 'Only the owner can invite a manager.', {
      role: ['Only the owner can invite a manager.'],
    });
  }
  const [member] = await query(
    'SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.business_id = $1 AND lower(u.email) = lower($2)',
    [actor.id, input.email],
  );
  if (member) throw new HttpError(409, 'already_member', ALREADY_MEMBER, { email: [ALREADY_MEMBER] });
  const { token, hash } = newLinkToken();
  // A new invitation to the same address replaces the earlier one.
  await query(
    'UPDATE invitations SET revoked_at = now() WHERE business_id = $1 AND lower(email) = lower($2) AND used_at IS NULL AND revoked_at IS NULL',
    [actor.id, input.email],
  );
  await query(
    `INSERT INTO invitations (token_hash, business_id, email, role, invited_by, expires_at) VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))`,
    [hash, actor.id, input.email, input.role, actor.user_id ?? null, INVITE_DAYS],
  );
  await logTeamChange(
    actor.id,
    actor.user_id ?? null,
    'invite',
    `${input.email} invited as ${ROLE_LABELS[input.role]}`,
  );
  const acceptUrl = `${getEnv().siteUrl}/join#token=${token}`;
  await notify(
    input.email,
    invitationEmail({
      businessName: actor.business_name,
      inviterEmail: actor.user_email ?? actor.business_email,
      role: ROLE_LABELS[input.role].toLowerCase(),
      acceptUrl,
    }),
    'You receive this email because someone invited you to a business on Main Street.',
  );
}

async function findInvitation(token: string): Promise<InvitationRow | undefined> {
  const [row] = await query<InvitationRow>(
    `SELECT i.business_id, b.business_name, i.email, i.role, i.used_at, i.revoked_at, i.expires_at
     FROM invitations i JOIN businesses b ON b.id = i.business_id WHERE i.token_hash = $1`,
    [hashLinkToken(token)],
  );
  return row;
}

export async function invitationState(token: string): Promise<InvitationState> {
  const row = await findInvitation(token);
  const state = linkState(row);
  if (state !== 'valid' || !row) return { state, message: state === 'valid' ? '' : INVITE_MESSAGES[state] };
  const [user] = await query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [row.email]);
  return {
    state,
    message: '',
    business_name: row.business_name,
    email: row.email,
    role: ROLE_LABELS[row.role],
    has_account: Boolean(user),
  };
}

/** Uses the invitation once for this person: they join (an existing membership keeps its role). */
async function join(token: string, user: { id: string; email: string }): Promise<SessionBusiness> {
  const row = await findInvitation(token);
  const state = linkState(row);
  if (state !== 'valid' || !row)
    throw new HttpError(410, `link_${state}`, INVITE_MESSAGES[state === 'valid' ? 'used' : state]);
  if (row.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new HttpError(
      403,
      'wrong_person',
      `This invitation is for ${row.email}, and you are signed in as ${user.email}. Log out, then open the link again.`,
    );
  }
  await transaction(async (tx) => {
    const used = await tx.query(
      `UPDATE invitations SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()`,
      [hashLinkToken(token)],
    );
    if (used.rowCount !== 1) throw new HttpError(410, 'link_used', INVITE_MESSAGES.used);
    await tx.query('INSERT INTO memberships (user_id, business_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      user.id,
      row.business_id,
      row.role,
    ]);
    await logTeamChange(row.business_id, user.id, 'join', `${user.email} joined as ${ROLE_LABELS[row.role]}`, tx);
  });
  const business = await findMembership(user.id, row.business_id);
  if (!business) throw new Error('The new membership could not be read back.');
  return business;
}

export async function acceptSignedIn(token: string, person: SessionBusiness): Promise<SessionBusiness> {
  return join(token, { id: person.user_id!, email: person.user_email ?? '' });
}

export async function acceptWithPassword(token: string, password: string): Promise<SessionBusiness> {
  const row = await findInvitation(token);
  const [user] = row
    ? await query<{ id: string; email: string; password_hash: string }>(
        'SELECT id, email, password_hash FROM users WHERE lower(email) = lower($1)',
        [row.email],
      )
    : [];
  if (!user || !(await verifyPassword(password, user.password_hash))) {
    throw new HttpError(401, 'bad_credentials', 'This password is not correct.', {
      password: ['This password is not correct.'],
    });
  }
  return join(token, user);
}

/** A new person with the invitation's email (the email reached them, so it is theirs). */
export async function acceptWithNewAccount(token: string, newPassword: string): Promise<SessionBusiness> {
  const row = await findInvitation(token);
  if (linkState(row) !== 'valid' || !row) return join(token, { id: '', email: '' });
  const [user] = await query<{ id: string; email: string }>(
    `INSERT INTO users (email, password_hash) VALUES ($1, $2) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id, email`,
    [row.email, await hashPassword(newPassword)],
  );
  if (!user)
    throw new HttpError(
      409,
      'email_taken',
      'You already have a Main Street account: sign in with its password to join.',
    );
  return join(token, user);
}
