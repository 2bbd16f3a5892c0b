/**
 * The demo shops' and the demo salon's payout accounts (the salon's booking deposits go to it), in local test mode
 * only (`npm start` without Stripe keys): an Express account made in the running stand-in (connect-accounts.ts),
 * taken through its onboarding as the local page's 'Complete' button does (active), kept in the stand-in's saved
 * state, and its row written from what it then reports. On Netlify no test mode runs and nothing here is called,
 * so no demo there claims a payout account it does not have.
 * Idempotent: a demo whose account the stand-in still knows is left alone.
 */
import type { StandIn } from '../stripe/test-mode/stand-in.ts';
import { newExpressAccount } from '../stripe/test-mode/connect-accounts.ts';
import type Stripe from 'stripe';
import { saveAccount } from '../payouts/payout-accounts.ts';
import { query } from '../db/client.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { QUEBEC_DEMO_EMAIL } from './demo-shop.ts';
import { DEMO_SALON } from './demo-salon.ts';

export async function seedDemoPayoutAccounts(
  standIn: Pick<StandIn, 'accounts' | 'onboard'>,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const demos = await query<{ id: string; business_name: string; business_email: string; account: string | null }>(
    `SELECT b.id, b.business_name, b.business_email, p.stripe_account_id AS account
     FROM businesses b LEFT JOIN payout_accounts p ON p.business_id = b.id
     WHERE lower(b.business_email) IN (lower($1), lower($2), lower($3))`,
    [DEMO_ACCOUNT.email, QUEBEC_DEMO_EMAIL, DEMO_SALON.email],
  );
  for (const demo of demos) {
    if (demo.account && standIn.accounts.has(demo.account)) continue;
    const made = newExpressAccount({
      type: 'express',
      country: 'CA',
      email: demo.business_email,
      business_profile: { name: demo.business_name },
      capabilities: { card_payments: { requested: 'true' }, transfers: { requested: 'true' } },
      metadata: { business_id: demo.id },
    });
    if (!('id' in made)) throw new Error(`test mode refused the demo's account: ${String(made.message)}`);
    standIn.accounts.set(String(made.id), made);
    const account = standIn.onboard(String(made.id), 'complete');
    // A row whose account the stand-in no longer knows (its saved state was deleted) is replaced.
    await query('DELETE FROM payout_accounts WHERE business_id = $1', [demo.id]);
    await saveAccount(account as Stripe.Account, demo.id);
    log(`test mode: ${demo.business_name} has an active test payout account (${account.id})`);
  }
}
