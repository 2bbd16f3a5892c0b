/**
 * What the Orders functions answer (issue 40): one schema per shape, the types inferred by the server code that
 * builds them and the island that reads them. Money in integer cents CAD; times are ISO strings.
 */
import { z } from './z.ts';
import { ORDER_ACTIONS, ORDER_STATUSES } from '../shared/order-status.ts';

const time = z.string();
const fulfilment = z.enum(['pickup', 'local-delivery', 'shipping']);

export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.number(),
  status: z.enum(ORDER_STATUSES),
  fulfilment,
  language: z.enum(['en', 'fr']),
  customer_name: z.string(),
  item_count: z.number(),
  total_cents: z.number(),
  refunded_cents: z.number(),
  pickup_at: z.nullable(time),
  created_at: time,
  paid_at: z.nullable(time),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ordersListResponseSchema = z.object({
  orders: z.array(orderSummarySchema),
  page: z.number(),
  has_more: z.boolean(),
  /** Paid orders nobody has accepted yet, whatever the filter. */
  new_count: z.number(),
});
export type OrdersListResponse = z.infer<typeof ordersListResponseSchema>;

export const orderLineSchema = z.object({
  line: z.number(),
  name: z.string(),
  choices: z.string(),
  quantity: z.number(),
  refunded_quantity: z.number(),
  unit_price_cents: z.number(),
  tax_category: z.enum(['taxable', 'zero-rated', 'exempt']),
});

export const orderTaxLineSchema = z.object({
  tax: z.enum(['GST', 'HST', 'PST', 'RST', 'QST']),
  rate: z.number(),
  amountCents: z.number(),
  registrationNumber: z.nullable(z.string()),
});

export const orderRefundSchema = z.object({
  id: z.string(),
  amount_cents: z.number(),
  state: z.enum(['pending', 'succeeded']),
  lines: z.array(z.object({ line: z.number(), quantity: z.number() })),
  reason: z.nullable(z.string()),
  created_at: time,
});

export const orderDetailSchema = z.object({
  ...orderSummarySchema.shape,
  customer_email: z.string(),
  customer_phone: z.nullable(z.string()),
  address: z.nullable(z.object({ line1: z.string(), city: z.string(), province: z.string(), postalCode: z.string() })),
  note: z.nullable(z.string()),
  source: z.enum(['listing', 'website']),
  subtotal_cents: z.number(),
  delivery_fee_cents: z.number(),
  tax_cents: z.number(),
  tax_lines: z.array(orderTaxLineSchema),
  tax_not_charged: z.array(z.object({ tax: orderTaxLineSchema.shape.tax, reason: z.string() })),
  payment_intent_id: z.nullable(z.string()),
  accepted_at: z.nullable(time),
  ready_at: z.nullable(time),
  completed_at: z.nullable(time),
  cancelled_at: z.nullable(time),
  lines: z.array(orderLineSchema),
  refunds: z.array(orderRefundSchema),
  /** What the signed-in person may do now (their role and the order's status). */
  actions: z.array(z.enum(ORDER_ACTIONS)),
  can_refund: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const orderDetailResponseSchema = z.object({ order: orderDetailSchema });
