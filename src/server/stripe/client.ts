/**
 * The one Stripe client. The API version is pinned here (the SDK's types describe exactly this
 * version), so an account default upgraded in the Stripe dashboard changes nothing for us.
 *
 * STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point the real SDK somewhere else than
 * api.stripe.com: the tests use them to talk to a local stand-in on 127.0.0.1. They are read here
 * (not in env.ts) because nothing but this seam may ever use them.
 */
import Stripe from 'stripe';
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { getPlan } from '../../features/plans/plans.ts';

export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export const PAYMENTS_NOT_CONFIGURED =
  `Payments are not configured on this server, so paid plans cannot be bought here. Your free ${getPlan('registered').name} plan works as usual.`;

let cached: { key: string; client: Stripe } | undefined;

/** True when a secret key is set: paid plans can be sold. */
export function paymentsConfigured(): boolean {
  return Boolean(getEnv().stripeSecretKey);
}

function apiOverride(): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  const { STRIPE_API_HOST: host, STRIPE_API_PORT: port, STRIPE_API_PROTOCOL: protocol } = process.env;
  return {
    ...(host ? { host } : {}),
    ...(port ? { port: Number(port) } : {}),
    ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
  };
}

/** The configured client; a clear 503 when payments are switched off. */
export function getStripe(): Stripe {
  const secretKey = getEnv().stripeSecretKey;
  if (!secretKey) throw new HttpError(503, 'payments_not_configured', PAYMENTS_NOT_CONFIGURED);
  const override = apiOverride();
  const key = JSON.stringify([secretKey, override]);
  if (cached?.key !== key) {
    cached = {
      key,
      client: new Stripe(secretKey, {
        apiVersion: STRIPE_API_VERSION,
        maxNetworkRetries: 2,
        timeout: 8_000, // under the 10 s limit of a Netlify Function, so a slow Stripe gives a clear error
        telemetry: false,
        appInfo: { name: 'Main Street' },
        ...override,
      }),
    };
  }
  return cached.client;
}
