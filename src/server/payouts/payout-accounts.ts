/**
 * A business's payout account: a Stripe Connect Express account (Canada) it is paid through, with
 * onboarding on Stripe's hosted pages through Account Links. Main Street stores only the account id
 * and the state Stripe reports; Stripe keeps the identity and bank details.
 * One account per business, even with several clicks at once: Stripe's idempotency key (one per
 * business) makes concurrent creations return the same account, and the row keeps the first id
 * (ON CONFLICT ... COALESCE). Later changes come from `account.updated`, re-read from Stripe and
 * written by Stripe's id, so a replayed or late event changes nothing.
 */
import type Stripe from 'stripe';
import { pooled, query, type Queryable } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { getStripe } from '../stripe/client.ts';
import type { SessionBusiness } from '../auth/sessions-repo.ts';
import type { PayoutAccountResponse, PayoutOnboardingResponse } from '../../schemas/payouts.ts';
import { accountFacts } from './payout-state.ts';

type PayoutRow = {
  stripe_account_id: string;
  state: PayoutAccountResponse['state'];
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements_due: string[];
  updated_at: Date;
};

const NOT_CONNECTED: PayoutAccountResponse = {
  state: 'not_connected',
  charges_enabled: false,
  payouts_enabled: false,
  requirements_due: [],
  updated_at: null,
};

function toResponse(row: PayoutRow | undefined): PayoutAccountResponse {
  if (!row) return NOT_CONNECTED;
  const { state, charges_enabled, payouts_enabled, requirements_due } = row;
  return { state, charges_enabled, payouts_enabled, requirements_due, updated_at: row.updated_at.toISOString() };
}

const COLUMNS = 'stripe_account_id, state, charges_enabled, payouts_enabled, requirements_due, updated_at';

async function readRow(businessId: string): Promise<PayoutRow | undefined> {
  const [row] = await query<PayoutRow>(`SELECT ${COLUMNS} FROM payout_accounts WHERE business_id = $1`, [businessId]);
  return row;
}

/** The current business's payout account, as last reported by Stripe. */
export async function getPayoutAccount(businessId: string): Promise<PayoutAccountResponse> {
  return toResponse(await readRow(businessId));
}

/** Writes what Stripe says about an account; `businessId` only when the row is first made. */
export async function saveAccount(account: Stripe.Account, businessId: string): Promise<PayoutRow> {
  const f = accountFacts(account);
  const [row] = await query<PayoutRow>(
    `INSERT INTO payout_accounts (business_id, stripe_account_id, state, charges_enabled, payouts_enabled,
       details_submitted, requirements_due, disabled_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (business_id) DO UPDATE SET updated_at = payout_accounts.updated_at
     RETURNING ${COLUMNS}`,
    [
      businessId,
      account.id,
      f.state,
      f.chargesEnabled,
      f.payoutsEnabled,
      f.detailsSubmitted,
      f.requirementsDue,
      f.disabledReason,
    ],
  );
  return row!;
}

/**
 * Updates the row of a Stripe account from Stripe's current answer: its business, and whether the account entered
 * or left 'active' (the storefront offers a cart only with an active account); undefined when it is not one of
 * ours. One statement: the row is locked as it is read, so two deliveries at once see one change, not two.
 */
export async function syncPayoutAccount(
  account: Stripe.Account,
  db: Queryable = pooled(),
): Promise<{ businessId: string; activeChanged: boolean } | undefined> {
  const f = accountFacts(account);
  const { rows } = await db.query<{ business_id: string; was_active: boolean }>(
    `WITH prev AS (SELECT business_id, state FROM payout_accounts WHERE stripe_account_id = $1 FOR UPDATE)
     UPDATE payout_accounts p SET state = $2, charges_enabled = $3, payouts_enabled = $4, details_submitted = $5,
       requirements_due = $6, disabled_reason = $7, updated_at = now()
     FROM prev WHERE p.business_id = prev.business_id RETURNING p.business_id, prev.state = 'active' AS was_active`,
    [account.id, f.state, f.chargesEnabled, f.payoutsEnabled, f.detailsSubmitted, f.requirementsDue, f.disabledReason],
  );
  const row = rows[0];
  return row && { businessId: row.business_id, activeChanged: row.was_active !== (f.state === 'active') };
}

async function ensureAccount(stripe: Stripe, business: SessionBusiness): Promise<PayoutRow> {
  const existing = await readRow(business.id);
  if (existing) return existing;
  const account = await stripe.accounts.create(
    {
      type: 'express',
      country: 'CA',
      email: business.business_email,
      business_profile: { name: business.business_name },
      capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      metadata: { business_id: business.id },
    },
    { idempotencyKey: `payout-account-${business.id}` },
  );
  // Two calls at once both reach here with the same account (same idempotency key); the first row wins.
  return saveAccount(account, business.id);
}

/** Creates the account if needed and a single-use onboarding link that comes back to the dashboard. */
export async function startPayoutOnboarding(business: SessionBusiness): Promise<PayoutOnboardingResponse> {
  const stripe = getStripe();
  const row = await ensureAccount(stripe, business);
  if (row.state === 'active') {
    throw new HttpError(409, 'payout_account_active', 'Your payout account is already set up: Stripe pays you out.');
  }
  const dashboard = `${getEnv().siteUrl}/dashboard/shop/`; // the Shop page shows the payout account
  const link = await stripe.accountLinks.create({
    account: row.stripe_account_id,
    type: 'account_onboarding',
    refresh_url: `${dashboard}?payouts=refresh`,
    return_url: `${dashboard}?payouts=return`,
  });
  return { url: link.url, expires_at: link.expires_at };
}
