/**
 * What a business's live website sells and books (issues 40 and 41), read at publish and at every storefront
 * refresh: its visible catalogue with whether payments are on, its listing's province (the cart's taxes) and the
 * booking page of each service customers can book online (active, done by someone, with booking settings: the
 * rule the listing's 'Book a time' follows in listing-booking.ts).
 */
import { query } from '../db/client.ts';
import { BOOKING_PAGE_PATH } from '../bookings/listing-booking.ts';
import type { SiteCommerce } from '../../features/site-renderer/commerce.ts';
import { loadStorefront, loadVisibleCatalogue, type Storefront } from './storefront-data.ts';

export async function loadSiteCommerce(businessId: string): Promise<SiteCommerce> {
  const [shop, [listing], services] = await Promise.all([
    loadStorefront(businessId),
    query<{ slug: string; state_code: string }>(
      'SELECT business_unique_id AS slug, state_code FROM listings WHERE owner_id = $1 ORDER BY created_at LIMIT 1',
      [businessId],
    ),
    query<{ id: string; service_slug: string }>(
      `SELECT s.id, s.service_slug FROM bookable_services s
       WHERE s.business_id = $1 AND s.active
         AND EXISTS (SELECT 1 FROM booking_settings st WHERE st.business_id = s.business_id)
         AND EXISTS (SELECT 1 FROM bookable_service_providers sp WHERE sp.service_id = s.id)
       ORDER BY s.created_at`,
      [businessId],
    ),
  ]);
  const bookings: Record<string, string> = {};
  if (listing) {
    for (const s of services) {
      bookings[s.service_slug] ??=
        `${BOOKING_PAGE_PATH}?${new URLSearchParams({ listing: listing.slug, service: s.id })}`;
    }
  }
  return { shop: shop ?? (await priceList(businessId)), province: listing?.state_code ?? '', bookings };
}

/**
 * A catalogue without shop settings (the items data migration 0030 moved from the copy, say) still shows on the
 * website, as a price list: there is no cart before the owner sets up how the shop sells.
 */
async function priceList(businessId: string): Promise<Storefront | undefined> {
  const { sections, items } = await loadVisibleCatalogue(businessId);
  if (!items.length) return undefined;
  return {
    business_id: businessId,
    payments_on: false,
    sections,
    items,
    pickup: false,
    delivery: null,
    shipping: null,
  };
}
