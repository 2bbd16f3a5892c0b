/**
 * What the checkout functions answer, one schema per shape: the server code that builds them and the
 * payment island that reads them infer their types from here (no hand copies).
 */
import { z } from './z.ts';
import { RANKS } from '../shared/auth.ts';

/** POST /api/commerce/init-checkout: whether payments work here, in which mode, and Stripe's publishable key. */
export const checkoutConfigSchema = z.object({
  configured: z.boolean(),
  /** Local test mode (npm start without keys): every payment screen says no card is charged and lists the test cards. */
  test_mode: z.boolean(),
  /** Public by design (it is the key Stripe.js loads with); served at run time, not baked into the build. */
  publishable_key: z.nullable(z.string()),
  /** Test mode's local Stripe.js (same origin); null means Stripe's own. */
  stripe_js_url: z.nullable(z.string()),
  message: z.nullable(z.string()),
  email: z.string(),
  rank: z.enum(RANKS),
});
export type CheckoutConfig = z.infer<typeof checkoutConfigSchema>;

/** POST /api/commerce/create-subscription: the subscription to confirm, and what its first invoice charges. */
export const checkoutStartSchema = z.object({
  subscriptionId: z.string(),
  clientSecret: z.string(),
  /** The first invoice's total, its taxes included, in cents. */
  amountDueCents: z.number(),
  /** Each sales tax on it ("HST (13%)"), empty when none is added. */
  taxes: z.array(z.object({ name: z.string(), amountCents: z.number() })),
});
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;
