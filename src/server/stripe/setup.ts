/**
 * Creates the paid plans' products and prices in a Stripe account from plans.ts, each price under
 * its plan's lookup_key. Safe to run again: a matching price is kept; a changed amount gets a new
 * price that takes the lookup_key over (transfer_lookup_key), so checkout picks it up at once.
 */
import type Stripe from 'stripe';
import { PAID_PLANS } from '../../features/plans/plans.ts';

export interface SetupLine {
  plan: string;
  lookupKey: string;
  priceId: string;
  productId: string;
  action: 'kept' | 'created';
}

const productIdFor = (planId: string) => `main_street_${planId.replace(/-/g, '_')}`;

async function ensureProduct(stripe: Stripe, id: string, name: string): Promise<string> {
  try {
    return (await stripe.products.retrieve(id)).id;
  } catch (error) {
    if ((error as { code?: string }).code !== 'resource_missing') throw error;
    return (await stripe.products.create({ id, name, metadata: { source: 'main-street plans.ts' } })).id;
  }
}

export async function setupStripeCatalog(stripe: Stripe): Promise<SetupLine[]> {
  const lines: SetupLine[] = [];
  for (const plan of PAID_PLANS) {
    const lookupKey = plan.lookupKey as string;
    const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const existing = data[0];
    if (
      existing &&
      existing.unit_amount === plan.priceCents &&
      existing.currency === plan.currency &&
      existing.recurring?.interval === plan.interval
    ) {
      lines.push({
        plan: plan.id,
        lookupKey,
        priceId: existing.id,
        productId: typeof existing.product === 'string' ? existing.product : existing.product.id,
        action: 'kept',
      });
      continue;
    }
    const product = await ensureProduct(stripe, productIdFor(plan.id), plan.name);
    const price = await stripe.prices.create({
      product,
      currency: plan.currency,
      unit_amount: plan.priceCents,
      recurring: { interval: plan.interval ?? 'month' },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      metadata: { plan: plan.id },
    });
    lines.push({ plan: plan.id, lookupKey, priceId: price.id, productId: product, action: 'created' });
  }
  return lines;
}
