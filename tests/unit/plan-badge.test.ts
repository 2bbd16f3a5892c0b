import { describe, expect, it } from 'vitest';
import { normalizePlans, planBadge } from '../../src/features/tools/plan-badge.ts';

describe('planBadge (spec §6)', () => {
  it.each([
    [['free'], 'free', 'Available for free'],
    ['free', 'free', 'Available for free'],
    [['free', 'complete'], 'free', 'Available for free'],
    [['web-hosting', 'complete'], 'all-plans', 'Available to all plan members ($15/monthly)'],
    ['web-hosting, complete', 'all-plans', 'Available to all plan members ($15/monthly)'],
    [['web-hosting'], 'web-hosting', 'Web hosting required ($15/monthly)'],
    [['complete'], 'complete', 'Complete plan required ($45/monthly)'],
    ['complete', 'complete', 'Complete plan required ($45/monthly)'],
    [[], 'none', 'No specific plan details available'],
    ['', 'none', 'No specific plan details available'],
    [null, 'none', 'No specific plan details available'],
  ])('%j -> %s', (input, kind, label) => {
    expect(planBadge(input)).toEqual({ kind, label });
  });

  it('normalises case and spacing', () => {
    expect(normalizePlans([' Web-Hosting ', 'COMPLETE'])).toEqual(['web-hosting', 'complete']);
  });
});
