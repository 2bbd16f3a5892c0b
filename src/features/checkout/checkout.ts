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
    summary: `Everything in ${getPlan('web-hosting').name}, plus ${getPlan('complete').articlesPerMonth} SEO articles and ${getPlan('complete').imagesPerMonth} AI images a month and every website check daily.`,
  },
];

/** Why a card payment did not go through, and what to do next: the owner stays on the free plan. */
export function paymentFailureMessage(
  error: { code?: string; decline_code?: string; message?: string } | undefined,
  status: string | undefined,
  testMode: boolean,
): string {
  const free = getPlan('registered').name;
  const stay = `No payment was taken and you stay on the free ${free} plan.`;
  if (error?.code === 'card_declined') {
    return `Your card was declined. ${stay} Try another card, or choose ${free} above.${testMode ? ' In test mode, 4242 4242 4242 4242 pays.' : ''}`;
  }
  if (error?.code === 'payment_intent_authentication_failure') {
    return `Your bank did not confirm this payment. ${stay} Try again and confirm it, or use another card.`;
  }
  if (error?.code === 'expired_card' || error?.code === 'incorrect_cvc' || error?.code === 'incorrect_number')
    return `${error.message ?? 'Check your card details.'} ${stay}`;
  return error?.message ? `${error.message} ${stay}` : status || 'Error';
}

/** The cart total line for a paid choice, in the one price format (formatPlanPrice). */
export function cartTotal(choice: Exclude<CheckoutChoice, 'free'>): string {
  return formatPlanPrice(getPlan(planOf(choice)));
}

/**
 * What the card is charged every month, with each sales tax its first invoice adds. None added means Main Street
 * has no GST/HST number (with one, GST or HST applies in every province), which the sentence says.
 */
export function billedSentence(price: string, taxes: { name: string; amount: string }[], total: string): string {
  const until = 'every month on the same day until you cancel';
  if (!taxes.length) {
    return `You are billed ${price} CAD ${until}; no sales tax is added, as Main Street is not registered to collect it.`;
  }
  const added = taxes.map((t) => `${t.name} ${t.amount}`).join(' and ');
  return `You are billed ${price} CAD plus ${added}, ${total} CAD in all, ${until}.`;
}
