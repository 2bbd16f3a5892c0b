/** What the payment island needs to start: whether payments work here, and Stripe's publishable key. */
import { getEnv } from '../env.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { PAYMENTS_NOT_CONFIGURED } from './client.ts';

export interface CheckoutConfig {
  configured: boolean;
  /** Public by design (it is the key Stripe.js loads with); served at run time, not baked into the build. */
  publishable_key: string | null;
  message: string | null;
  email: string;
  rank: SessionBusiness['rank'];
}

export function checkoutConfig(business: SessionBusiness): CheckoutConfig {
  const env = getEnv();
  const configured = Boolean(env.stripeSecretKey && env.stripePublishableKey);
  return {
    configured,
    publishable_key: configured ? (env.stripePublishableKey ?? null) : null,
    message: configured ? null : PAYMENTS_NOT_CONFIGURED,
    email: business.business_email,
    rank: business.rank,
  };
}
