/**
 * An order as its buyer sees it on the pay and confirmation pages (issue 40): only with the order's signed token
 * (order-token.ts), with its receipt rendered as its emails render it. While it waits for payment the answer
 * carries what Stripe.js needs; once the hold has passed the page says the order expired and offers the shop again.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getStripe } from '../stripe/client.ts';
import { paymentsMode } from '../stripe/payments-mode.ts';
import { directoryPath } from '../../shared/locations.ts';
import { renderReceiptHtml } from '../../features/shop/receipt.ts';
import type { ShopOrderResponse } from '../../schemas/shop-order.ts';
import { verifyOrderAccessToken } from './order-token.ts';
import { loadOrderForMail } from './receipt-order.ts';

const JS_STRIPE = 'https://js.stripe.com/v3/';

type Row = Pick<ShopOrderResponse, 'id' | 'number' | 'status' | 'language' | 'total_cents'> & {
  business_name: string | null;
  payment_intent_id: string | null;
  stripe_account_id: string;
  hold_expires_at: Date;
  listing: { country_code: string; state_code: string; city_slug: string; business_unique_id: string } | null;
};

export async function readBuyerOrder(orderId: string, token: string): Promise<ShopOrderResponse> {
  if (!verifyOrderAccessToken(orderId, token)) throw new HttpError(404, 'not_found', 'This order link is not valid.');
  const [row] = await query<Row>(
    `SELECT o.id, o.number::int AS number, o.status, o.language, o.total_cents, o.payment_intent_id,
            o.stripe_account_id, o.hold_expires_at, l.business_name, to_jsonb(l) - 'business_name' AS listing
     FROM orders o
     LEFT JOIN LATERAL (SELECT business_name, country_code, state_code, city_slug, business_unique_id
                        FROM listings WHERE owner_id = o.business_id ORDER BY created_at LIMIT 1) l ON true
     WHERE o.id = $1`,
    [orderId],
  );
  const forReceipt = row && (await loadOrderForMail(orderId));
  if (!row || !forReceipt) throw new HttpError(404, 'not_found', 'This order link is not valid.');
  const pending = row.status === 'pending_payment' && row.hold_expires_at > new Date();
  const { listing, payment_intent_id, stripe_account_id, hold_expires_at, ...rest } = row;
  return {
    ...rest,
    business_name: row.business_name ?? '',
    shop_url: listing ? directoryPath(listing) : '/',
    // The same receipt as the order's emails (one rendering), in the order's language.
    receipt_html: renderReceiptHtml(forReceipt.receipt, row.language),
    hold_expires_at: hold_expires_at.toISOString(),
    payment: pending && payment_intent_id ? await paymentFor(payment_intent_id, stripe_account_id) : null,
  };
}

/** What Stripe.js needs to pay a PaymentIntent on a connected account, while it can still be paid. */
export async function paymentFor(intentId: string, account: string): Promise<ShopOrderResponse['payment']> {
  const mode = paymentsMode();
  if (mode.kind === 'off' || !mode.publishableKey) return null;
  const intent = await getStripe().paymentIntents.retrieve(intentId, {}, { stripeAccount: account });
  if (!intent.client_secret || intent.status === 'succeeded' || intent.status === 'canceled') return null;
  return {
    client_secret: intent.client_secret,
    stripe_account: account,
    publishable_key: mode.publishableKey,
    stripe_js_url: mode.stripeJsUrl ?? JS_STRIPE,
    test_mode: mode.kind === 'test',
  };
}
