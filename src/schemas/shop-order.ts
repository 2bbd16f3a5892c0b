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

export const shopOrderResponseSchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.string(),
  language: z.enum(['en', 'fr']),
  business_name: z.string(),
  shop_url: z.string(),
  total_cents: z.number(),
  /**
   * The receipt as the order's emails show it (renderReceiptHtml, src/features/shop/receipt.ts): lines, fee, each
   * tax with its rate and registration number or why none is charged, total and refunds, in the order's language,
   * every value escaped by the server.
   */
  receipt_html: z.string(),
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
