// Points the app's Stripe client at a fresh local stand-in for one test file, and back afterwards.
import { afterAll, beforeAll } from 'vitest';
import { resetEnvCache } from '../../src/server/env.ts';
import { clearPriceCache } from '../../src/server/stripe/prices.ts';
import { clearTaxRateCache } from '../../src/server/stripe/plan-tax.ts';
import { startStripeStandIn, type StandIn } from '../../src/server/stripe/test-mode/stand-in.ts';

export function useStripeStandIn(): { current: StandIn } {
  const ref = {} as { current: StandIn };
  const saved: Record<string, string | undefined> = {};
  beforeAll(async () => {
    ref.current = await startStripeStandIn();
    for (const [key, value] of Object.entries(ref.current.env)) {
      saved[key] = process.env[key];
      process.env[key] = value;
    }
    resetEnvCache();
    clearPriceCache();
    clearTaxRateCache();
  });
  afterAll(async () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
    clearPriceCache();
    clearTaxRateCache();
    await ref.current?.close();
  });
  return ref;
}

/** Runs `work` with payments switched off (no Stripe variables at all). */
export async function withoutStripe<T>(work: () => Promise<T>): Promise<T> {
  const keys = [
    'STRIPE_SECRET_KEY',
    'PUBLIC_STRIPE_PUBLISHABLE_KEY',
    'STRIPE_PUBLISHABLE_KEY',
    'STRIPE_WEBHOOK_SECRET',
  ];
  const saved = keys.map((k) => [k, process.env[k]] as const);
  for (const k of keys) delete process.env[k];
  resetEnvCache();
  try {
    return await work();
  } finally {
    for (const [k, v] of saved) if (v !== undefined) process.env[k] = v;
    resetEnvCache();
  }
}
