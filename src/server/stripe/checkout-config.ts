/** What the payment island needs to start (checkoutConfigSchema): whether payments work here, in which mode. */
import type { SessionBusiness } from '../auth/session.ts';
import { paymentsMode } from './payments-mode.ts';
import type { CheckoutConfig } from '../../schemas/checkout.ts';

const OFF =
  'Payments are off on this server: its Stripe publishable key is not set, so paid plans cannot be bought here.';

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
