/** The Stripe customer of an account: created once, from the session's account, never from a request body. */
import type Stripe from 'stripe';
import { query } from '../db/client.ts';
import type { SessionBusiness } from '../auth/session.ts';

export async function ensureCustomer(stripe: Stripe, business: SessionBusiness): Promise<string> {
  if (business.stripe_customer_id) return business.stripe_customer_id;
  const customer = await stripe.customers.create(
    { email: business.business_email, name: business.business_name, metadata: { business_id: business.id } },
    // Two clicks at once make one customer on Stripe's side.
    { idempotencyKey: `customer-${business.id}` },
  );
  const [row] = await query<{ stripe_customer_id: string }>(
    `UPDATE businesses SET stripe_customer_id = coalesce(stripe_customer_id, $2), updated_at = now()
     WHERE id = $1 RETURNING stripe_customer_id`,
    [business.id, customer.id],
  );
  return row?.stripe_customer_id ?? customer.id;
}
