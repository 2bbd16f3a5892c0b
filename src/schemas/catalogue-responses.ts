/**
 * What the shop's dashboard functions answer (issue 40); the island parses with these, the server's
 * types come from them.
 */
import { z } from './z.ts';
import { TAX_CATEGORIES } from './catalogue.ts';

const localized = z.object({ en: z.optional(z.string()), fr: z.optional(z.string()) });

export const catalogueSectionSchema = z.object({ id: z.string(), name: localized, position: z.number() });
export const catalogueItemSchema = z.object({
  id: z.string(),
  section_id: z.nullable(z.string()),
  position: z.number(),
  name: localized,
  description: localized,
  price_cents: z.number(),
  choices: z.array(
    z.object({
      name: localized,
      options: z.array(z.object({ id: z.string(), name: localized, deltaCents: z.number() })),
    }),
  ),
  photos: z.array(z.string()),
  stock: z.nullable(z.number()),
  tax_category: z.enum(TAX_CATEGORIES),
  pickup: z.boolean(),
  local_delivery: z.boolean(),
  shipping: z.boolean(),
  visible: z.boolean(),
});
export type CatalogueSection = z.infer<typeof catalogueSectionSchema>;
export type CatalogueItem = z.infer<typeof catalogueItemSchema>;

/** GET /api/shop/catalogue */
export const catalogueResponseSchema = z.object({
  languages: z.array(z.enum(['en', 'fr'])),
  sections: z.array(catalogueSectionSchema),
  items: z.array(catalogueItemSchema),
  can_edit: z.boolean(),
});
export type CatalogueResponse = z.infer<typeof catalogueResponseSchema>;

export const shopSettingsResponseSchema = z.object({
  pickup_enabled: z.boolean(),
  prep_minutes: z.number(),
  delivery_enabled: z.boolean(),
  delivery_fee_cents: z.number(),
  delivery_minimum_cents: z.number(),
  delivery_postal_prefixes: z.array(z.string()),
  shipping_enabled: z.boolean(),
  shipping_flat_cents: z.number(),
  gst_hst_number: z.nullable(z.string()),
  qst_number: z.nullable(z.string()),
  pst_number: z.nullable(z.string()),
  /** The listing's province (its state_code), which decides the taxes of pickup and local delivery. */
  province: z.nullable(z.string()),
  can_edit: z.boolean(),
});
export type ShopSettingsResponse = z.infer<typeof shopSettingsResponseSchema>;
