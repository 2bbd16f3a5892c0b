/**
 * The user manager's forms and answers (issue 15), shared by the team islands and functions.
 */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { businessEmail, businessPassword } from './business.ts';
import { linkToken } from './account.ts';
import { INVITABLE_ROLES, MEMBER_ROLES } from '../shared/roles.ts';

export {
  INVITABLE_ROLES,
  MEMBER_ROLES,
  ROLE_LABELS,
  ROLE_SUMMARIES,
  roleAtLeast,
  type InvitableRole,
  type MemberRole,
} from '../shared/roles.ts';

const role = z.enum(INVITABLE_ROLES, { error: 'Choose a role: manager, staff or viewer.' });
const userId = dbId({ error: 'Choose a person from your team.' });

export const inviteSchema = z.object({ email: businessEmail, role });
export type Invite = z.infer<typeof inviteSchema>;

export const changeRoleSchema = z.object({ user_id: userId, role });
export const removeMemberSchema = z.object({ user_id: userId });
export const transferOwnershipSchema = z.object({ user_id: userId });
export const switchBusinessSchema = z.object({ business_id: dbId({ error: 'Choose one of your businesses.' }) });

/** The invitation link: check it, accept it signed in, or sign in / sign up and accept in one step. */
export const invitationCheckSchema = z.object({ token: linkToken, action: z.literal('check') });
export const invitationAcceptSchema = z.object({ token: linkToken, action: z.literal('accept') });
export const invitationSignInSchema = z.object({
  token: linkToken,
  action: z.literal('sign-in'),
  password: z
    .string({ error: 'Enter your password.' })
    .check(z.minLength(1, 'Enter your password.'), z.maxLength(200, 'Enter your password.')),
});
export const invitationSignUpSchema = z.object({
  token: linkToken,
  action: z.literal('sign-up'),
  new_password: businessPassword(),
});
export const invitationActionSchema = z.discriminatedUnion('action', [
  invitationCheckSchema,
  invitationAcceptSchema,
  invitationSignInSchema,
  invitationSignUpSchema,
]);

export const memberSchema = z.object({
  user_id: z.string(),
  email: z.string(),
  role: z.enum(['owner', 'manager', 'staff', 'viewer']),
  joined_at: z.string(),
  you: z.boolean(),
});
export const pendingInviteSchema = z.object({
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  expires_at: z.string(),
});
export const teamAnswerSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(pendingInviteSchema),
  your_role: z.enum(['owner', 'manager', 'staff', 'viewer']),
});
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;
export type Member = z.infer<typeof memberSchema>;
export const teamLogSchema = z.object({
  entries: z.array(z.object({ at: z.string(), actor: z.nullable(z.string()), action: z.string(), detail: z.string() })),
});
export type TeamLog = z.infer<typeof teamLogSchema>;
export const invitationStateSchema = z.object({
  state: z.enum(['valid', 'used', 'expired', 'unknown']),
  message: z.string(),
  business_name: z.optional(z.string()),
  email: z.optional(z.string()),
  role: z.optional(z.string()),
  has_account: z.optional(z.boolean()),
});
export type InvitationState = z.infer<typeof invitationStateSchema>;
export const myBusinessesSchema = z.object({
  current: z.string(),
  businesses: z.array(z.object({ id: z.string(), name: z.string(), role: z.string() })),
});
export type MyBusinesses = z.infer<typeof myBusinessesSchema>;
