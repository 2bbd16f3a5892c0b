/**
 * Local test mode's cards (Stripe's own test numbers): what every payment screen lists in test mode
 * and what the local Stripe-compatible server does with each. Pure.
 */
export const TEST_MODE_NOTICE = 'Test mode: no card is charged.';

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'pays' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0025 0000 3155', outcome: 'asks for authentication first' },
] as const;

export type TestCardOutcome = 'pays' | 'declined' | 'authenticate';

/** What a card number does in test mode: Stripe's test cards; any other 4000… number is declined, and the rest pay. */
export function testCardOutcome(number: string): TestCardOutcome {
  const digits = number.replace(/\D/g, '');
  if (digits === '4000002500003155') return 'authenticate';
  if (digits.startsWith('4000')) return 'declined';
  return 'pays';
}
