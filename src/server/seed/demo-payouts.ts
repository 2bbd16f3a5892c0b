/**
 * The demo shops' payout accounts, in local test mode only (`npm start` without Stripe keys): an Express account
 * made in the running stand-in (connect-accounts.ts), taken through its onboarding as the local page's 'Complete'
 * button does (active), kept in the stand-in's saved state, and its row written from what it then reports. On
 * Netlify no test mode runs and nothing here is called, so no demo there claims a payout account it does not have.
 * Idempotent: a demo whose account the stand-in still knows is left alone.
 */
import type { StandIn } from '../stripe/test-mode/stand-in.ts';
import { newExpressAccount } from '../stripe/test-mode/connect-accounts.ts';
import { accountFacts } from '../payouts/payout-state.ts';
import { query } from '../db/client.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { QUEBEC_DEMO_EMAIL } from './demo-shop.ts';

export async function seedDemoPayoutAccounts(
  standIn: Pick<StandIn, 'accounts' | 'onboard'>,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const demos = await query<{ id: string; business_name: string; business_email: string; account: string | null }>(
    `SELECT b.id, b.business_name, b.business_email, p.stripe_account_id AS account
     FROM businesses b LEFT JOIN payout_accounts p ON p.business_id = b.id
     WHERE lower(b.business_email) IN (lower($1), lower($2))`,
    [DEMO_ACCOUNT.email, QUEBEC_DEMO_EMAIL],
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
    const f = accountFacts(account as Parameters<typeof accountFacts>[0]);
    await query(
      `INSERT INTO payout_accounts (business_id, stripe_account_id, state, charges_enabled, payouts_enabled,
         details_submitted, requirements_due, disabled_reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (business_id) DO UPDATE SET stripe_account_id = EXCLUDED.stripe_account_id, state = EXCLUDED.state,
         charges_enabled = EXCLUDED.charges_enabled, payouts_enabled = EXCLUDED.payouts_enabled,
         details_submitted = EXCLUDED.details_submitted, requirements_due = EXCLUDED.requirements_due,
         disabled_reason = EXCLUDED.disabled_reason, updated_at = now()`,
      [
        demo.id,
        account.id,
        f.state,
        f.chargesEnabled,
        f.payoutsEnabled,
        f.detailsSubmitted,
        f.requirementsDue,
        f.disabledReason,
      ],
    );
    log(`test mode: ${demo.business_name} has an active test payout account (${account.id})`);
  }
}
