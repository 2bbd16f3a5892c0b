/**
 * What the customer's own pages read (issue 41): the services a business takes bookings for, and one booking
 * through its signed link (`/book/?booking={id}&sig={sig}`, an HMAC of the id under a key derived for this one
 * purpose from the session secret, as the shop's order links). While a deposit is due and the hold lasts, the
 * answer carries what Stripe.js needs to pay it on the business's connected account.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { HttpError } from '../http.ts';
import { deriveKey } from '../session-secret.ts';
import { paymentFor } from '../shop/buyer-order.ts';
import { findBookingBusiness } from './availability.ts';
import { depositCents } from './deposits.ts';

import { BOOKING_PAGE_PATH } from './listing-booking.ts';

export const BAD_BOOKING_LINK = 'This booking link is not valid.';

export function bookingLinkSig(bookingId: string): string {
  return createHmac('sha256', deriveKey(getEnv().sessionSecret, 'booking-link'))
    .update(`booking:${bookingId}`)
    .digest('base64url');
}

function verifyBookingLinkSig(bookingId: string, sig: string): boolean {
  const expected = Buffer.from(bookingLinkSig(bookingId));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The customer's page for a booking, relative to the platform (the pay and confirmation page in one). */
export const bookingPagePath = (bookingId: string) =>
  `${BOOKING_PAGE_PATH}?${new URLSearchParams({ booking: bookingId, sig: bookingLinkSig(bookingId) })}`;

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
  status: string;
  start: Date;
  end: Date;
  language: 'en' | 'fr';
  deposit_cents: number;
  deposit_state: string;
  hold_expires_at: Date | null;
  payment_intent_id: string | null;
  service_name: string;
  price_cents: number;
  cancel_until_hours: number;
  late_deposit: string;
  provider_name: string;
  time_zone: string;
  business_name: string;
  listing_slug: string;
  stripe_account_id: string | null;
}

export async function readCustomerBooking(bookingId: string, sig: string) {
  if (!verifyBookingLinkSig(bookingId, sig)) throw new HttpError(404, 'not_found', BAD_BOOKING_LINK);
  const [b] = await query<BookingRow>(
    `SELECT b.id, b.status, lower(b.during) AS start, upper(b.during) AS "end", b.language, b.deposit_cents,
            b.deposit_state, b.hold_expires_at, b.payment_intent_id, sv.name AS service_name, b.price_cents,
            sv.cancel_until_hours, sv.late_deposit, p.name AS provider_name, st.time_zone, l.business_name,
            l.business_unique_id AS listing_slug, pa.stripe_account_id
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
  const holding = b.status === 'held' && b.hold_expires_at !== null && b.hold_expires_at > new Date();
  const { payment_intent_id, stripe_account_id, hold_expires_at, start, end, ...rest } = b;
  return {
    ...rest,
    status: b.status === 'held' && !holding ? 'expired' : b.status,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    hold_expires_at: hold_expires_at ? new Date(hold_expires_at).toISOString() : null,
    payment:
      holding && payment_intent_id && stripe_account_id ? await paymentFor(payment_intent_id, stripe_account_id) : null,
  };
}
