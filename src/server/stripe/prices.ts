/** Stripe prices, found by the lookup_key plans.ts gives each paid plan (never by a hard-coded id). */
import type Stripe from 'stripe';
import { getPlan } from '../../features/plans/plans.ts';
import { HttpError } from '../http.ts';
import type { PaidPlanId } from './plan-mapping.ts';

const cache = new Map<string, { id: string; at: number }>();
const TTL_MS = 10 * 60 * 1000;

export async function priceIdFor(stripe: Stripe, plan: PaidPlanId): Promise<string> {
  const lookupKey = getPlan(plan).lookupKey as string;
  const hit = cache.get(lookupKey);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.id;
  const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const price = data[0];
  if (!price) {
    throw new HttpError(
      503,
      'price_missing',
      `The ${getPlan(plan).name} plan is not set up in Stripe yet (run npm run stripe:setup).`,
    );
  }
  cache.set(lookupKey, { id: price.id, at: Date.now() });
  return price.id;
}

/** For tests that reset the stand-in between cases. */
export function clearPriceCache(): void {
  cache.clear();
}
