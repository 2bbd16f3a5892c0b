/**
 * Keeping what shows a business's catalogue fresh (issue 40): the catalogue's writes call `refreshStorefront`
 * after they commit. Today it purges the business's listing pages (both languages, through the directory's CDN
 * tags), so they render again on the next visit. Neither the listing page nor the live website renders the
 * catalogue yet (docs/shop.md says so); when they do, this is where the live website's pages are re-rendered.
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
