/**
 * Local test mode's fixed names: the keys the local Stripe-compatible server accepts (they open
 * nothing anywhere else) and the path the browser reaches it on, through `npm start`'s front door.
 */
export const TEST_MODE_SECRET_KEY = 'sk_test_local_mode';
export const TEST_MODE_PUBLISHABLE_KEY = 'pk_test_local_mode';
/** Same origin as the site, so the platform's CSP ('self') allows the local Stripe.js and its calls. */
export const TEST_MODE_BROWSER_PATH = '/_local/stripe';
export const TEST_MODE_STRIPE_JS = `${TEST_MODE_BROWSER_PATH}/v3/`;

/** The test cards every payment screen lists in test mode (and the local server honours). */
export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'pays' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0025 0000 3155', outcome: 'asks for authentication first' },
] as const;

export type TestCardOutcome = 'pays' | 'declined' | 'authenticate';

/** What a card number does in test mode: Stripe's own test cards, and any other number pays. */
export function testCardOutcome(number: string): TestCardOutcome {
  const digits = number.replace(/\D/g, '');
  if (digits === '4000002500003155') return 'authenticate';
  if (digits.startsWith('4000')) return 'declined';
  return 'pays';
}
