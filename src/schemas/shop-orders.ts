/**
 * The owner's Orders page (issue 40): the list's filter and page, an order's status action, a refund (an amount,
 * or line quantities) and the CSV's date range, shared by the island and the functions.
 */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { text } from './text.ts';
import { ORDER_ACTIONS, OWNER_STATUSES } from '../shared/order-status.ts';

export const ORDERS_PAGE_SIZE = 20;
const orderId = dbId({ error: 'This order was not found. Reload the page and try again.' });
const pageNumber = z._default(
  z.pipe(
    z.pipe(text().check(z.regex(/^\d{1,4}$/, 'page must be a whole number')), z.transform(Number)),
    z.number().check(z.gte(1, 'page must be at least 1'), z.lte(1000, 'page must be at most 1000')),
  ),
  1,
);

export const ordersListQuerySchema = z.object({
  status: z._default(
    z.enum(['all', ...OWNER_STATUSES], { error: `status must be all, ${OWNER_STATUSES.join(', ')}` }),
    'all',
  ),
  page: pageNumber,
});
export type OrdersListQuery = z.infer<typeof ordersListQuerySchema>;

export const orderQuerySchema = z.object({ id: orderId });

export const orderActionSchema = z.object({
  order_id: orderId,
  action: z.enum(ORDER_ACTIONS, { error: `action must be one of ${ORDER_ACTIONS.join(', ')}` }),
});
export type OrderActionBody = z.infer<typeof orderActionSchema>;

export const REFUND_REASON_MAX = 200;

/** A refund: an amount in cents, or quantities of the order's lines (the server prices them), never both. */
export const orderRefundSchema = z
  .object({
    order_id: orderId,
    amount_cents: z.optional(
      z
        .number({ error: 'Amount must be a number of cents' })
        .check(
          z.int('Amount must be whole cents'),
          z.gte(1, 'Amount must be at least $0.01'),
          z.lte(100_000_000, 'Amount is more than any order'),
        ),
    ),
    lines: z.optional(
      z
        .array(
          z.object({
            line: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
            quantity: z.number().check(z.int('Quantity must be a whole number'), z.gte(1), z.lte(99)),
          }),
        )
        .check(z.minLength(1, 'Choose at least one item to refund'), z.maxLength(200)),
    ),
    reason: z.optional(
      text().check(z.trim(), z.maxLength(REFUND_REASON_MAX, `Reason must be at most ${REFUND_REASON_MAX} characters`)),
    ),
  })
  .check(
    z.refine((b) => (b.amount_cents === undefined) !== (b.lines === undefined), {
      error: 'Give an amount or the items to refund (one of the two)',
      path: ['amount_cents'],
    }),
  );
export type OrderRefundBody = z.infer<typeof orderRefundSchema>;

const DAY = /^(19|20)\d{2}-\d{2}-\d{2}$/;
/** A calendar day that exists (not 2026-02-30): it must read back as itself. */
const isRealDay = (d: string) => {
  const time = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === d;
};
const day = (name: string) =>
  text().check(
    z.regex(DAY, { error: `${name} must be a date (YYYY-MM-DD)`, abort: true }),
    z.refine(isRealDay, `${name} is not a real date`),
  );

/** The CSV's range: days in the business's time zone, both included. */
export const ordersCsvQuerySchema = z
  .object({ from: day('From'), to: day('To') })
  .check(z.refine((q) => q.from <= q.to, { error: 'From must be on or before To', path: ['from'] }));
export type OrdersCsvQuery = z.infer<typeof ordersCsvQuerySchema>;
