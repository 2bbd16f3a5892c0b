/**
 * What the pay page and the confirmation page read of an order (issue 40, `GET /api/shop/order`), for the buyer
 * holding its signed link only. The client secret is given while the order waits for its payment.
 */
import { z } from './z.ts';
import { dbId } from './ids.ts';

export const shopOrderQuerySchema = z.object({
  order: dbId({ error: 'This order link is not complete' }),
  token: z.string({ error: 'This order link is not complete' }).check(z.minLength(10), z.maxLength(100)),
});

const line = z.object({ name: z.string(), choices: z.string(), quantity: z.number(), unit_price_cents: z.number() });
const taxLine = z.object({ label: z.string(), registration: z.nullable(z.string()), amount_cents: z.number() });

export const shopOrderResponseSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.string(),
  language: z.enum(['en', 'fr']),
  business_name: z.string(),
  shop_url: z.string(),
  fulfilment: z.string(),
  pickup_at: z.nullable(z.string()),
  /** The business's time zone: a pickup time is written in it, with its name. */
  time_zone: z.string(),
  lines: z.array(line),
  subtotal_cents: z.number(),
  delivery_fee_cents: z.number(),
  tax_lines: z.array(taxLine),
  tax_not_charged: z.array(z.string()),
  total_cents: z.number(),
  hold_expires_at: z.string(),
  /** While pending_payment: what Stripe.js needs to confirm the payment on the business's account. */
  payment: z.nullable(
    z.object({
      client_secret: z.string(),
      stripe_account: z.string(),
      publishable_key: z.string(),
      stripe_js_url: z.string(),
      test_mode: z.boolean(),
    }),
  ),
});
export type ShopOrderResponse = z.infer<typeof shopOrderResponseSchema>;
