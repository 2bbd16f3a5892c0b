import { describe, expect, it } from 'vitest';
import { accountFacts } from '../../src/server/payouts/payout-state.ts';

const requirements = (due: string[], disabled_reason: string | null = null) =>
  ({ currently_due: due, past_due: [], disabled_reason }) as never;

describe('accountFacts: a connected account’s state from what Stripe reports', () => {
  it.each([
    ['onboarding_needed', { details_submitted: false, charges_enabled: false, payouts_enabled: false }, ['tos']],
    ['active', { details_submitted: true, charges_enabled: true, payouts_enabled: true }, []],
    // Stripe may ask for something with a future deadline while everything still works.
    ['active', { details_submitted: true, charges_enabled: true, payouts_enabled: true }, ['company.tax_id']],
    ['restricted', { details_submitted: true, charges_enabled: true, payouts_enabled: false }, ['individual.dob.day']],
    ['restricted', { details_submitted: true, charges_enabled: false, payouts_enabled: true }, []],
  ] as const)('%s', (state, flags, due) => {
    expect(accountFacts({ ...flags, requirements: requirements([...due]) }).state).toBe(state);
  });

  it('a disabled account is restricted even with both flags, and lists what is due once, sorted', () => {
    const facts = accountFacts({
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: ['b', 'a'], past_due: ['a'], disabled_reason: 'rejected.fraud' } as never,
    });
    expect(facts).toMatchObject({ state: 'restricted', requirementsDue: ['a', 'b'], disabledReason: 'rejected.fraud' });
  });
});
