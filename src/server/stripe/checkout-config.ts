/** What the payment island needs to start: whether payments work here, in which mode, and Stripe's publishable key. */
import type { SessionBusiness } from '../auth/session.ts';
import { paymentsMode } from './payments-mode.ts';

export interface CheckoutConfig {
  configured: boolean;
  /** Local test mode (npm start without keys): every payment screen says no card is charged and lists the test cards. */
  test_mode: boolean;
  /** Public by design (it is the key Stripe.js loads with); served at run time, not baked into the build. */
  publishable_key: string | null;
  /** Test mode's local Stripe.js (same origin); null means Stripe's own. */
  stripe_js_url: string | null;
  message: string | null;
  email: string;
  rank: SessionBusiness['rank'];
}

const OFF = 'Payments are off on this server: its Stripe publishable key is not set, so paid plans cannot be bought here.';

export function checkoutConfig(business: SessionBusiness): CheckoutConfig {
  const mode = paymentsMode();
  const on = mode.kind === 'off' ? undefined : mode;
  const configured = Boolean(on?.publishableKey);
  return {
    configured,
    test_mode: mode.kind === 'test',
    publishable_key: configured ? (on?.publishableKey ?? null) : null,
    stripe_js_url: on?.stripeJsUrl ?? null,
    message: configured ? null : mode.kind === 'off' ? mode.message : OFF,
    email: business.business_email,
    rank: business.rank,
  };
}
