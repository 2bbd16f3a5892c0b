/**
 * The payment of an order (issue 40): a PaymentIntent on the business's connected account (the `Stripe-Account`
 * header; Main Street takes no application fee), with the order id as its idempotency key so a retried call
 * never makes a second one, and `metadata.kind = 'order'` so its Connect events reach order-payments.ts.
 * If Stripe cannot be reached the order fails at once and its held stock is given back.
 */
import { pooled, query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getStripe } from '../stripe/client.ts';
import { releaseOrders } from './order-holds.ts';
import { refreshStorefronts } from './shop-freshness.ts';

export async function startOrderPayment(
  orderId: string,
  shop: { business_id: string; stripe_account_id: string | null; business_name: string },
  totalCents: number,
): Promise<string> {
  try {
    const intent = await getStripe().paymentIntents.create(
      {
        amount: totalCents,
        currency: 'cad',
        automatic_payment_methods: { enabled: true },
        description: `Order at ${shop.business_name}`.slice(0, 200),
        metadata: { kind: 'order', order_id: orderId, business_id: shop.business_id },
      },
      { stripeAccount: shop.stripe_account_id!, idempotencyKey: `order-${orderId}` },
    );
    await query('UPDATE orders SET payment_intent_id = $2 WHERE id = $1 AND payment_intent_id IS NULL', [
      orderId,
      intent.id,
    ]);
    return intent.id;
  } catch (error) {
    const { reopened } = await releaseOrders(pooled(), 'failed', 'SELECT $2::uuid', [orderId]);
    await refreshStorefronts(reopened, 'stock given back'); // logs its own failure: the 502 below is the answer
    if (error instanceof HttpError) throw error;
    throw new HttpError(502, 'payment_not_started', 'The payment could not be started. Please try again.', undefined, {
      cause: error,
    });
  }
}
