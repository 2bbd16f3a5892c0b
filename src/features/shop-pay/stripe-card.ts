/**
 * Stripe.js on a pay page for a business's connected account (the shop's orders, issue 40, and the bookings'
 * deposits, issue 41): loading it once, the factory it puts on the page, and test mode's notice with its cards.
 */
import { TEST_CARDS, TEST_MODE_NOTICE } from '../../shared/test-cards.ts';
import { el } from './order-view.ts';

type StripeLike = {
  elements(): { create(type: 'card'): { mount(node: HTMLElement): void } };
  confirmCardPayment(
    secret: string,
    data: { payment_method: { card: unknown } },
  ): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
};
type StripeFactory = (key: string, options: { stripeAccount: string }) => StripeLike;
export const stripeOnPage = () => (window as unknown as { Stripe?: StripeFactory }).Stripe;

export function testModeNotice(): HTMLElement {
  const box = el('div', undefined, 'notice');
  box.setAttribute('role', 'note');
  box.append(el('strong', TEST_MODE_NOTICE));
  const list = el('ul');
  for (const card of TEST_CARDS) list.append(el('li', `${card.number}: ${card.outcome}`));
  box.append(list);
  return box;
}

export function loadStripeJs(src: string): Promise<void> {
  if (stripeOnPage()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('Stripe.js did not load'));
    document.head.append(script);
  });
}
