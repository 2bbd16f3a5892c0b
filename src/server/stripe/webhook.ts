/**
 * Stripe webhooks: the signature is verified over the raw body, each event id is handled once
 * (stripe_events), and events dispatch through a map from type to handler. Handlers re-read the
 * subscription from Stripe rather than trusting the event's copy, so late or out-of-order
 * deliveries still leave the latest state, and every write is an upsert by a Stripe id.
 */
import type Stripe from 'stripe';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getEnv } from '../env.ts';
import { getStripe } from './client.ts';
import { requirePayments } from './payments-mode.ts';
import { syncSubscription } from './subscriptions.ts';
import { recordInvoice, subscriptionIdOfInvoice } from './invoices.ts';
import { syncPayoutAccount } from '../payouts/payout-accounts.ts';
import { sendInvoiceReceipt } from './receipts.ts';

type EventHandler = (stripe: Stripe, event: Stripe.Event) => Promise<void>;

async function resync(stripe: Stripe, subscriptionId: string | undefined, fallback?: Stripe.Subscription): Promise<void> {
  if (!subscriptionId) return;
  const current = await stripe.subscriptions.retrieve(subscriptionId).catch((error: { code?: string }) => {
    if (error.code === 'resource_missing' && fallback) return fallback;
    throw error;
  });
  await syncSubscription(current);
}

const invoiceHandler =
  (outcome: 'paid' | 'failed'): EventHandler =>
  async (stripe, event) => {
    const invoice = event.data.object as Stripe.Invoice;
    await resync(stripe, subscriptionIdOfInvoice(invoice));
    await recordInvoice(invoice, outcome);
  };

const subscriptionHandler: EventHandler = async (stripe, event) => {
  const subscription = event.data.object as Stripe.Subscription;
  await resync(stripe, subscription.id, subscription);
};

// A business's payout account (Connect): re-read from Stripe and written by its id, so a replay changes nothing.
const accountHandler: EventHandler = async (stripe, event) => {
  const account = event.data.object as Stripe.Account;
  await syncPayoutAccount(await stripe.accounts.retrieve(account.id));
};

export const EVENT_HANDLERS: Record<string, EventHandler> = {
  'invoice.paid': async (stripe, event) => {
    await invoiceHandler('paid')(stripe, event);
    await sendInvoiceReceipt(stripe, event.data.object as Stripe.Invoice); // once per invoice (invoice_receipts)
  },
  'invoice.payment_failed': invoiceHandler('failed'),
  'customer.subscription.created': subscriptionHandler,
  'customer.subscription.updated': subscriptionHandler,
  'customer.subscription.deleted': subscriptionHandler,
  'account.updated': accountHandler,
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
  if (!secret) throw new HttpError(503, 'payments_not_configured', 'STRIPE_WEBHOOK_SECRET is not set on this server, so Stripe events cannot be verified.');
  const stripe = getStripe();
  const event = verifiedEvent(stripe, rawBody, signature, [secret, getEnv().stripeConnectWebhookSecret]);
  const [seen] = await query('SELECT 1 FROM stripe_events WHERE id = $1', [event.id]);
  if (seen) return { received: true, duplicate: true };
  const handler = EVENT_HANDLERS[event.type];
  // Recorded only after the handler succeeded: a failure answers 500 and Stripe delivers it again.
  if (handler) await handler(stripe, event);
  await query('INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [event.id, event.type]);
  return handler ? { received: true } : { received: true, ignored: true };
}
