/**
 * Keeping what shows a business's catalogue and bookable services fresh (issue 40): the catalogue's writes (and the
 * payout, stock and booking-setup changes) call `refreshStorefront` after they commit. It purges the business's
 * listing pages (both languages, through the directory's CDN tags), whose Shop section (storefront-data.ts) renders
 * again on the next visit, and renders the live website's pages again with the new data (publishing/live-refresh.ts).
 * It never throws: the owner's change is committed already, so a failure is logged and the next refresh fixes it.
 */
import { query } from '../db/client.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';
import { refreshLiveSite } from '../publishing/live-refresh.ts';

export async function refreshStorefront(businessId: string): Promise<void> {
  try {
    const rows = await query<{ id: string }>('SELECT id FROM listings WHERE owner_id = $1', [businessId]);
    await Promise.all([
      listingsChanged(
        rows.map((r) => r.id),
        'listing-saved',
      ),
      refreshLiveSite(businessId),
    ]);
  } catch (error) {
    console.error(`Storefront refresh failed for ${businessId}:`, error);
  }
}
