/**
 * The owner's orders (issue 40), read side: a page of the business's paid and cancelled orders, newest first,
 * filtered by status; one order with its lines, customer, fulfilment, tax lines, payment and refunds; the count
 * of new orders for the dashboard home. Ownership is in every query (o.business_id = the session's business):
 * another business's order is not found.
 */
import { query } from '../db/client.ts';
import { notFound } from '../http.ts';
import { availableActions, canRefund, OWNER_STATUSES, type OrderStatus } from '../../shared/order-status.ts';
import type { MemberRole } from '../../shared/roles.ts';
import type { TaxResult } from '../../shared/sales-tax/types.ts';
import { ORDERS_PAGE_SIZE, type OrdersListQuery } from '../../schemas/shop-orders.ts';
import type { OrderDetail, OrderSummary, OrdersListResponse } from '../../schemas/shop-orders-responses.ts';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

type SummaryRow = Omit<OrderSummary, 'created_at' | 'paid_at' | 'pickup_at' | 'number' | 'item_count'> & {
  number: string;
  item_count: string;
  created_at: Date;
  paid_at: Date | null;
  pickup_at: Date | null;
};

const SUMMARY_COLUMNS = `o.id, o.number, o.status, o.fulfilment, o.language, o.customer_name, o.total_cents,
  o.refunded_cents, o.pickup_at, o.created_at, o.paid_at,
  (SELECT coalesce(sum(i.quantity), 0) FROM order_items i WHERE i.order_id = o.id) AS item_count`;

function toSummary(row: SummaryRow): OrderSummary {
  return {
    ...row,
    number: Number(row.number),
    item_count: Number(row.item_count),
    created_at: iso(row.created_at)!,
    paid_at: iso(row.paid_at),
    pickup_at: iso(row.pickup_at),
  };
}

/** Paid orders nobody has accepted yet: the dashboard home's count. */
export async function countNewOrders(businessId: string): Promise<number> {
  const sql = "SELECT count(*) AS n FROM orders WHERE business_id = $1 AND status = 'new'";
  const [row] = await query<{ n: string }>(sql, [businessId]);
  return Number(row?.n ?? 0);
}

/** One page (ORDERS_PAGE_SIZE) of orders, newest first; one more row is read to know whether a next page exists. */
export async function listOrders(businessId: string, q: OrdersListQuery): Promise<OrdersListResponse> {
  const statuses = q.status === 'all' ? [...OWNER_STATUSES] : [q.status];
  const rows = await query<SummaryRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM orders o
     WHERE o.business_id = $1 AND o.status = ANY($2::text[])
     ORDER BY o.created_at DESC, o.id DESC LIMIT $3 OFFSET $4`,
    [businessId, statuses, ORDERS_PAGE_SIZE + 1, (q.page - 1) * ORDERS_PAGE_SIZE],
  );
  return {
    orders: rows.slice(0, ORDERS_PAGE_SIZE).map(toSummary),
    page: q.page,
    has_more: rows.length > ORDERS_PAGE_SIZE,
    new_count: await countNewOrders(businessId),
  };
}

type DetailRow = SummaryRow &
  Pick<OrderDetail, 'customer_email' | 'customer_phone' | 'address' | 'note' | 'source' | 'payment_intent_id'> & {
    subtotal_cents: number;
    delivery_fee_cents: number;
    tax_cents: number;
    tax: TaxResult;
    accepted_at: Date | null;
    ready_at: Date | null;
    completed_at: Date | null;
    cancelled_at: Date | null;
    lines: OrderDetail['lines'];
    refunds: (Omit<OrderDetail['refunds'][number], 'created_at'> & { created_at: string })[];
  };

/** One order of the business with what the person (by role) may do with it; 404 for another business's. */
export async function getOrder(businessId: string, orderId: string, role: MemberRole | undefined) {
  const [row] = await query<DetailRow>(
    `SELECT ${SUMMARY_COLUMNS}, o.customer_email, o.customer_phone, o.address, o.note, o.source,
       o.subtotal_cents, o.delivery_fee_cents, o.tax_cents, o.tax, o.payment_intent_id,
       o.accepted_at, o.ready_at, o.completed_at, o.cancelled_at,
       (SELECT coalesce(json_agg(json_build_object('line', i.line, 'name', i.name, 'choices', i.choices,
          'quantity', i.quantity, 'refunded_quantity', i.refunded_quantity, 'unit_price_cents', i.unit_price_cents,
          'tax_category', i.tax_category) ORDER BY i.line), '[]') FROM order_items i WHERE i.order_id = o.id) AS lines,
       (SELECT coalesce(json_agg(json_build_object('id', r.id, 'amount_cents', r.amount_cents, 'state', r.state,
          'lines', r.lines, 'reason', r.reason, 'created_at', r.created_at) ORDER BY r.created_at), '[]')
        FROM order_refunds r WHERE r.order_id = o.id) AS refunds
     FROM orders o WHERE o.id = $1 AND o.business_id = $2 AND o.status = ANY($3::text[])`,
    [orderId, businessId, [...OWNER_STATUSES]],
  );
  if (!row) throw notFound('This order was not found. Reload the page and try again.');
  const { tax, accepted_at, ready_at, completed_at, cancelled_at, refunds, ...rest } = row;
  const status = row.status as OrderStatus;
  const order: OrderDetail = {
    ...rest,
    ...toSummary(row),
    tax_lines: tax.lines.map(({ tax: name, rate, amountCents, registrationNumber }) => ({
      tax: name,
      rate,
      amountCents,
      registrationNumber,
    })),
    tax_not_charged: tax.notCharged,
    accepted_at: iso(accepted_at),
    ready_at: iso(ready_at),
    completed_at: iso(completed_at),
    cancelled_at: iso(cancelled_at),
    refunds: refunds.map((r) => ({ ...r, created_at: iso(r.created_at)! })),
    actions: availableActions(status, role),
    can_refund: canRefund(status, role) && row.refunded_cents < row.total_cents,
  };
  return order;
}
