// Fixtures for the shop's checkout tests (issue 40): a business with a listing in a province, shop settings, an
// active payout account on the Stripe stand-in, catalogue items; a cart; paying as Stripe.js does; webhooks.
import { randomBytes } from 'node:crypto';
import type Stripe from 'stripe';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import type { StandIn } from '../../src/server/stripe/test-mode/stand-in.ts';
import checkout from '../../functions/shop-checkout.mts';
import webhook from '../../functions/stripe-webhook.mts';
import { call } from './helpers.ts';
import { createAccount, freshIp } from './interactions-fixtures.ts';

const unique = () => randomBytes(4).toString('hex');
const listings: string[] = [];

/** The listings these fixtures made (the businesses go with removeFixtures, which leaves their listings). */
export async function removeShopListings(): Promise<void> {
  await query('DELETE FROM listings WHERE id = ANY($1::uuid[])', [listings.splice(0)]);
}

export interface TestShop {
  businessId: string;
  accountId: string;
  items: Record<string, string>;
}

type ItemSpec = {
  price: number;
  stock?: number | null;
  visible?: boolean;
  choices?: unknown[];
  category?: string;
  shipping?: boolean;
};

export async function createShop(
  opts: { province?: string; gst?: string | null; qst?: string | null; items?: Record<string, ItemSpec> } = {},
): Promise<TestShop> {
  const owner = await createAccount();
  const [listing] = await query<{ id: string }>(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, city, city_slug, state_code,
       country_code)
     VALUES ($1, $2, $3, 'registered', 'Town', 'town', $4, 'CA') RETURNING id`,
    [`test-shop-${unique()}`, owner.id, `Café ${unique()}`, opts.province ?? 'ON'],
  );
  listings.push(listing!.id);
  await query(
    `INSERT INTO shop_settings (business_id, delivery_enabled, delivery_fee_cents, delivery_minimum_cents,
       delivery_postal_prefixes, shipping_enabled, shipping_flat_cents, gst_hst_number, qst_number)
     VALUES ($1, true, 500, 2000, '{K1P,K2}', true, 1200, $2, $3)`,
    [owner.id, opts.gst === undefined ? '123456789RT0001' : opts.gst, opts.qst ?? null],
  );
  const stripe = getStripe();
  const account = await stripe.accounts.create({ type: 'express', country: 'CA' });
  await query(
    `INSERT INTO payout_accounts (business_id, stripe_account_id, state, charges_enabled, payouts_enabled,
       details_submitted) VALUES ($1, $2, 'active', true, true, true)`,
    [owner.id, account.id],
  );
  const items: Record<string, string> = {};
  const specs = opts.items ?? { latte: { price: 450 }, muffin: { price: 325, stock: 5 } };
  for (const [name, spec] of Object.entries(specs)) {
    const [row] = await query<{ id: string }>(
      `INSERT INTO catalogue_items (business_id, name, price_cents, stock, visible, choices, tax_category, shipping)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        owner.id,
        { en: name, fr: `${name} (fr)` },
        spec.price,
        spec.stock ?? null,
        spec.visible ?? true,
        JSON.stringify(spec.choices ?? []),
        spec.category ?? 'taxable',
        spec.shipping ?? true,
      ],
    );
    items[name] = row!.id;
  }
  return { businessId: owner.id, accountId: account.id, items };
}

/** Marks the shop's payout account active at the stand-in too (charges enabled). */
export const activate = (standIn: StandIn, shop: TestShop) => standIn.onboard(shop.accountId, 'complete');

export function cart(shop: TestShop, lines: [string, number][], overrides: Record<string, unknown> = {}) {
  return {
    business_id: shop.businessId,
    source: 'website',
    language: 'en',
    lines: lines.map(([name, quantity]) => ({ item_id: shop.items[name] ?? name, quantity, options: [] })),
    fulfilment: 'pickup',
    customer_name: 'Ada Tremblay',
    customer_email: `buyer-${unique()}@example.ca`,
    ...overrides,
  };
}

export const placeOrder = (body: unknown, ip = freshIp()) =>
  call(checkout, '/api/shop/checkout', {
    method: 'POST',
    json: body,
    headers: { origin: 'http://cafe.localhost:8888', 'x-forwarded-for': ip },
  });

export const stockOf = async (itemId: string) =>
  (await query<{ stock: number | null }>('SELECT stock FROM catalogue_items WHERE id = $1', [itemId]))[0]?.stock;

export const orderRow = async (orderId: string) =>
  (
    await query<{ status: string; payment_intent_id: string; total_cents: number; refunded_cents: number }>(
      'SELECT status, payment_intent_id, total_cents, refunded_cents FROM orders WHERE id = $1',
      [orderId],
    )
  )[0]!;

/** The buyer's card, confirmed as the local Stripe.js confirms it (publishable key, client secret, account). */
export async function payWithCard(standIn: StandIn, orderId: string, card = '4242424242424242') {
  const { payment_intent_id: id } = await orderRow(orderId);
  const intent = standIn.paymentIntents.get(id)!;
  const res = await fetch(`http://127.0.0.1:${standIn.port}/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    body: new URLSearchParams({
      key: standIn.publishableKey,
      client_secret: intent.client_secret,
      _stripe_account: intent._account,
      'payment_method_data[card][number]': card,
    }),
  });
  return { status: res.status, intent };
}

/** Stripe's Connect event for an order's intent as it is now, signed; `eventId` repeats a delivery. */
export function intentEvent(standIn: StandIn, type: string, intentId: string, eventId?: string) {
  const intent = standIn.paymentIntents.get(intentId)!;
  const object = Object.fromEntries(Object.entries(intent).filter(([k]) => !k.startsWith('_')));
  return standIn.delivery(type, object as Stripe.PaymentIntent & Record<string, unknown>, eventId, intent._account);
}

export const deliver = (d: { payload: string; signature: string }) =>
  call(webhook, '/api/stripe/webhook', {
    method: 'POST',
    body: d.payload,
    headers: { 'stripe-signature': d.signature, 'content-type': 'application/json' },
  });
