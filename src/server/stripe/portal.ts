/**
 * The Stripe Customer Portal: the owner changes their card, switches between the $15 and $45 plans
 * (prorated) or cancels. `npm run stripe:setup` creates the portal configuration that allows exactly
 * that (marked in its metadata); sessions use it. The webhooks keep the rank in step.
 */
import type Stripe from 'stripe';
import type { SessionBusiness } from '../auth/session.ts';
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { getStripe } from './client.ts';
import { paymentsMode } from './payments-mode.ts';
import { ensureCustomer } from './customers.ts';
import { priceIdFor } from './prices.ts';
import { syncSubscription } from './subscriptions.ts';

export const NO_BILLING_YET = 'You have no paid plan to manage yet. Choose a website plan at checkout.';
const MARK = { main_street: 'plans-portal' };

async function findOurConfiguration(stripe: Stripe): Promise<Stripe.BillingPortal.Configuration | undefined> {
  const { data } = await stripe.billingPortal.configurations.list({ active: true, limit: 100 });
  return data.find((c) => c.metadata?.main_street === MARK.main_street);
}

/** Creates or updates the portal configuration: card updates, invoices, plan switches (prorated), cancellation. */
export async function setupPortalConfiguration(
  stripe: Stripe,
  prices: { product: string; price: string }[],
): Promise<{ id: string; action: 'created' | 'updated' }> {
  const settings = {
    business_profile: { headline: 'Main Street: manage your website plan' },
    features: {
      payment_method_update: { enabled: true },
      invoice_history: { enabled: true },
      subscription_cancel: { enabled: true, mode: 'at_period_end' as const },
      subscription_update: {
        enabled: true,
        default_allowed_updates: ['price' as const],
        proration_behavior: 'create_prorations' as const,
        products: prices.map((p) => ({ product: p.product, prices: [p.price] })),
      },
    },
    metadata: MARK,
  };
  const existing = await findOurConfiguration(stripe);
  if (existing)
    return { id: (await stripe.billingPortal.configurations.update(existing.id, settings)).id, action: 'updated' };
  return { id: (await stripe.billingPortal.configurations.create(settings)).id, action: 'created' };
}

/**
 * Local test mode only: the seeded demo account's Complete plan was never bought, so the first time its
 * owner opens the portal it gets a Complete subscription paid with Stripe's test card (pm_card_visa),
 * and from then on the portal changes it like any other. Never with real keys.
 */
async function giveDemoATestSubscription(stripe: Stripe, business: SessionBusiness): Promise<string> {
  const customer = await ensureCustomer(stripe, business);
  const subscription = await stripe.subscriptions.create({
    customer,
    items: [{ price: await priceIdFor(stripe, 'complete') }],
    default_payment_method: 'pm_card_visa',
    metadata: { business_id: business.id, demo: 'true' },
  });
  await syncSubscription(subscription);
  return customer;
}

export async function createPortalSession(business: SessionBusiness): Promise<{ url: string }> {
  const stripe = getStripe();
  const customer =
    business.stripe_customer_id ??
    (business.is_demo && paymentsMode().kind === 'test'
      ? await giveDemoATestSubscription(stripe, business)
      : undefined);
  if (!customer) throw new HttpError(409, 'no_billing', NO_BILLING_YET);
  const configuration = process.env.STRIPE_PORTAL_CONFIGURATION || (await findOurConfiguration(stripe))?.id;
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${getEnv().siteUrl}/dashboard`,
    ...(configuration ? { configuration } : {}),
  });
  return { url: session.url };
}
