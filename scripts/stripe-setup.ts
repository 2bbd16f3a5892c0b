/**
 * `npm run stripe:setup`: creates the Stripe products and prices of the paid plans (plans.ts) in the
 * account of STRIPE_SECRET_KEY, each under its lookup_key. Run it once per Stripe account (test and live).
 */
import { getStripe, paymentsConfigured } from '../src/server/stripe/client.ts';
import { paymentsMode } from '../src/server/stripe/payments-mode.ts';
import { setupStripeCatalog } from '../src/server/stripe/setup.ts';
import { setupPortalConfiguration } from '../src/server/stripe/portal.ts';

if (!paymentsConfigured()) {
  console.error(
    'STRIPE_SECRET_KEY is not set: export your Stripe secret key (sk_test_… or sk_live_…) and run again. (Local test mode needs no setup: npm start does it.)',
  );
  process.exit(1);
}
const lines = await setupStripeCatalog(getStripe());
for (const line of lines) {
  console.log(`[stripe:setup] ${line.plan}: ${line.action} price ${line.priceId} (lookup_key ${line.lookupKey})`);
}
// The Customer Portal behind 'Manage plan and billing': card, invoices, $15/$45 switch (prorated), cancel.
const portal = await setupPortalConfiguration(
  getStripe(),
  lines.map((l) => ({ product: l.productId, price: l.priceId })),
);
console.log(`[stripe:setup] customer portal: ${portal.action} configuration ${portal.id}`);
if (paymentsMode().kind === 'test') process.exit(0); // local test mode delivers its webhooks itself
console.log(
  '[stripe:setup] done. Point a webhook endpoint at <site>/api/stripe/webhook for invoice.paid, invoice.payment_failed,',
);
console.log(
  '               customer.subscription.updated and customer.subscription.deleted, and set STRIPE_WEBHOOK_SECRET.',
);
