/** The catalogue items a cart names, read for pricing: only the business's own visible items (issue 40). */
import { query } from '../db/client.ts';
import type { CatalogueItem } from '../../shared/shop/pricing.ts';

export async function loadCatalogueItems(businessId: string, ids: string[]): Promise<Map<string, CatalogueItem>> {
  const rows = await query<CatalogueItem & Record<string, unknown>>(
    `SELECT id, name, price_cents, choices, stock, tax_category, pickup, local_delivery, shipping
     FROM catalogue_items WHERE business_id = $1 AND id = ANY($2::uuid[]) AND visible`,
    [businessId, ids],
  );
  return new Map(rows.map((r) => [r.id, r]));
}
