/**
 * The business's orders as CSV (issue 40) for a range of days in its time zone: one row per order, each tax on its
 * own column, money in dollars with cents. Streamed: the rows are read in pages of CSV_PAGE orders by keyset
 * (created_at, id), so a large shop's export never holds the whole table in memory.
 */
import { query } from '../db/client.ts';
import { csvCell } from '../messages/leads-csv.ts';
import { provinceTimeZone } from '../../shared/time-zones.ts';
import { OWNER_STATUSES, statusLabel, type OrderStatus } from '../../shared/order-status.ts';
import type { TaxName, TaxResult } from '../../shared/sales-tax/types.ts';
import type { OrdersCsvQuery } from '../../schemas/shop-orders.ts';

export const CSV_PAGE = 500;
const TAXES: readonly TaxName[] = ['GST', 'HST', 'QST', 'PST', 'RST'];

export const ORDER_CSV_COLUMNS = [
  'order_number',
  'placed_at',
  'status',
  'fulfilment',
  'customer_name',
  'customer_email',
  'customer_phone',
  'items',
  'subtotal',
  'delivery_fee',
  ...TAXES.map((t) => t.toLowerCase()),
  'total',
  'refunded',
  'payment_intent',
] as const;

type Row = {
  id: string;
  number: string;
  local_time: string;
  /** created_at as PostgreSQL writes it, to the microsecond (a JS Date keeps milliseconds only). */
  created_key: string;
  status: OrderStatus;
  fulfilment: 'pickup' | 'local-delivery' | 'shipping';
  customer_name: string;
  customer_email: string;
  customer_phone: string | null;
  items: string | null;
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  refunded_cents: number;
  tax: TaxResult;
  payment_intent_id: string | null;
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

export function orderCsvLine(r: Row): string {
  const taxes = TAXES.map((name) => {
    const line = r.tax.lines.find((l) => l.tax === name);
    return line ? dollars(line.amountCents) : '';
  });
  const cells = [
    String(r.number),
    r.local_time,
    statusLabel(r.status, r.fulfilment),
    r.fulfilment,
    r.customer_name,
    r.customer_email,
    r.customer_phone,
    r.items,
    dollars(r.subtotal_cents),
    dollars(r.delivery_fee_cents),
    ...taxes,
    dollars(r.total_cents),
    dollars(r.refunded_cents),
    r.payment_intent_id,
  ];
  return cells.map((c) => csvCell(c)).join(',');
}

async function businessTimeZone(businessId: string): Promise<string> {
  const sql = 'SELECT state_code FROM listings WHERE owner_id = $1 ORDER BY created_at LIMIT 1';
  const [row] = await query<{ state_code: string }>(sql, [businessId]);
  return provinceTimeZone(row?.state_code);
}

/** One page of the range after the keyset position `after` (null: from the start), oldest first. */
async function page(businessId: string, q: OrdersCsvQuery, zone: string, after: Row | null): Promise<Row[]> {
  return query<Row>(
    `SELECT o.id, o.number, to_char(o.created_at AT TIME ZONE $4, 'YYYY-MM-DD HH24:MI') AS local_time,
       o.created_at::text AS created_key, o.status, o.fulfilment, o.customer_name, o.customer_email, o.customer_phone,
       (SELECT string_agg(i.quantity || ' × ' || i.name || CASE WHEN i.choices <> '' THEN ' (' || i.choices || ')'
          ELSE '' END, '; ' ORDER BY i.line) FROM order_items i WHERE i.order_id = o.id) AS items,
       o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.refunded_cents, o.tax, o.payment_intent_id
     FROM orders o
     WHERE o.business_id = $1 AND o.status = ANY($5::text[])
       AND o.created_at >= ($2::date)::timestamp AT TIME ZONE $4
       AND o.created_at < ($3::date + 1)::timestamp AT TIME ZONE $4
       AND ($6::timestamptz IS NULL OR (o.created_at, o.id) > ($6::timestamptz, $7::uuid))
     ORDER BY o.created_at, o.id LIMIT $8`,
    [businessId, q.from, q.to, zone, [...OWNER_STATUSES], after?.created_key ?? null, after?.id ?? null, CSV_PAGE],
  );
}

/** The CSV as a stream: the header, then each page of rows as it is read. */
export async function ordersCsvStream(businessId: string, q: OrdersCsvQuery): Promise<ReadableStream<Uint8Array>> {
  const zone = await businessTimeZone(businessId);
  const encoder = new TextEncoder();
  let after: Row | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${ORDER_CSV_COLUMNS.join(',')}\r\n`));
    },
    async pull(controller) {
      if (done) return controller.close();
      const rows = await page(businessId, q, zone, after);
      if (rows.length) controller.enqueue(encoder.encode(rows.map((r) => `${orderCsvLine(r)}\r\n`).join('')));
      after = rows.at(-1) ?? after;
      if (rows.length < CSV_PAGE) {
        done = true;
        controller.close();
      }
    },
  });
}
