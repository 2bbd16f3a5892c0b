/**
 * Subscriptions: Stripe is the source of truth. We start one in `default_incomplete` (the browser
 * confirms the first invoice's payment with Stripe.js), and every change we learn of — from the
 * browser's update-rank call or from a webhook — is re-read from Stripe and mirrored here, the
 * account's rank derived from its paying subscriptions only.
 */
import type Stripe from 'stripe';
import { pooled, query, type Queryable } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';
import { findBusinessById, type Rank, type SessionBusiness } from '../auth/session.ts';
import { getPlan } from '../../features/plans/plans.ts';
import { getStripe } from './client.ts';
import { ensureCustomer } from './customers.ts';
import { priceIdFor } from './prices.ts';
import { isPayingStatus, planForLookupKey, rankFromSubscriptions, type PaidPlanId } from './plan-mapping.ts';
import { idOf, recordInvoice } from './invoices.ts';
import { purgeAccountSite } from '../publishing/cdn.ts';
import { invoiceTaxes, planTaxRateIds } from './plan-tax.ts';
import type { CheckoutStart } from '../../schemas/checkout.ts';

function clientSecretOf(subscription: Stripe.Subscription): string | undefined {
  const invoice = subscription.latest_invoice;
  return invoice && typeof invoice !== 'string' ? (invoice.confirmation_secret?.client_secret ?? undefined) : undefined;
}

/** What the card is asked for, as the first invoice states it: its total and each tax (the panel shows them). */
async function startOf(stripe: Stripe, subscription: Stripe.Subscription): Promise<CheckoutStart | undefined> {
  const invoice = subscription.latest_invoice;
  const clientSecret = clientSecretOf(subscription);
  if (!invoice || typeof invoice === 'string' || !clientSecret) return undefined;
  const taxes = await invoiceTaxes(stripe, invoice, 'en');
  return {
    subscriptionId: subscription.id,
    clientSecret,
    amountDueCents: invoice.amount_due,
    taxes: taxes.map(({ name, amountCents }) => ({ name, amountCents })),
  };
}

/** Starts (or resumes, when one is still waiting for its first payment) a subscription to a paid plan. */
export async function startSubscription(business: SessionBusiness, plan: PaidPlanId): Promise<CheckoutStart> {
  if (business.rank !== 'registered') {
    throw new HttpError(409, 'plan_active', `Your ${getPlan(business.rank).name} plan is already active.`);
  }
  const stripe = getStripe();
  const customer = await ensureCustomer(stripe, business);
  const expand = ['latest_invoice.confirmation_secret'];
  const [pending] = await query<{ stripe_subscription_id: string }>(
    `SELECT stripe_subscription_id FROM subscriptions
     WHERE business_id = $1 AND plan = $2 AND status = 'incomplete' AND created_at > now() - interval '22 hours'
     ORDER BY created_at DESC LIMIT 1`,
    [business.id, plan],
  );
  if (pending) {
    const existing = await stripe.subscriptions.retrieve(pending.stripe_subscription_id, { expand });
    const resumed = existing.status === 'incomplete' ? await startOf(stripe, existing) : undefined;
    if (resumed) return resumed;
  }
  // Sales tax for the business's province, where Main Street is registered for it (plan-tax-settings.ts).
  const taxRates = await planTaxRateIds(stripe, business.id, getPlan(plan).priceCents);
  const subscription = await stripe.subscriptions.create({
    ...(taxRates.length ? { default_tax_rates: taxRates } : {}),
    customer,
    items: [{ price: await priceIdFor(stripe, plan) }],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { business_id: business.id },
    expand,
  });
  await syncSubscription(subscription);
  const started = await startOf(stripe, subscription);
  if (!started) throw new HttpError(502, 'no_payment', 'Stripe did not return a payment to confirm. Please try again.');
  return started;
}

/** When a cancelled plan ends: Stripe's cancel_at, or the period end when it cancels at period end. */
function cancelAtOf(subscription: Stripe.Subscription): number | null {
  if (subscription.cancel_at) return subscription.cancel_at;
  return subscription.cancel_at_period_end ? (subscription.items.data[0]?.current_period_end ?? null) : null;
}

/** Work that must wait until the writes it follows are committed (a CDN purge would refill with old pages). */
export type AfterCommit = (work: () => Promise<unknown>) => void;

/**
 * Mirrors one subscription from Stripe and recomputes its account's rank. Unknown customers or prices are ignored.
 * `db` is the transaction the writes belong to (the webhook's, with its event record), and `afterCommit` receives
 * the CDN purges; without them each statement commits on its own and the purges run at once.
 */
export async function syncSubscription(
  subscription: Stripe.Subscription,
  db: Queryable = pooled(),
  afterCommit?: AfterCommit,
): Promise<Rank | undefined> {
  const item = subscription.items.data[0];
  const plan = planForLookupKey(item?.price.lookup_key);
  const {
    rows: [business],
  } = await db.query<{ id: string }>('SELECT id FROM businesses WHERE stripe_customer_id = $1', [
    idOf(subscription.customer),
  ]);
  if (!business || !plan) {
    console.warn(
      `[stripe] subscription ${subscription.id}: ${business ? 'price without a known lookup_key' : 'customer is not ours'}; ignored`,
    );
    return undefined;
  }
  await db.query(
    `INSERT INTO subscriptions (business_id, stripe_subscription_id, stripe_customer_id, plan, status, current_period_end, cancel_at)
     VALUES ($1, $2, $3, $4, $5, to_timestamp($6), to_timestamp($7))
     ON CONFLICT (stripe_subscription_id) DO UPDATE SET plan = EXCLUDED.plan, status = EXCLUDED.status,
       current_period_end = EXCLUDED.current_period_end, cancel_at = EXCLUDED.cancel_at, updated_at = now()`,
    [
      business.id,
      subscription.id,
      idOf(subscription.customer),
      plan,
      subscription.status,
      item?.current_period_end ?? null,
      cancelAtOf(subscription),
    ],
  );
  const purges: (() => Promise<unknown>)[] = [];
  const rank = await refreshRank(business.id, db, (work) => purges.push(work));
  if (afterCommit) purges.forEach(afterCommit);
  else for (const purge of purges) await purge();
  return rank;
}

/** The rank from the account's paying subscriptions; its listings carry the same rank. */
async function refreshRank(businessId: string, db: Queryable, afterCommit: AfterCommit): Promise<Rank> {
  const { rows: subscriptions } = await db.query<{ plan: string; status: string }>(
    'SELECT plan, status FROM subscriptions WHERE business_id = $1',
    [businessId],
  );
  const rank = rankFromSubscriptions(subscriptions) as Rank;
  const changed = await db.query(
    'UPDATE businesses SET rank = $2, updated_at = now() WHERE id = $1 AND rank <> $2 RETURNING id',
    [businessId, rank],
  );
  // A live site is paused or restored with the plan; its CDN copies must not outlive the change.
  if (changed.rows.length > 0) afterCommit(() => purgeAccountSite(businessId));
  const listings = await db.query(
    'UPDATE listings SET business_rank = $2, updated_at = now() WHERE owner_id = $1 AND business_rank <> $2 RETURNING id',
    [businessId, rank],
  );
  const listingIds = listings.rows.map((r) => String(r.id));
  if (listingIds.length > 0) afterCommit(() => listingsChanged(listingIds, 'listing-rank'));
  return rank;
}

/**
 * POST /api/business/update-rank: re-reads the subscription from Stripe (the browser's word counts
 * for nothing) and answers with the account as it now is. Records the paid first invoice too, so
 * referral commissions exist even where no webhook reaches this server.
 */
export async function confirmRank(business: SessionBusiness, subscriptionId?: string): Promise<SessionBusiness> {
  const stripe = getStripe();
  const [latest] = await query<{ stripe_subscription_id: string }>(
    'SELECT stripe_subscription_id FROM subscriptions WHERE business_id = $1 ORDER BY created_at DESC LIMIT 1',
    [business.id],
  );
  const id = subscriptionId ?? latest?.stripe_subscription_id;
  if (!id) throw new HttpError(404, 'no_subscription', 'No subscription was found for your account.');
  const subscription = await stripe.subscriptions
    .retrieve(id, { expand: ['latest_invoice'] })
    .catch((error: { code?: string }) => {
      if (error.code === 'resource_missing')
        throw new HttpError(404, 'no_subscription', 'No subscription was found for your account.');
      throw error;
    });
  if (!business.stripe_customer_id || idOf(subscription.customer) !== business.stripe_customer_id) {
    throw new HttpError(403, 'not_your_subscription', 'This subscription belongs to another account.');
  }
  await syncSubscription(subscription);
  const invoice = subscription.latest_invoice;
  if (invoice && typeof invoice !== 'string' && invoice.status === 'paid') await recordInvoice(invoice, 'paid');
  if (!isPayingStatus(subscription.status)) {
    throw new HttpError(
      409,
      'payment_incomplete',
      'Your payment has not gone through yet, so your plan has not changed.',
    );
  }
  const fresh = await findBusinessById(business.id);
  if (!fresh) throw new HttpError(401, 'unauthorized', 'Please log in to continue.');
  return fresh;
}
