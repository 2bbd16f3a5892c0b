/** The plan badge of a tool (spec §6), from its part_of_plan value; names and prices from plans.ts. Pure. */
import { formatPlanPrice, getPlan } from '../plans/plans.ts';

const priced = (id: 'web-hosting' | 'complete') => `${getPlan(id).name} plan, ${formatPlanPrice(getPlan(id))}`;

export type PlanBadgeKind = 'free' | 'all-plans' | 'web-hosting' | 'complete' | 'none';

export interface PlanBadge {
  kind: PlanBadgeKind;
  label: string;
}

/** part_of_plan arrives as a list or a single text ("free", "web-hosting, complete", ""). */
export function normalizePlans(partOfPlan: unknown): string[] {
  const values = Array.isArray(partOfPlan)
    ? partOfPlan
    : typeof partOfPlan === 'string'
      ? partOfPlan.split(/[,\s]+/)
      : [];
  return values
    .filter((v): v is string => typeof v === 'string')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
}

export function planBadge(partOfPlan: unknown): PlanBadge {
  const plans = normalizePlans(partOfPlan);
  const has = (p: string) => plans.includes(p);
  if (has('free')) return { kind: 'free', label: 'Available for free' };
  if (has('web-hosting') && has('complete')) {
    return {
      kind: 'all-plans',
      label: `Available on every paid plan (from ${formatPlanPrice(getPlan('web-hosting'))})`,
    };
  }
  if (has('web-hosting')) return { kind: 'web-hosting', label: `Needs the ${priced('web-hosting')}` };
  if (has('complete')) return { kind: 'complete', label: `Needs the ${priced('complete')}` };
  return { kind: 'none', label: 'No specific plan details available' };
}
