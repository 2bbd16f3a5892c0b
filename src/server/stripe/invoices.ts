/**
 * Payments and referral commissions from Stripe invoices, upserted by invoice id so a replay or a
 * second report of one invoice changes nothing. A commission is owed for a referred account's paid
 * invoice while its subscription is active (each plan's rate in plans.ts), never to itself.
 */
import type Stripe from 'stripe';
import { pooled, type Queryable } from '../db/client.ts';
import { getPlan, referralCommissionCents } from '../../features/plans/plans.ts';
import { isPayingStatus } from './plan-mapping.ts';

export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : value?.id;

export function subscriptionIdOfInvoice(invoice: Stripe.Invoice): string | undefined {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

/**
 * Call after the invoice's subscription was synced, so its status here is Stripe's current one. `db`: the
 * transaction the writes belong to (the webhook's, with its event record).
 */
export async function recordInvoice(
  invoice: Stripe.Invoice,
  outcome: 'paid' | 'failed',
  db: Queryable = pooled(),
): Promise<void> {
  const {
    rows: [business],
  } = await db.query<{ id: string; referred_by: string | null }>(
    'SELECT id, referred_by FROM businesses WHERE stripe_customer_id = $1',
    [idOf(invoice.customer)],
  );
  if (!business || !invoice.id) return;
  const subscriptionId = subscriptionIdOfInvoice(invoice);
  const [subscription] = subscriptionId
    ? (
        await db.query<{ id: string; plan: 'web-hosting' | 'complete'; status: string }>(
          'SELECT id, plan, status FROM subscriptions WHERE stripe_subscription_id = $1 AND business_id = $2',
          [subscriptionId, business.id],
        )
      ).rows
    : [];
  const amount = outcome === 'paid' ? invoice.amount_paid : invoice.amount_due;
  // A late 'failed' report never overwrites a payment already recorded as paid.
  await db.query(
    `INSERT INTO payments (business_id, subscription_id, stripe_invoice_id, amount_cents, currency, status)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (stripe_invoice_id) DO UPDATE SET status = EXCLUDED.status, amount_cents = EXCLUDED.amount_cents
     WHERE payments.status <> 'paid'`,
    [business.id, subscription?.id ?? null, invoice.id, amount, invoice.currency ?? 'cad', outcome],
  );
  const referrer = business.referred_by;
  if (outcome !== 'paid' || amount <= 0 || !referrer || referrer === business.id) return;
  if (!subscription || !isPayingStatus(subscription.status)) return;
  const plan = getPlan(subscription.plan);
  await db.query(
    `INSERT INTO referral_commissions (referrer_id, referred_id, payment_id, plan, rate_percent, amount_cents)
     SELECT $1, $2, p.id, $4, $5, $6 FROM payments p WHERE p.stripe_invoice_id = $3 AND p.status = 'paid'
     ON CONFLICT (payment_id) DO NOTHING`,
    [referrer, business.id, invoice.id, plan.id, plan.referralRatePercent, referralCommissionCents(plan)],
  );
}
