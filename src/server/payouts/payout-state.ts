/**
 * A connected account's state from what Stripe reports (pure):
 *  - onboarding_needed: the owner has not finished Stripe's onboarding (details_submitted false);
 *  - active: card payments and payouts both enabled, nothing disabling the account;
 *  - restricted: onboarding was submitted but Stripe still needs something (payments or payouts paused).
 */
import type Stripe from 'stripe';

export type ConnectedState = 'onboarding_needed' | 'restricted' | 'active';

export interface AccountFacts {
  state: ConnectedState;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirementsDue: string[];
  disabledReason: string | null;
}

type AccountLike = Pick<Stripe.Account, 'charges_enabled' | 'payouts_enabled' | 'details_submitted' | 'requirements'>;

export function accountFacts(account: AccountLike): AccountFacts {
  const requirements = account.requirements;
  const due = [...new Set([...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])])].sort();
  const disabledReason = requirements?.disabled_reason ?? null;
  const chargesEnabled = Boolean(account.charges_enabled);
  const payoutsEnabled = Boolean(account.payouts_enabled);
  const detailsSubmitted = Boolean(account.details_submitted);
  const state: ConnectedState = !detailsSubmitted
    ? 'onboarding_needed'
    : chargesEnabled && payoutsEnabled && !disabledReason
      ? 'active'
      : 'restricted';
  return { state, chargesEnabled, payoutsEnabled, detailsSubmitted, requirementsDue: due, disabledReason };
}
