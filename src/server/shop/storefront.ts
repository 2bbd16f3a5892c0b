/**
 * Keeping what shows a business's catalogue fresh (issue 40): the catalogue's writes call `refreshStorefront`
 * after they commit. It purges the business's listing pages (both languages, through the directory's CDN tags),
 * whose Shop section (src/server/shop/storefront-data.ts) renders again on the next visit. The live website does
 * not render the catalogue yet (docs/shop.md says so).
 */
import { query } from '../db/client.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';

export async function refreshStorefront(businessId: string): Promise<void> {
  const rows = await query<{ id: string }>('SELECT id FROM listings WHERE owner_id = $1', [businessId]);
  await listingsChanged(
    rows.map((r) => r.id),
    'listing-saved',
  );
}
