import { describe, expect, it } from 'vitest';
import { normalizePlans, planBadge } from '../../src/features/tools/plan-badge.ts';
import { formatPlanPrice, getPlan } from '../../src/features/plans/plans.ts';

const hosting = getPlan('web-hosting');
const complete = getPlan('complete');

describe('planBadge (spec §6)', () => {
  it.each([
    [['free'], 'free', 'Available for free'],
    ['free', 'free', 'Available for free'],
    [['free', 'complete'], 'free', 'Available for free'],
    [['web-hosting', 'complete'], 'all-plans', `Available on every paid plan (from ${formatPlanPrice(hosting)})`],
    ['web-hosting, complete', 'all-plans', `Available on every paid plan (from ${formatPlanPrice(hosting)})`],
    [['web-hosting'], 'web-hosting', `Needs the ${hosting.name} plan, ${formatPlanPrice(hosting)}`],
    [['complete'], 'complete', `Needs the ${complete.name} plan, ${formatPlanPrice(complete)}`],
    ['complete', 'complete', `Needs the ${complete.name} plan, ${formatPlanPrice(complete)}`],
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
