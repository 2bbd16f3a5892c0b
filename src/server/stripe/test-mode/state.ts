/**
 * The local Stripe-compatible server's account: customers, products, prices, subscriptions, invoices
 * and portal sessions, kept in memory and, under `npm start`, in a JSON file in .data/ so a restart
 * keeps the newcomer's test subscriptions. Helpers move a subscription along as Stripe would and
 * deliver signed webhook events to the site, as Stripe does.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import Stripe from 'stripe';

export type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);
export const MONTH = 30 * 24 * 3600;
const API_VERSION = '2026-10-28.endive';

/** Parses Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.split(/[[\]]+/).filter(Boolean);
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1] ?? '') ? [] : {};
    });
  }
  return root;
}

const TABLES = [
  'customers',
  'products',
  'prices',
  'subscriptions',
  'invoices',
  'portalSessions',
  'portalConfigurations',
  'taxRates',
] as const;
// Stripe Connect: connected accounts, their onboarding links, and what happens on them.
const CONNECT_TABLES = ['accounts', 'accountLinks', 'paymentIntents', 'charges', 'refunds', 'payouts'] as const;
const ALL_TABLES = [...TABLES, ...CONNECT_TABLES] as const;
type Table = (typeof ALL_TABLES)[number];

export interface StandInOptions {
  /** Where signed events are delivered (the site's /api/stripe/webhook); none means no deliveries. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** A JSON file that keeps the account between runs (npm start); none keeps it in memory only. */
  stateFile?: string;
}

export function createState(options: StandInOptions) {
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(12).toString('hex')}`;
  const emptyTables = ALL_TABLES.map((t) => [t, new Map<string, Obj>()]);
  const tables = Object.fromEntries(emptyTables) as Record<Table, Map<string, Obj>>;
  if (options.stateFile) {
    try {
      const saved = JSON.parse(readFileSync(options.stateFile, 'utf8')) as Record<Table, [string, Obj][]>;
      for (const t of ALL_TABLES) for (const [k, v] of saved[t] ?? []) tables[t].set(k, v);
    } catch {
      // no saved account yet (first run) or an unreadable one: start empty
    }
  }
  const signer = new Stripe('sk_test_signer_only');

  function save(): void {
    if (!options.stateFile) return;
    writeFileSync(options.stateFile, JSON.stringify(Object.fromEntries(ALL_TABLES.map((t) => [t, [...tables[t]]]))));
  }

  function subscriptionOrThrow(id: string): Obj {
    const s = tables.subscriptions.get(id);
    if (!s) throw new Error(`stand-in: no subscription ${id}`);
    return s;
  }

  /**
   * Stripe's exclusive tax rates on an invoice: each rate on the subtotal alone (QST and PST are not taxed on the
   * GST), rounded half up to the cent, added to the total.
   */
  function taxesOn(subtotal: number, rates: Obj[]): Obj[] {
    return rates.map((rate) => ({
      amount: Math.floor((subtotal * Math.round(Number(rate.percentage) * 1000) + 50_000) / 100_000),
      tax_behavior: 'exclusive',
      tax_rate_details: { tax_rate: rate.id },
      taxability_reason: 'standard_rated',
      taxable_amount: subtotal,
      type: 'tax_rate_details',
    }));
  }

  function makeInvoice(subscription: Obj, billingReason: string, amount?: number): Obj {
    const item = subscription.items.data[0];
    const price = item.price;
    const subtotal = amount ?? price.unit_amount;
    const taxes = taxesOn(subtotal, subscription.default_tax_rates ?? []);
    const due = subtotal + taxes.reduce((sum, t) => sum + t.amount, 0);
    // Stripe's own fields a receipt reads: number, subtotal, total, the tax lines (from the subscription's default
    // tax rates) and the line's service period (the subscription item's current period).
    const period = { start: item.current_period_start, end: item.current_period_end };
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: 'open',
      currency: price.currency,
      amount_due: due,
      amount_paid: 0,
      billing_reason: billingReason,
      number: `TEST-${String(tables.invoices.size + 1).padStart(4, '0')}`,
      subtotal,
      total: due,
      total_taxes: taxes,
      lines: {
        object: 'list',
        has_more: false,
        data: [{ id: newId('il'), object: 'line_item', amount: subtotal, currency: price.currency, period }],
      },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: {} },
      },
      created: now(),
      _client_secret: `pi_${randomBytes(8).toString('hex')}_secret_${randomBytes(8).toString('hex')}`,
    };
    tables.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function renderInvoice(invoice: Obj, withSecret: boolean): Obj {
    const { _client_secret, ...rest } = invoice;
    return withSecret
      ? { ...rest, confirmation_secret: { client_secret: _client_secret, type: 'payment_intent' } }
      : rest;
  }

  function renderSubscription(subscription: Obj, expand: string[] = []): Obj {
    const invoice = tables.invoices.get(subscription.latest_invoice);
    const expandInvoice = expand.some((e) => e === 'latest_invoice' || e.startsWith('latest_invoice.'));
    return {
      ...subscription,
      latest_invoice:
        expandInvoice && invoice
          ? renderInvoice(invoice, expand.includes('latest_invoice.confirmation_secret'))
          : subscription.latest_invoice,
    };
  }

  function markPaid(invoice: Obj): void {
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
  }

  /** The first invoice is paid with a card: the subscription is active. */
  function payFirstInvoice(id: string): Obj {
    const subscription = subscriptionOrThrow(id);
    const invoice = tables.invoices.get(subscription.latest_invoice)!;
    markPaid(invoice);
    subscription.status = 'active';
    save();
    return renderInvoice(invoice, false);
  }

  /** A signed event; `account` names the connected account a Connect event happened on, as Stripe does. */
  function makeDelivery(type: string, object: Obj, eventId = newId('evt'), account?: string) {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: API_VERSION,
      created: now(),
      livemode: false,
      ...(account ? { account } : {}),
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    return {
      payload,
      eventId,
      signature: signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
    };
  }

  /** Delivers one signed event to the site, as Stripe does (its answer is not waited on beyond the call). */
  async function deliver(type: string, object: Obj, account?: string): Promise<void> {
    if (!options.webhookUrl) return;
    const d = makeDelivery(type, object, undefined, account);
    const res = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'stripe-signature': d.signature, 'content-type': 'application/json' },
      body: d.payload,
    }).catch((error: Error) => ({ ok: false, status: error.message }) as const);
    if (!res.ok) console.warn(`[stripe test mode] ${type} delivery to ${options.webhookUrl} failed (${res.status})`);
  }

  return {
    ...tables,
    webhookSecret,
    save,
    subscriptionOrThrow,
    makeInvoice,
    renderInvoice,
    renderSubscription,
    markPaid,
    payFirstInvoice,
    makeDelivery,
    deliver,
  };
}

export type StandInState = ReturnType<typeof createState>;
