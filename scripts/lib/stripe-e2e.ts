/**
 * For `E2E_STRIPE=standin npm test -- --e2e`: the local Stripe stand-in (tests/fixtures) behind the
 * served site, with the paid plans' catalogue set up by the real setup code and webhooks delivered
 * to the site's /api/stripe/webhook, so browser tests pay through the real functions. Off by default:
 * the main e2e run checks the 'payments are not configured' path.
 */
import Stripe from 'stripe';
import { startStripeStandIn } from '../../tests/fixtures/stripe-stand-in.ts';
import { STRIPE_API_VERSION } from '../../src/server/stripe/client.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';
import { setupPortalConfiguration } from '../../src/server/stripe/portal.ts';

export async function startStripeForE2e(sitePort: number): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const standIn = await startStripeStandIn({ webhookUrl: `http://localhost:${sitePort}/api/stripe/webhook` });
  const stripe = new Stripe(standIn.secretKey, { apiVersion: STRIPE_API_VERSION, host: '127.0.0.1', port: standIn.port, protocol: 'http', telemetry: false });
  const lines = await setupStripeCatalog(stripe);
  await setupPortalConfiguration(stripe, lines.map((l) => ({ product: l.productId, price: l.priceId })));
  return { env: { ...standIn.env, E2E_STRIPE_API: `http://127.0.0.1:${standIn.port}` }, close: () => standIn.close() };
}
