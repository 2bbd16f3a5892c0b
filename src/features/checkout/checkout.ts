/** Checkout step 2 (§2): the three choices and the cart line, from plans.ts. Pure. */
import { formatPlanPrice, getPlan, type PlanId } from '../plans/plans.ts';

export type CheckoutChoice = 'free' | 'web-hosting' | 'complete';

export interface CheckoutOption {
  id: CheckoutChoice;
  title: string;
  price: string;
  summary: string;
}

const planOf = (choice: CheckoutChoice): PlanId => (choice === 'free' ? 'registered' : choice);

export const CHECKOUT_OPTIONS: readonly CheckoutOption[] = [
  {
    id: 'free',
    title: getPlan('registered').name,
    price: formatPlanPrice(getPlan('registered')),
    summary: 'Business dashboard, a free directory listing and the free tools.',
  },
  {
    id: 'web-hosting',
    title: getPlan('web-hosting').name,
    price: formatPlanPrice(getPlan('web-hosting')),
    summary: `Your AI-designed website, hosted, plus everything in ${getPlan('registered').name}.`,
  },
  {
    id: 'complete',
    title: getPlan('complete').name,
    price: formatPlanPrice(getPlan('complete')),
    summary: `Everything in ${getPlan('web-hosting').name}; maintenance, SEO articles and AI images are coming.`,
  },
];

/** The cart total line for a paid choice, in the one price format (formatPlanPrice). */
export function cartTotal(choice: Exclude<CheckoutChoice, 'free'>): string {
  return formatPlanPrice(getPlan(planOf(choice)));
}
