// Deposits in test mode (issue 41), shared by the deposit and customer-change tests: the salon's connected account,
// made active, and a deposit paid with 4242 as the local Stripe.js sends it.
import { expect } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import type { StandIn } from '../../src/server/stripe/test-mode/stand-in.ts';
import type { Salon } from './bookings-fixtures.ts';

export async function connect(stripe: { current: StandIn }, s: Salon): Promise<string> {
  const account = await getStripe().accounts.create({ type: 'express', country: 'CA' });
  stripe.current.onboard(account.id, 'complete');
  await query(
    `INSERT INTO payout_accounts (business_id, stripe_account_id, state, charges_enabled, payouts_enabled,
       details_submitted) VALUES ($1, $2, 'active', true, true, true)`,
    [s.businessId, account.id],
  );
  return account.id;
}

/** Stripe.js's confirmCardPayment with 4242…, as the local Stripe.js sends it for a connected account. */
export async function payInBrowser(clientSecret: string, account: string): Promise<void> {
  const id = clientSecret.split('_secret_')[0];
  const form = new URLSearchParams({
    client_secret: clientSecret,
    key: process.env.PUBLIC_STRIPE_PUBLISHABLE_KEY!,
    _stripe_account: account,
    'payment_method_data[card][number]': '4242424242424242',
  });
  const res = await fetch(`http://127.0.0.1:${process.env.STRIPE_API_PORT}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  expect(res.status).toBe(200);
}
