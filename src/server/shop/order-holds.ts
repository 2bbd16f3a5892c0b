/**
 * Stock held by unpaid orders (issue 40). A checkout holds units with conditional UPDATEs in the order's
 * transaction (`stock = stock - q WHERE stock >= q`); a failed or expired payment gives them back exactly once,
 * because the give-back runs in the same statement as the status change out of pending_payment: a second caller
 * (a retried webhook, the expiry job) finds the status changed and gives back nothing.
 */
import type { Queryable } from '../db/client.ts';

export type UnpaidOutcome = 'failed' | 'expired';
export interface ReleasedOrder extends Record<string, unknown> {
  id: string;
  payment_intent_id: string | null;
  stripe_account_id: string;
}
export interface Released {
  orders: ReleasedOrder[];
  /** The businesses with an item back from 0 in stock: their storefronts show it again (shop-freshness.ts). */
  reopened: string[];
}

/**
 * Moves the chosen pending orders to `outcome` and gives their held stock back, in one statement. `chosen` is a
 * SELECT of order ids (with its parameters from $2 on). PostgreSQL runs every data-modifying WITH part once,
 * whether or not the final SELECT reads it.
 */
export async function releaseOrders(
  db: Queryable,
  outcome: UnpaidOutcome,
  chosen: string,
  params: unknown[],
): Promise<Released> {
  const { rows } = await db.query<ReleasedOrder & { reopened: string[] }>(
    `WITH changed AS (
       UPDATE orders SET status = $1 WHERE id IN (${chosen}) AND status = 'pending_payment'
       RETURNING id, payment_intent_id, stripe_account_id
     ), held AS (
       SELECT oi.order_id, oi.line, oi.item_id, oi.held_quantity
       FROM order_items oi JOIN changed ON changed.id = oi.order_id WHERE oi.held_quantity > 0
     ), cleared AS (
       UPDATE order_items oi SET held_quantity = 0 FROM held
       WHERE oi.order_id = held.order_id AND oi.line = held.line RETURNING oi.order_id
     ), restocked AS (
       UPDATE catalogue_items c SET stock = c.stock + back.quantity, updated_at = now()
       FROM (SELECT item_id, sum(held_quantity)::int AS quantity FROM held
             WHERE item_id IS NOT NULL GROUP BY item_id) back
       WHERE c.id = back.item_id AND c.stock IS NOT NULL RETURNING c.business_id, c.stock = back.quantity AS was_empty
     )
     SELECT id, payment_intent_id, stripe_account_id,
       (SELECT coalesce(array_agg(DISTINCT business_id), '{}') FROM restocked WHERE was_empty) AS reopened
     FROM changed`,
    [outcome, ...params],
  );
  return { orders: rows.map(({ reopened, ...order }) => order), reopened: rows[0]?.reopened ?? [] };
}

/**
 * Holds `quantity` units of each counted item, in id order (two carts never wait on each other in a loop): the
 * item that sold out meanwhile, if any, and whether the hold took the last unit of an item.
 */
export async function holdStock(
  db: Queryable,
  wanted: ReadonlyMap<string, number>,
): Promise<{ soldOut?: string; emptied: boolean }> {
  let emptied = false;
  for (const [itemId, quantity] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
    const { rows } = await db.query<{ stock: number }>(
      `UPDATE catalogue_items SET stock = stock - $2, updated_at = now()
       WHERE id = $1 AND stock IS NOT NULL AND stock >= $2 RETURNING stock`,
      [itemId, quantity],
    );
    if (!rows[0]) return { soldOut: itemId, emptied };
    emptied ||= rows[0].stock === 0;
  }
  return { emptied };
}
