/**
 * Stripe webhooks: the signature is verified over the raw body, each event id is handled once
 * (stripe_events: recorded first, in the transaction of its handler's writes, so a concurrent copy waits on
 * the record and then finds it), and events dispatch through a map from type to handler. Handlers re-read the
 * subscription from Stripe before that transaction opens (no network call inside it) rather than trusting the
 * event's copy, so late or out-of-order deliveries still leave the latest state, and every write is an upsert
 * by a Stripe id.
 */
import type Stripe from 'stripe';
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getEnv } from '../env.ts';
import { getStripe } from './client.ts';
import { requirePayments } from './payments-mode.ts';
import { syncSubscription } from './subscriptions.ts';
import type { EventHandler } from './event-handler.ts';
import { CONNECT_PAYMENT_EVENTS, connectPaymentHandler } from './connect-payments.ts';
import { recordInvoice, subscriptionIdOfInvoice } from './invoices.ts';
import { syncPayoutAccount } from '../payouts/payout-accounts.ts';
import { sendInvoiceReceipt } from './receipts.ts';
import { refundEventHandler } from '../shop/order-refund-sync.ts';
import { refreshStorefronts } from '../shop/shop-freshness.ts';

/** The subscription as Stripe holds it now (a deleted one: the event's copy), or undefined without an id. */
async function currentSubscription(stripe: Stripe, id: string | undefined, fallback?: Stripe.Subscription) {
  if (!id) return undefined;
  return stripe.subscriptions.retrieve(id).catch((error: { code?: string }) => {
    if (error.code === 'resource_missing' && fallback) return fallback;
    throw error;
  });
}

const invoiceHandler =
  (outcome: 'paid' | 'failed'): EventHandler =>
  async (stripe, event) => {
    const invoice = event.data.object as Stripe.Invoice;
    const subscription = await currentSubscription(stripe, subscriptionIdOfInvoice(invoice));
    return async (tx, after) => {
      if (subscription) await syncSubscription(subscription, tx, after);
      await recordInvoice(invoice, outcome, tx);
    };
  };

const subscriptionHandler: EventHandler = async (stripe, event) => {
  const fromEvent = event.data.object as Stripe.Subscription;
  const subscription = await currentSubscription(stripe, fromEvent.id, fromEvent);
  return async (tx, after) => {
    if (subscription) await syncSubscription(subscription, tx, after);
  };
};

// A business's payout account (Connect): re-read from Stripe and written by its id, so a replay changes nothing.
// Turning active (or no longer) changes what the storefront offers: refreshed after the commit, never failing it.
const accountHandler: EventHandler = async (stripe, event) => {
  const account = await stripe.accounts.retrieve((event.data.object as Stripe.Account).id);
  return async (tx, after) => {
    const synced = await syncPayoutAccount(account, tx);
    if (synced?.activeChanged) after(() => refreshStorefronts([synced.businessId], 'payout account'));
  };
};

const paidInvoiceHandler: EventHandler = async (stripe, event) => {
  const writes = await invoiceHandler('paid')(stripe, event);
  return async (tx, after) => {
    await writes(tx, after);
    // After the commit (the receipt names the plan just written); once per invoice (invoice_receipts).
    after(() => sendInvoiceReceipt(stripe, event.data.object as Stripe.Invoice));
  };
};

export const EVENT_HANDLERS: Record<string, EventHandler> = {
  'invoice.paid': paidInvoiceHandler,
  'invoice.payment_failed': invoiceHandler('failed'),
  'customer.subscription.created': subscriptionHandler,
  'customer.subscription.updated': subscriptionHandler,
  'customer.subscription.deleted': subscriptionHandler,
  'account.updated': accountHandler,
  // Customers paying a business (Connect): routed by the intent's metadata.kind (connect-payments.ts).
  ...Object.fromEntries(CONNECT_PAYMENT_EVENTS.map((type) => [type, connectPaymentHandler])),
  // Refunds on a connected account, made by Main Street or in Stripe's Dashboard (the shop's orders).
  'refund.created': refundEventHandler,
  'refund.updated': refundEventHandler,
};

export interface WebhookOutcome {
  received: true;
  duplicate?: true;
  ignored?: true;
}

/**
 * The event, signed with one of our endpoints' secrets: the account endpoint's, then the Connect
 * endpoint's (Stripe signs events on connected accounts, such as account.updated, with that one).
 */
function verifiedEvent(stripe: Stripe, rawBody: string, signature: string | null, secrets: (string | undefined)[]) {
  for (const secret of secrets) {
    if (!secret) continue;
    try {
      return stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
    } catch {
      // not this endpoint's secret: try the next
    }
  }
  throw new HttpError(400, 'bad_signature', 'The Stripe signature of this request could not be verified.');
}

export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<WebhookOutcome> {
  const secret = requirePayments().webhookSecret;
  if (!secret)
    throw new HttpError(
      503,
      'payments_not_configured',
      'STRIPE_WEBHOOK_SECRET is not set on this server, so Stripe events cannot be verified.',
    );
  const stripe = getStripe();
  const event = verifiedEvent(stripe, rawBody, signature, [secret, getEnv().stripeConnectWebhookSecret]);
  const handler = EVENT_HANDLERS[event.type];
  // Stripe's reads before the transaction; a copy delivered at the same time reads too, and its writes never run.
  const writes = handler ? await handler(stripe, event) : undefined;
  // The record first: a concurrent delivery of the same event waits here until this transaction ends, then finds
  // it (and answers 'duplicate'), or records it itself if the writes failed (a 500, so Stripe delivers it again).
  const afterCommit: (() => Promise<unknown>)[] = [];
  const recorded = await transaction(async (tx) => {
    const { rows } = await tx.query(
      'INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id',
      [event.id, event.type],
    );
    if (rows.length && writes) await writes(tx, (work) => afterCommit.push(work));
    return rows.length > 0;
  });
  if (!recorded) return { received: true, duplicate: true };
  try {
    for (const work of afterCommit) await work();
  } catch (error) {
    // What runs after the commit (CDN purges, the receipt) failed: forget the event so that Stripe's next delivery
    // runs it again (its writes are upserts by Stripe ids; a receipt is claimed once per invoice).
    await query('DELETE FROM stripe_events WHERE id = $1', [event.id]);
    throw error;
  }
  return handler ? { received: true } : { received: true, ignored: true };
}
