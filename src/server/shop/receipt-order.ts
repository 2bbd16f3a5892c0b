/**
 * An order as its receipt and emails need it, read from the orders and order_items rows (0029) and the business's
 * listing (the one whose owner_id is the business: its name, address and province, whose time zone dates are
 * written in). The checkout's confirmation page reads it too.
 */
import { query } from '../db/client.ts';
import { provinceTimeZone } from '../../shared/time-zones.ts';
import type { ReceiptOrder, ShippingAddress } from '../../features/shop/receipt.ts';
import type { Fulfilment, TaxResult } from '../../shared/sales-tax/types.ts';
import type { OrderStatus } from '../../shared/order-status.ts';

export interface OrderForMail {
  id: string;
  businessId: string;
  businessEmail: string;
  status: OrderStatus;
  language: 'en' | 'fr';
  customerEmail: string;
  receipt: ReceiptOrder;
}

type Row = {
  id: string;
  business_id: string;
  business_email: string;
  status: OrderStatus;
  language: 'en' | 'fr';
  number: string;
  placed_at: Date;
  customer_name: string;
  customer_email: string;
  fulfilment: Fulfilment;
  pickup_at: Date | null;
  address: ShippingAddress | null;
  subtotal_cents: number;
  delivery_fee_cents: number;
  total_cents: number;
  refunded_cents: number;
  tax: TaxResult;
  business_name: string;
  street_address: string | null;
  city: string | null;
  state_code: string | null;
  postal_code: string | null;
  lines: ReceiptOrder['lines'];
};

export async function loadOrderForMail(orderId: string): Promise<OrderForMail | undefined> {
  const [row] = await query<Row>(
    `SELECT o.id, o.business_id, b.business_email, o.status, o.language, o.number,
       coalesce(o.paid_at, o.created_at) AS placed_at, o.customer_name, o.customer_email, o.fulfilment, o.pickup_at,
       o.address, o.subtotal_cents, o.delivery_fee_cents, o.total_cents, o.refunded_cents, o.tax,
       coalesce(l.business_name, b.business_name) AS business_name, l.street_address, l.city, l.state_code,
       l.postal_code,
       (SELECT json_agg(json_build_object('line', i.line, 'name', i.name, 'choices', i.choices,
          'quantity', i.quantity, 'unitPriceCents', i.unit_price_cents, 'refundedQuantity', i.refunded_quantity)
          ORDER BY i.line) FROM order_items i WHERE i.order_id = o.id) AS lines
     FROM orders o JOIN businesses b ON b.id = o.business_id
     LEFT JOIN LATERAL (SELECT * FROM listings WHERE owner_id = o.business_id ORDER BY created_at LIMIT 1) l ON true
     WHERE o.id = $1`,
    [orderId],
  );
  if (!row) return undefined;
  const address = [row.street_address, [row.city, row.state_code, row.postal_code].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    id: row.id,
    businessId: row.business_id,
    businessEmail: row.business_email,
    status: row.status,
    language: row.language,
    customerEmail: row.customer_email,
    receipt: {
      number: Number(row.number),
      placedAt: new Date(row.placed_at).toISOString(),
      timeZone: provinceTimeZone(row.state_code),
      business: { name: row.business_name, address: address || null },
      customerName: row.customer_name,
      fulfilment: row.fulfilment,
      pickupAt: row.pickup_at ? new Date(row.pickup_at).toISOString() : null,
      address: row.address,
      lines: row.lines ?? [],
      subtotalCents: row.subtotal_cents,
      deliveryFeeCents: row.delivery_fee_cents,
      totalCents: row.total_cents,
      refundedCents: row.refunded_cents,
      tax: row.tax,
    },
  };
}
