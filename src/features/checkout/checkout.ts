/** Checkout step 2 (§2): the three choices and the cart line, from plans.ts. Pure. */
import { getPlan, type PlanId } from '../plans/plans.ts';

export type CheckoutChoice = 'free' | 'web-hosting' | 'complete';

export interface CheckoutOption {
  id: CheckoutChoice;
  title: string;
  price: string;
  summary: string;
}

const planOf = (choice: CheckoutChoice): PlanId => (choice === 'free' ? 'registered' : choice);

/** "$15.00" */
export function formatCadCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

export const CHECKOUT_OPTIONS: readonly CheckoutOption[] = [
  { id: 'free', title: 'FREE', price: '$0', summary: 'Business dashboard, a free directory listing and the free tools.' },
  {
    id: 'web-hosting',
    title: 'Website design and hosting',
    price: `$${getPlan('web-hosting').priceCents / 100}/month CAD`,
    summary: 'Your AI-designed website, hosted, plus everything in FREE.',
  },
  {
    id: 'complete',
    title: 'Complete',
    price: `$${getPlan('complete').priceCents / 100}/month CAD`,
    summary: `Everything, with ${getPlan('complete').articlesPerMonth} SEO articles and ${getPlan('complete').imagesPerMonth} AI images a month.`,
  },
];

/** The cart total line for a paid choice: "$15.00 CAD per month". */
export function cartTotal(choice: Exclude<CheckoutChoice, 'free'>): string {
  return `${formatCadCents(getPlan(planOf(choice)).priceCents)} CAD per month`;
}
