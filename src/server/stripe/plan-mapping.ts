/**
 * Pure mapping between Stripe's view of a subscription and our ranks: a price's lookup_key names
 * the plan (plans.ts is the one source of the keys); only active or trialing subscriptions count.
 */
import { PAID_PLANS, type PlanId } from '../../features/plans/plans.ts';

export type PaidPlanId = Exclude<PlanId, 'registered'>;

const RANK_ORDER: PlanId[] = ['registered', 'web-hosting', 'complete'];
const PAYING_STATUSES = new Set(['active', 'trialing']);

export function planForLookupKey(lookupKey: string | null | undefined): PaidPlanId | undefined {
  if (!lookupKey) return undefined;
  return PAID_PLANS.find((p) => p.lookupKey === lookupKey)?.id as PaidPlanId | undefined;
}

export function isPayingStatus(status: string): boolean {
  return PAYING_STATUSES.has(status);
}

/** The rank an account holds given all its subscriptions: the best plan among paying ones. */
export function rankFromSubscriptions(subscriptions: { plan: string; status: string }[]): PlanId {
  let best: PlanId = 'registered';
  for (const s of subscriptions) {
    if (!isPayingStatus(s.status)) continue;
    const plan = s.plan as PlanId;
    if (RANK_ORDER.indexOf(plan) > RANK_ORDER.indexOf(best)) best = plan;
  }
  return best;
}
