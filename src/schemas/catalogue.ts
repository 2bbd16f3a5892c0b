/**
 * The shop's catalogue forms (issue 40): a section and an item, used by the dashboard's Shop island to
 * validate and by the functions to parse. Names and descriptions are per language ({ en, fr }); prices
 * are typed as dollars ('4.50', '4,50') and leave the schema as integer cents.
 */
import { z } from './z.ts';
import { text } from './text.ts';
import { dbId } from './ids.ts';
import { parseDollars } from '../shared/shop/price-text.ts';

export const TAX_CATEGORIES = ['taxable', 'zero-rated', 'exempt'] as const;
export type TaxCategory = (typeof TAX_CATEGORIES)[number];

/** Each category in one plain line, as the dashboard shows it. */
export const TAX_CATEGORY_LINES: Record<TaxCategory, string> = {
  taxable: 'Taxable: most goods and prepared food and drinks; GST/HST (and provincial tax) is charged.',
  'zero-rated': 'Zero-rated: basic groceries such as bread, milk or coffee beans; taxed at 0%.',
  exempt: 'Exempt: the few supplies the law exempts (some health and educational services); no tax.',
};

export const MAX_PRICE_CENTS = 10_000_000;
export const MAX_STOCK = 100_000;
export const PRICE_MESSAGE = 'Enter a price in dollars, such as 4.50.';

/** A price typed in dollars, as integer cents. */
export const dollars = (message = PRICE_MESSAGE, max = MAX_PRICE_CENTS) =>
  z.pipe(
    text({ error: message }).check(
      z.refine((value) => {
        const cents = parseDollars(value);
        return cents !== null && cents <= max;
      }, message),
    ),
    z.transform((value) => parseDollars(value)!),
  );

const words = (max: number, message: string) => text({ error: message }).check(z.trim(), z.maxLength(max, message));
/** A name in each language the site has; the server checks that each of them is filled. */
const localized = (max: number, label: string) =>
  z.object({
    en: z.optional(words(max, `${label} must be at most ${max} characters.`)),
    fr: z.optional(words(max, `${label} must be at most ${max} characters.`)),
  });
export type Localized = { en?: string; fr?: string };

export const sectionSchema = z.object({
  name: localized(60, 'A section name'),
});
export const updateSectionSchema = z.object({ id: dbId('Choose a section.'), ...sectionSchema.shape });
export const deleteSchema = z.object({ id: dbId('Choose what to delete.') });
export type SectionInput = z.infer<typeof sectionSchema>;

const optionSchema = z.object({
  /** Kept across edits so carts and orders can name the option; made by the server for a new one. */
  id: z.optional(text().check(z.regex(/^[a-z0-9]{1,16}$/, 'An option id is letters and digits.'))),
  name: localized(40, 'An option name'),
  delta: dollars('Enter the price difference in dollars, such as 0.75 (0 for none).', 100_000),
});
const choiceSchema = z.object({
  name: localized(40, 'A choice name'),
  options: z
    .array(optionSchema)
    .check(z.minLength(1, 'A choice needs at least one option.'), z.maxLength(12, 'A choice has at most 12 options.')),
});

export const itemSchema = z
  .object({
    section_id: z.nullable(dbId('Choose a section.')),
    name: localized(80, 'An item name'),
    description: localized(500, 'A description'),
    price: dollars(),
    choices: z.array(choiceSchema).check(z.maxLength(5, 'An item has at most 5 choices.')),
    photos: z.array(text().check(z.maxLength(300))).check(z.maxLength(4, 'An item has at most 4 photos.')),
    stock: z.nullable(
      z
        .number({ error: 'Enter how many are in stock, or choose unlimited.' })
        .check(
          z.int('Stock is a whole number.'),
          z.gte(0, 'Stock cannot be negative.'),
          z.lte(MAX_STOCK, `Stock is at most ${MAX_STOCK}.`),
        ),
    ),
    tax_category: z.enum(TAX_CATEGORIES, { error: 'Choose a tax category: taxable, zero-rated or exempt.' }),
    pickup: z.boolean(),
    local_delivery: z.boolean(),
    shipping: z.boolean(),
    visible: z.boolean(),
  })
  .check(
    z.refine((item) => item.pickup || item.local_delivery || item.shipping, {
      message: 'Choose at least one way to get it: pickup, local delivery or shipping.',
      path: ['pickup'],
    }),
  );
/**
 * An edit sends the stock it was made from (`stock_seen`): the server applies the owner's change as a difference, so
 * units held by a checkout meanwhile are never counted twice.
 */
export const updateItemSchema = z.intersection(
  z.object({ id: dbId('Choose an item.'), stock_seen: z.optional(z.nullable(z.number().check(z.int(), z.gte(0)))) }),
  itemSchema,
);
export type ItemInput = z.infer<typeof itemSchema>;
export type ItemForm = z.input<typeof itemSchema>;

/** A new order of a business's sections, or of the items in one section (null: items without one). */
export const reorderSchema = z.union([
  z.object({ kind: z.literal('sections'), ids: z.array(dbId()).check(z.minLength(1), z.maxLength(200)) }),
  z.object({
    kind: z.literal('items'),
    section_id: z.nullable(dbId()),
    ids: z.array(dbId()).check(z.minLength(1), z.maxLength(500)),
  }),
]);
export type ReorderInput = z.infer<typeof reorderSchema>;
