import { describe, expect, it } from 'vitest';
import { useStripeStandIn } from './stripe-env.ts';
import { getStripe, STRIPE_API_VERSION } from '../../src/server/stripe/client.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';

const stripe = useStripeStandIn();

describe('npm run stripe:setup (setupStripeCatalog)', () => {
  it('creates the paid plans from plans.ts under their lookup keys, then keeps them', async () => {
    const first = await setupStripeCatalog(getStripe());
    expect(first.map((l) => [l.plan, l.action])).toEqual([
      ['web-hosting', 'created'],
      ['complete', 'created'],
    ]);
    const prices = [...stripe.current.prices.values()].map((p) => [
      p.lookup_key,
      p.unit_amount,
      p.currency,
      p.recurring.interval,
    ]);
    expect(prices).toEqual([
      ['main_street_web_hosting_monthly', 1500, 'cad', 'month'],
      ['main_street_complete_monthly', 4500, 'cad', 'month'],
    ]);
    const again = await setupStripeCatalog(getStripe());
    expect(again.every((l) => l.action === 'kept')).toBe(true);
    expect(stripe.current.prices.size).toBe(2);
  });

  it('pins the API version on every request', async () => {
    await getStripe().prices.list({ lookup_keys: ['main_street_complete_monthly'] });
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
    expect(stripe.current.requests.length).toBeGreaterThan(0);
    expect(stripe.current.requests.every((r) => r.stripeVersion === STRIPE_API_VERSION)).toBe(true);
  });
});
