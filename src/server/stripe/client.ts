/**
 * The one Stripe client. The API version is pinned here (the SDK's types describe exactly this
 * version), so an account default upgraded in the Stripe dashboard changes nothing for us.
 * Which Stripe it talks to (real, a test stand-in, local test mode) is decided in payments-mode.ts.
 */
import Stripe from 'stripe';
import { paymentsMode, requirePayments } from './payments-mode.ts';

export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

let cached: { key: string; client: Stripe } | undefined;

/** True when paid plans can be sold here: Stripe keys, or local test mode. */
export function paymentsConfigured(): boolean {
  return paymentsMode().kind !== 'off';
}

/** The configured client; a clear 503 when payments are off. */
export function getStripe(): Stripe {
  const { secretKey, api } = requirePayments();
  const key = JSON.stringify([secretKey, api]);
  if (cached?.key !== key) {
    cached = {
      key,
      client: new Stripe(secretKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 2,
        timeout: 8_000, // under the 10 s limit of a Netlify Function, so a slow Stripe gives a clear error
        telemetry: false,
        appInfo: { name: 'Main Street' },
        ...api,
      }),
    };
  }
  return cached.client;
}
