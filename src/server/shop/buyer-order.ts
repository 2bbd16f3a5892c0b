/**
 * An order as its buyer sees it on the pay and confirmation pages (issue 40): only with the order's signed token
 * (order-token.ts). While it waits for payment the answer carries what Stripe.js needs; once the hold has
 * passed the page says the order expired and offers the shop again.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getStripe } from '../stripe/client.ts';
import { paymentsMode } from '../stripe/payments-mode.ts';
import { directoryPath } from '../../shared/locations.ts';
import { provinceTimeZone } from '../../shared/time-zones.ts';
import { notChargedText, registrationLabel, taxLineLabel } from '../../shared/sales-tax/receipt-labels.ts';
import type { TaxResult } from '../../shared/sales-tax/types.ts';
import type { ShopOrderResponse } from '../../schemas/shop-order.ts';
import { verifyOrderAccessToken } from './order-token.ts';

const JS_STRIPE = 'https://js.stripe.com/v3/';

type Omitted = 'payment' | 'tax_lines' | 'tax_not_charged' | 'shop_url' | 'hold_expires_at' | 'time_zone';
type Row = Omit<ShopOrderResponse, Omitted> & {
  tax: TaxResult;
  payment_intent_id: string | null;
  stripe_account_id: string;
  hold_expires_at: Date;
  pickup_at: string | null;
  listing: { country_code: string; state_code: string; city_slug: string; business_unique_id: string } | null;
};

export async function readBuyerOrder(orderId: string, token: string): Promise<ShopOrderResponse> {
  if (!verifyOrderAccessToken(orderId, token)) throw new HttpError(404, 'not_found', 'This order link is not valid.');
  const [row] = await query<Row & Record<string, unknown>>(
    `SELECT o.id, o.number::int AS number, o.status, o.language, o.fulfilment, o.pickup_at::text AS pickup_at,
            o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.tax, o.payment_intent_id, o.stripe_account_id,
            o.hold_expires_at, l.business_name, to_jsonb(l) - 'business_name' AS listing,
            (SELECT jsonb_agg(jsonb_build_object('name', i.name, 'choices', i.choices, 'quantity', i.quantity,
                    'unit_price_cents', i.unit_price_cents) ORDER BY i.line)
             FROM order_items i WHERE i.order_id = o.id) AS lines
     FROM orders o
     LEFT JOIN LATERAL (SELECT business_name, country_code, state_code, city_slug, business_unique_id
                        FROM listings WHERE owner_id = o.business_id ORDER BY created_at LIMIT 1) l ON true
     WHERE o.id = $1`,
    [orderId],
  );
  if (!row) throw new HttpError(404, 'not_found', 'This order link is not valid.');
  const lang = row.language;
  const pending = row.status === 'pending_payment' && row.hold_expires_at > new Date();
  const { tax, listing, payment_intent_id, stripe_account_id, hold_expires_at, ...rest } = row;
  return {
    ...rest,
    business_name: row.business_name ?? '',
    shop_url: listing ? directoryPath(listing) : '/',
    time_zone: provinceTimeZone(listing?.state_code),
    hold_expires_at: hold_expires_at.toISOString(),
    tax_lines: tax.lines.map((l) => ({
      label: taxLineLabel(l, lang),
      registration: registrationLabel(l, lang),
      amount_cents: l.amountCents,
    })),
    tax_not_charged: tax.notCharged.map((n) => notChargedText(n, lang)),
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
