/**
 * The business auth object of spec §3: what GET /api/business/auth and the account calls return,
 * and what the auth store holds. One schema, types inferred on both sides.
 */
import { z } from './z.ts';
import { MEMBER_ROLES } from './team.ts';
import { ANONYMOUS as ANONYMOUS_AUTH, RANKS } from '../shared/auth.ts';

export { RANKS };
export type Rank = (typeof RANKS)[number];

export const businessAuthSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  entity: z.nullable(z.object({ type: z.literal('business'), id: z.string() })),
  name: z.string(),
  email: z.string(),
  rank: z.nullable(z.enum(RANKS)),
  bloc_services: z.array(z.string()),
  /** Present on the seeded demo account only. */
  demo: z.optional(z.literal(true)),
});
export type BusinessAuth = z.infer<typeof businessAuthSchema>;

/** The person's side of a signed-in answer (issue 15): their role in this business and their own email. */
const personFields = { member_role: z.enum(MEMBER_ROLES), user_email: z.string() };

/** The signed-in shape the account calls return: the auth object plus the referral code and the person. */
export const accountAuthSchema = z.extend(businessAuthSchema, { referral_code: z.string(), ...personFields });
export type AccountAuth = z.infer<typeof accountAuthSchema>;

/** GET /api/business/auth: signed in (with the referral code) or anonymous (without). */
export const authResponseSchema = z.extend(businessAuthSchema, {
  referral_code: z.optional(z.string()),
  member_role: z.optional(personFields.member_role),
  user_email: z.optional(personFields.user_email),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** A visitor who is not signed in (also what any failure to read the session resets to, §4). */
export const ANONYMOUS: BusinessAuth = ANONYMOUS_AUTH;
