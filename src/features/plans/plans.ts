/**
 * The plans: one source of truth for the pricing table, checkout, Stripe setup (lookup keys)
 * and referral commissions (spec §6, §9). Amounts are in cents, CAD.
 */
export type PlanId = 'registered' | 'web-hosting' | 'complete';

export interface Plan {
  id: PlanId;
  name: string;
  /** The name used on the referral earnings table. */
  referralName: string;
  priceCents: number;
  currency: 'cad';
  interval: 'month' | null;
  lookupKey: string | null;
  mostPopular: boolean;
  referralRatePercent: number;
  articlesPerMonth: number;
  imagesPerMonth: number;
  features: string[];
}

export const PLANS: readonly Plan[] = [
  {
    id: 'registered',
    name: 'Community',
    referralName: 'Community',
    priceCents: 0,
    currency: 'cad',
    interval: null,
    lookupKey: null,
    mostPopular: false,
    referralRatePercent: 0,
    articlesPerMonth: 0,
    imagesPerMonth: 0,
    features: ['Instant web design generation', 'Free listing and product selling', 'Task manager', 'User manager', 'Reporting'],
  },
  {
    id: 'web-hosting',
    name: 'Web Hosting & AI Design',
    referralName: 'Website Design & Hosting',
    priceCents: 1500,
    currency: 'cad',
    interval: 'month',
    lookupKey: 'main_street_web_hosting_monthly',
    mostPopular: true,
    referralRatePercent: 20,
    articlesPerMonth: 0,
    imagesPerMonth: 0,
    features: ['Everything in Community', 'Web hosting for your AI-designed site'],
  },
  {
    id: 'complete',
    name: 'Complete',
    referralName: 'Complete Dashboard Access',
    priceCents: 4500,
    currency: 'cad',
    interval: 'month',
    lookupKey: 'main_street_complete_monthly',
    mostPopular: false,
    referralRatePercent: 25,
    articlesPerMonth: 20,
    imagesPerMonth: 20,
    features: [
      'Everything in Web Hosting & AI Design',
      'Web maintenance',
      'SEO article generation',
      'AI image generation',
      'Custom website design',
      'Coding adjustments',
      'Server optimization',
    ],
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export const PAID_PLANS = PLANS.filter((p) => p.priceCents > 0);

/** "$15" or "$11.25": whole dollars without cents. */
export function formatCad(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** Commission in cents for one paid month of a plan, rounded to the cent. */
export function referralCommissionCents(plan: Plan): number {
  return Math.round((plan.priceCents * plan.referralRatePercent) / 100);
}
