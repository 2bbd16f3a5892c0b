/**
 * A customer's order (issue 40): the cart and checkout script on a live website or a listing page validates
 * with `shopCheckoutSchema`, and `POST /api/shop/checkout` parses the same body. The cart names items and
 * chosen options only: prices, stock, fees and taxes are the server's (src/server/shop/checkout.ts).
 */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { PROVINCE_CODES } from '../shared/sales-tax/types.ts';

export const CHECKOUT_LIMITS = { lines: 50, quantity: 99, name: 80, phone: 20, note: 500, options: 10 } as const;
/** A Canadian postal code: A1A 1A1, the space optional. */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${label} is required`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

export const cartLineSchema = z.object({
  item_id: dbId({ error: 'This item is no longer offered' }),
  quantity: z
    .number({ error: 'Quantity must be a whole number' })
    .check(
      z.int('Quantity must be a whole number'),
      z.gte(1, 'Quantity must be at least 1'),
      z.lte(CHECKOUT_LIMITS.quantity, `Quantity must be at most ${CHECKOUT_LIMITS.quantity}`),
    ),
  /** The option id chosen for each of the item's choices, in the item's order of choices. */
  options: z._default(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(CHECKOUT_LIMITS.options)), []),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const deliveryAddressSchema = z.object({
  line1: requiredText('Street address', 120),
  city: requiredText('City', 80),
  province: z.enum(PROVINCE_CODES as [string, ...string[]], { error: 'Choose a province or territory' }),
  postal_code: z
    .string({ error: 'Postal code is required' })
    .check(z.trim(), z.regex(POSTAL_CODE_PATTERN, 'Enter a Canadian postal code, such as K1A 0B1')),
});

export const shopCheckoutSchema = z
  .object({
    business_id: dbId({ error: 'This shop was not found' }),
    source: z.enum(['listing', 'website']),
    language: z._default(z.enum(['en', 'fr']), 'en'),
    lines: z
      .array(cartLineSchema, { error: 'Your cart is empty' })
      .check(
        z.minLength(1, 'Your cart is empty'),
        z.maxLength(CHECKOUT_LIMITS.lines, `A cart holds at most ${CHECKOUT_LIMITS.lines} lines`),
      ),
    fulfilment: z.enum(['pickup', 'local-delivery', 'shipping'], { error: 'Choose pickup, delivery or shipping' }),
    /** Pickup: an offered slot's start (ISO 8601); absent or null is 'as soon as possible'. */
    pickup_at: z.optional(z.nullable(z.iso.datetime({ offset: true, error: 'Choose a pickup time' }))),
    customer_name: requiredText('Name', CHECKOUT_LIMITS.name),
    customer_email: z
      .string({ error: 'Email is required' })
      .check(z.trim(), z.maxLength(254, 'Invalid email address'), z.regex(z.regexes.email, 'Invalid email address')),
    customer_phone: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(/^$|^[0-9+\-(). ]{7,20}$/, 'Phone number may only contain 7 to 20 numbers, spaces, and + - ( )'),
        ),
    ),
    address: z.optional(z.nullable(deliveryAddressSchema)),
    note: z.optional(
      z.string().check(z.maxLength(CHECKOUT_LIMITS.note, `Note must be at most ${CHECKOUT_LIMITS.note} characters`)),
    ),
  })
  .check(
    z.refine((body) => body.fulfilment === 'pickup' || !!body.address, {
      message: 'Enter the address to deliver or ship to',
      path: ['address'],
    }),
  );
export type ShopCheckoutRequest = z.infer<typeof shopCheckoutSchema>;

export const shopCheckoutResponseSchema = z.object({
  order_id: z.string(),
  number: z.number(),
  /** The platform's pay page for this order, with its signed token. */
  pay_url: z.string(),
  total_cents: z.number(),
  hold_expires_at: z.string(),
});
export type ShopCheckoutResponse = z.infer<typeof shopCheckoutResponseSchema>;

/** `GET /api/shop/pickup-times?business=…`: the pickup times the server accepts now (the cart offers these). */
export const pickupTimesQuerySchema = z.object({ business: dbId({ error: 'This shop was not found' }) });
export const pickupTimesResponseSchema = z.object({
  asap: z.boolean(),
  days: z.array(z.object({ date: z.string(), slots: z.array(z.string()) })),
  timeZone: z.string(),
});
export type PickupTimesResponse = z.infer<typeof pickupTimesResponseSchema>;
