/**
 * What the customer's own pages read (issue 41): the services a business takes bookings for, and one booking
 * through its signed link (`/book/?booking={id}&sig={sig}`, an HMAC of the id under a key derived for this one
 * purpose from the session secret, as the shop's order links). While a deposit is due and the hold lasts, the
 * answer carries what Stripe.js needs to pay it on the business's connected account; once confirmed, what the
 * customer may still change (change-policy.ts) and how to reach the business. The link works until the visit
 * ends: it signs the id only, so a link from an earlier email shows the booking as it is now.
 */
import { query } from '../db/client.ts';
import type { CustomerBookingAnswer } from '../../schemas/bookings-customer-answers.ts';
import { HttpError } from '../http.ts';
import { paymentFor } from '../shop/buyer-order.ts';
import { findBookingBusiness } from './availability.ts';
import { depositCents } from './deposits.ts';
import { changeTerms } from './change-policy.ts';
import { directoryPath } from '../../shared/locations.ts';
import { BAD_BOOKING_LINK, requireBookingLink } from './booking-link.ts';

export const PAST_BOOKING_LINK = 'This booking has ended, so its link no longer works.';

/** The business's bookable services, each with who does it, for the booking form. */
export async function readBookingOptions(listingSlug: string) {
  const business = await findBookingBusiness(listingSlug);
  const services = await query<Record<string, unknown>>(
    `SELECT s.id, s.name, s.duration_minutes, s.price_cents, s.deposit_kind, s.deposit_value, s.capacity,
            s.cancel_until_hours, s.late_deposit,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name) ORDER BY p.name, p.id)
                      FROM booking_providers p JOIN bookable_service_providers sp ON sp.provider_id = p.id
                      WHERE sp.service_id = s.id AND p.active), '[]'::jsonb) AS providers
     FROM bookable_services s WHERE s.business_id = $1 AND s.active
       AND EXISTS (SELECT 1 FROM bookable_service_providers sp JOIN booking_providers p ON p.id = sp.provider_id
                   WHERE sp.service_id = s.id AND p.active)
     ORDER BY s.name, s.id`,
    [business.business_id],
  );
  return {
    listing: business.listing_slug,
    business_name: business.business_name,
    time_zone: business.time_zone,
    horizon_days: business.horizon_days,
    services: services.map(({ deposit_kind, deposit_value, ...s }) => ({
      ...s,
      deposit_cents: depositCents({
        deposit_kind: deposit_kind as 'none',
        deposit_value: deposit_value as number,
        price_cents: s.price_cents as number,
      }),
    })),
  };
}

interface BookingRow extends Record<string, unknown> {
  id: string;
  kind: 'appointment' | 'block' | 'class' | 'seat';
  status: string;
  start: Date;
  end: Date;
  language: 'en' | 'fr';
  deposit_cents: number;
  deposit_state: string;
  hold_expires_at: Date | null;
  payment_intent_id: string | null;
  service_id: string;
  service_name: string;
  price_cents: number;
  cancel_until_hours: number;
  late_deposit: 'kept' | 'refunded';
  provider_id: string;
  provider_name: string;
  providers: { id: string; name: string }[];
  time_zone: string;
  horizon_days: number;
  business_name: string;
  listing_slug: string;
  phone: string | null;
  website_url: string | null;
  street_address: string | null;
  city: string;
  state_code: string;
  country_code: string;
  city_slug: string;
  stripe_account_id: string | null;
}

/** How the customer can reach the business: only what the owner put on the listing. */
function contactOf(b: BookingRow) {
  return {
    phone: b.phone,
    website_url: b.website_url && /^https?:\/\//i.test(b.website_url) ? b.website_url : null,
    address: [b.street_address, b.city].filter(Boolean).join(', '),
    listing_path: directoryPath({ ...b, business_unique_id: b.listing_slug }),
  };
}

export async function readCustomerBooking(
  bookingId: string,
  sig: string,
  now = new Date(),
): Promise<CustomerBookingAnswer> {
  requireBookingLink(bookingId, sig);
  const [b] = await query<BookingRow>(
    `SELECT b.id, b.kind, b.status, lower(b.during) AS start, upper(b.during) AS "end", b.language, b.deposit_cents,
            b.deposit_state, b.hold_expires_at, b.payment_intent_id, b.service_id, sv.name AS service_name,
            b.price_cents, sv.cancel_until_hours, sv.late_deposit, b.provider_id, p.name AS provider_name,
            coalesce((SELECT jsonb_agg(jsonb_build_object('id', o.id, 'name', o.name) ORDER BY o.name, o.id)
                      FROM booking_providers o JOIN bookable_service_providers sp ON sp.provider_id = o.id
                      WHERE sp.service_id = b.service_id AND o.active), '[]'::jsonb) AS providers,
            st.time_zone, st.horizon_days, l.business_name, l.business_unique_id AS listing_slug, l.phone,
            l.website_url, l.street_address, l.city, l.state_code, l.country_code, l.city_slug, pa.stripe_account_id
     FROM bookings b
     JOIN bookable_services sv ON sv.id = b.service_id
     JOIN booking_providers p ON p.id = b.provider_id
     JOIN booking_settings st ON st.business_id = b.business_id
     JOIN LATERAL (SELECT * FROM listings WHERE owner_id = b.business_id ORDER BY created_at LIMIT 1) l ON true
     LEFT JOIN payout_accounts pa ON pa.business_id = b.business_id
     WHERE b.id = $1 AND b.customer_email IS NOT NULL`,
    [bookingId],
  );
  if (!b) throw new HttpError(404, 'not_found', BAD_BOOKING_LINK);
  if (new Date(b.end) <= now) throw new HttpError(410, 'link_expired', PAST_BOOKING_LINK);
  const holding = b.status === 'held' && b.hold_expires_at !== null && b.hold_expires_at > now;
  const status = b.status === 'held' && !holding ? 'expired' : b.status;
  return {
    id: b.id,
    kind: b.kind,
    status,
    start: new Date(b.start).toISOString(),
    end: new Date(b.end).toISOString(),
    language: b.language,
    deposit_cents: b.deposit_cents,
    deposit_state: b.deposit_state,
    hold_expires_at: b.hold_expires_at ? new Date(b.hold_expires_at).toISOString() : null,
    service_id: b.service_id,
    service_name: b.service_name,
    price_cents: b.price_cents,
    cancel_until_hours: b.cancel_until_hours,
    late_deposit: b.late_deposit,
    provider_id: b.provider_id,
    provider_name: b.provider_name,
    providers: b.providers,
    time_zone: b.time_zone,
    horizon_days: b.horizon_days,
    business_name: b.business_name,
    listing_slug: b.listing_slug,
    contact: contactOf(b),
    terms: changeTerms({ ...b, status, start: new Date(b.start) }, now),
    payment:
      holding && b.payment_intent_id && b.stripe_account_id
        ? await paymentFor(b.payment_intent_id, b.stripe_account_id)
        : null,
  };
}
