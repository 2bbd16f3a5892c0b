/**
 * The payout account (Stripe Connect) as the functions answer it: its state and what Stripe still
 * needs. 'not_connected' means the business has not started; the other states come from Stripe.
 */
import { z } from './z.ts';

export const PAYOUT_STATES = ['not_connected', 'onboarding_needed', 'restricted', 'active'] as const;
export type PayoutState = (typeof PAYOUT_STATES)[number];

/** GET /api/payouts/account */
export const payoutAccountResponseSchema = z.object({
  state: z.enum(PAYOUT_STATES),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** Stripe's names of what is still due (e.g. "individual.verification.document"). */
  requirements_due: z.array(z.string()),
  updated_at: z.nullable(z.string()),
});
export type PayoutAccountResponse = z.infer<typeof payoutAccountResponseSchema>;

/** POST /api/payouts/onboarding: where to send the owner (Stripe's hosted onboarding, single use). */
export const payoutOnboardingResponseSchema = z.object({
  url: z.string(),
  expires_at: z.number(),
});
export type PayoutOnboardingResponse = z.infer<typeof payoutOnboardingResponseSchema>;
