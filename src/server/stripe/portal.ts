/**
 * The Stripe Customer Portal: the owner changes their card, switches between the $15 and $45 plans
 * (prorated, as configured by `npm run stripe:setup`) or cancels. The webhooks keep the rank in step.
 */
import type { SessionBusiness } from '../auth/session.ts';
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { getStripe } from './client.ts';

export const NO_BILLING_YET = 'You have no paid plan to manage yet. Choose a website plan at checkout.';

export async function createPortalSession(business: SessionBusiness): Promise<{ url: string }> {
  const stripe = getStripe();
  const customer = business.stripe_customer_id;
  if (!customer) throw new HttpError(409, 'no_billing', NO_BILLING_YET);
  const session = await stripe.billingPortal.sessions.create({
    customer,
    return_url: `${getEnv().siteUrl}/dashboard`,
    ...(process.env.STRIPE_PORTAL_CONFIGURATION ? { configuration: process.env.STRIPE_PORTAL_CONFIGURATION } : {}),
  });
  return { url: session.url };
}
