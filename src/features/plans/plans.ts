/**
 * The plans: one source of truth for the pricing table, checkout, Stripe setup (lookup keys)
 * and referral commissions (spec §6, §9). Amounts are in cents, CAD.
 */
import { planLines, type PlanId, type PlanLine } from '../../shared/offer.ts';

export type { PlanId } from '../../shared/offer.ts';

export interface Plan {
  id: PlanId;
  /** The plan's one name, everywhere on the site (issue 18). */
  name: string;
  priceCents: number;
  currency: 'cad';
  interval: 'month' | null;
  lookupKey: string | null;
  mostPopular: boolean;
  referralRatePercent: number;
  articlesPerMonth: number;
  imagesPerMonth: number;
  /** What the plan includes: built tools only, from the one table in src/shared/offer.ts (issue 39). */
  features: PlanLine[];
}

const NAME = { registered: 'Community', webHosting: 'Web Hosting & AI Design', complete: 'Complete' } as const;
const COMPLETE_MONTHLY = { articles: 20, images: 20 } as const;
const LINES = planLines(
  { registered: NAME.registered, 'web-hosting': NAME.webHosting, complete: NAME.complete },
  COMPLETE_MONTHLY,
);

export const PLANS: readonly Plan[] = [
  {
    id: 'registered',
    name: NAME.registered,
    priceCents: 0,
    currency: 'cad',
    interval: null,
    lookupKey: null,
    mostPopular: false,
    referralRatePercent: 0,
    articlesPerMonth: 0,
    imagesPerMonth: 0,
    features: LINES.registered,
  },
  {
    id: 'web-hosting',
    name: NAME.webHosting,
    priceCents: 1500,
    currency: 'cad',
    interval: 'month',
    lookupKey: 'main_street_web_hosting_monthly',
    mostPopular: true,
    referralRatePercent: 20,
    articlesPerMonth: 0,
    imagesPerMonth: 0,
    features: LINES['web-hosting'],
  },
  {
    id: 'complete',
    name: NAME.complete,
    priceCents: 4500,
    currency: 'cad',
    interval: 'month',
    lookupKey: 'main_street_complete_monthly',
    mostPopular: false,
    referralRatePercent: 25,
    articlesPerMonth: COMPLETE_MONTHLY.articles,
    imagesPerMonth: COMPLETE_MONTHLY.images,
    features: LINES.complete,
  },
];

export function getPlan(id: PlanId): Plan {
  const plan = PLANS.find((p) => p.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

export const PAID_PLANS = PLANS.filter((p) => p.priceCents > 0);

/** The one money format on the site: "$15" or "$11.25" (whole dollars without cents). */
export function formatCad(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** The one way a plan's price is written: "Free" or "$15 CAD/month". */
export function formatPlanPrice(plan: Plan): string {
  return plan.priceCents === 0 ? 'Free' : `${formatCad(plan.priceCents)} CAD/${plan.interval ?? 'month'}`;
}

/**
 * Whether tax is added to a plan's price (issue 39), true whatever the deployment's registrations: the taxes of the
 * province of the business's listing, each only where Main Street holds its number (src/server/stripe/plan-tax.ts),
 * shown at checkout from the first invoice and listed on every receipt.
 */
export const PLAN_TAX_NOTE =
  'Prices are before tax. The sales tax of your business’s province (GST/HST, and QST, PST or RST) is added where Main Street is registered to collect it: checkout shows each tax before you pay, and each receipt lists it.';
export const PLAN_TAX_NOTE_FR =
  'Les prix sont avant taxes. Les taxes de la province de votre entreprise (TPS/TVH, et TVQ, TVP ou TVD) s’ajoutent là où Main Street est inscrite pour les percevoir : le paiement montre chaque taxe avant que vous payiez, et chaque reçu les indique.';

/** The cheapest paid plan (for "from $15 CAD/month" lines). */
export function cheapestPaidPlan(): Plan {
  return [...PLANS].filter((p) => p.priceCents > 0).sort((a, b) => a.priceCents - b.priceCents)[0]!;
}

/** A referral commission as §9 writes it: always with cents ("$3.00 monthly", "$11.25 monthly"). */
export function formatCommission(cents: number): string {
  return `$${(cents / 100).toFixed(2)} monthly`;
}

/** Commission in cents for one paid month of a plan, rounded to the cent. */
export function referralCommissionCents(plan: Plan): number {
  return Math.round((plan.priceCents * plan.referralRatePercent) / 100);
}
