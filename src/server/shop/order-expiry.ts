/**
 * Unpaid orders whose hold has passed (issue 40): each batch is ONE statement that moves up to `batch` of them
 * to expired and gives their stock back (FOR UPDATE SKIP LOCKED: two runs at once take different orders, and an
 * order a webhook is paying right now is skipped, not waited on). Their PaymentIntents are then cancelled, so a
 * buyer who comes back late cannot pay for stock that was given back; a payment that succeeded in between is
 * handled by order-payments.ts (the stock taken again if it is there, otherwise refunded).
 */
import { pooled } from '../db/client.ts';
import { getStripe } from '../stripe/client.ts';
import { paymentsConfigured } from '../stripe/client.ts';
import { releaseOrders } from './order-holds.ts';
import { cancelIntent } from './order-payments.ts';
import { refreshStorefronts } from './shop-freshness.ts';

const TIME_BUDGET_MS = 20_000; // a scheduled function has 30 s on Netlify

export async function expireHeldOrders(batch = 100): Promise<{ expired: number }> {
  const started = Date.now();
  let expired = 0;
  for (;;) {
    const { orders: released, reopened } = await releaseOrders(
      pooled(),
      'expired',
      `SELECT id FROM orders WHERE status = 'pending_payment' AND hold_expires_at < now()
       ORDER BY hold_expires_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [batch],
    );
    expired += released.length;
    await refreshStorefronts(reopened, 'stock given back'); // committed: the statement above ran on its own
    if (paymentsConfigured()) {
      const stripe = getStripe();
      const withIntent = released.filter((o) => o.payment_intent_id);
      await Promise.all(
        withIntent.map((o) => cancelIntent(stripe, { id: o.payment_intent_id!, account: o.stripe_account_id })),
      );
    }
    if (released.length < batch || Date.now() - started > TIME_BUDGET_MS) return { expired };
  }
}
