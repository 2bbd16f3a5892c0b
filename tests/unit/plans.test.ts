import { describe, expect, it } from 'vitest';
import { formatCad, formatCommission, getPlan, referralCommissionCents } from '../../src/features/plans/plans.ts';

describe('plans and commissions (spec §9)', () => {
  it('prices the paid plans in CAD cents', () => {
    expect(getPlan('web-hosting').priceCents).toBe(1500);
    expect(getPlan('complete').priceCents).toBe(4500);
  });
  it('computes commissions from price and rate', () => {
    expect(formatCad(referralCommissionCents(getPlan('web-hosting')))).toBe('$3');
    expect(referralCommissionCents(getPlan('web-hosting'))).toBe(300);
    expect(referralCommissionCents(getPlan('complete'))).toBe(1125);
    expect(formatCad(1125)).toBe('$11.25');
    // §9 writes commissions with cents: $3.00 and $11.25 monthly.
    expect(formatCommission(referralCommissionCents(getPlan('web-hosting')))).toBe('$3.00 monthly');
    expect(formatCommission(referralCommissionCents(getPlan('complete')))).toBe('$11.25 monthly');
  });
});
