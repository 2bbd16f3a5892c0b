/**
 * The shop settings form (issue 40): how customers get their order (pickup, local delivery, shipping) and the
 * business's sales-tax registration. One schema for the dashboard island and PUT /api/shop/settings.
 */
import { z } from './z.ts';
import { text } from './text.ts';
import { dollars } from './catalogue.ts';

/** A forward sortation area prefix: 'K', 'K1' or 'K1P' (the letters Canada Post uses in each place). */
export const FSA_PREFIX = /^[ABCEGHJ-NPRSTVXY](?:\d[ABCEGHJ-NPRSTV-Z]?)?$/;
const FSA_MESSAGE = 'Postal-code prefixes are the first 1 to 3 characters of Canadian postal codes, such as K1P or H2.';

/** Spaces and case do not matter in a registration number: '123456789 rt 0001' is '123456789RT0001'. */
const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const number = (pattern: RegExp, message: string) =>
  z.pipe(
    text({ error: message }).check(z.refine((v) => v.trim() === '' || pattern.test(compact(v)), message)),
    z.transform((v) => (v.trim() === '' ? null : compact(v))),
  );

export const GST_HST_MESSAGE = 'A GST/HST number is 9 digits, RT and 4 digits, such as 123456789 RT0001.';
export const QST_MESSAGE = 'A QST number is 10 digits, TQ and 4 digits, such as 1234567890 TQ0001.';
export const PST_MESSAGE = 'A provincial sales tax number is 4 to 20 letters and digits.';
export const REGISTERED_NEEDS_NUMBER = 'Enter your GST/HST number, or choose "Not registered".';

export const shopSettingsSchema = z
  .object({
    pickup_enabled: z.boolean(),
    prep_minutes: z
      .number({ error: 'Enter the preparation time in minutes.' })
      .check(z.int('Minutes are a whole number.'), z.gte(0), z.lte(10080, 'At most a week (10080 minutes).')),
    delivery_enabled: z.boolean(),
    delivery_fee: dollars('Enter the delivery fee in dollars, such as 5.00 (0 for free).', 100_000),
    delivery_minimum: dollars('Enter the minimum order in dollars, such as 25.00 (0 for none).', 1_000_000),
    delivery_postal_prefixes: z.pipe(
      z.array(text().check(z.trim(), z.toUpperCase(), z.regex(FSA_PREFIX, FSA_MESSAGE))).check(z.maxLength(200)),
      z.transform((list) => [...new Set(list)]),
    ),
    shipping_enabled: z.boolean(),
    shipping_flat: dollars('Enter the shipping rate in dollars, such as 12.00.', 100_000),
    registered: z.boolean(),
    gst_hst_number: number(/^\d{9}RT\d{4}$/, GST_HST_MESSAGE),
    qst_number: number(/^\d{10}TQ\d{4}$/, QST_MESSAGE),
    pst_number: number(/^[A-Z0-9-]{4,20}$/, PST_MESSAGE),
  })
  .check(
    z.refine((s) => s.pickup_enabled || s.delivery_enabled || s.shipping_enabled, {
      message: 'Offer at least one way to get an order: pickup, local delivery or shipping.',
      path: ['pickup_enabled'],
    }),
    z.refine((s) => !s.delivery_enabled || s.delivery_postal_prefixes.length > 0, {
      message: 'List the postal-code prefixes you deliver to, such as K1P or H2.',
      path: ['delivery_postal_prefixes'],
    }),
    z.refine((s) => !s.registered || s.gst_hst_number !== null, {
      message: REGISTERED_NEEDS_NUMBER,
      path: ['gst_hst_number'],
    }),
  );
export type ShopSettingsInput = z.infer<typeof shopSettingsSchema>;
export type ShopSettingsForm = z.input<typeof shopSettingsSchema>;
