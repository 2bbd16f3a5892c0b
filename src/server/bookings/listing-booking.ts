/**
 * Whether a listing's page offers 'Book a time' (issue 41). Apart from the booking code so that the directory's
 * on-demand listing pages (the ssr function) carry one query, not the slot code, its holiday data or Stripe.
 */
import { query } from '../db/client.ts';

export const BOOKING_PAGE_PATH = '/book/';

/** The listing's 'Book' address when its business takes bookings online (an active service someone does). */
export async function listingBookingPath(listingSlug: string): Promise<string | null> {
  const [row] = await query<{ bookable: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM listings l
       JOIN booking_settings st ON st.business_id = l.owner_id
       JOIN bookable_services s ON s.business_id = l.owner_id AND s.active
       JOIN bookable_service_providers sp ON sp.service_id = s.id
       WHERE l.business_unique_id = $1) AS bookable`,
    [listingSlug],
  );
  return row?.bookable ? `${BOOKING_PAGE_PATH}?${new URLSearchParams({ listing: listingSlug })}` : null;
}
