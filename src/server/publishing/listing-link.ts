/** The owner's directory listing links to their live website, set on every publish that changes the address. */
import { query } from '../db/client.ts';
import { listingsChanged } from '../directory/cdn-purge.ts';

export async function pointListingAtLiveSite(businessId: string, address: string): Promise<boolean> {
  const rows = await query(
    'UPDATE listings SET website_url = $2, updated_at = now() WHERE owner_id = $1 AND website_url IS DISTINCT FROM $2 RETURNING id',
    [businessId, address],
  );
  if (rows.length > 0)
    await listingsChanged(
      rows.map((r) => String(r.id)),
      'listing-website',
    );
  return rows.length > 0;
}
