/**
 * Sends one booking email: loads what it says (the booking, its service, provider and business), formats the time
 * in the business's zone and attaches the .ics. A mail failure is logged, never fails the booking (notify).
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import { formatBookingTime } from '../../shared/booking-time.ts';
import { directoryPath } from '../../shared/locations.ts';
import { directoryPathIn } from '../../shared/i18n/places.ts';
import { bookingEmail, type BookingEmailKind } from './booking-emails.ts';
import { writeBookingsIcs } from './booking-ics.ts';

interface BookingForMail extends Record<string, unknown> {
  id: string;
  start: Date;
  end: Date;
  status: string;
  customer_name: string;
  customer_email: string;
  language: 'en' | 'fr';
  link_version: number;
  updated_at: Date;
  service_name: string;
  cancel_until_hours: number;
  provider_name: string;
  time_zone: string;
  business_name: string;
  street_address: string | null;
  city: string;
  country_code: string;
  state_code: string;
  city_slug: string;
  business_unique_id: string;
}

export async function sendBookingEmail(bookingId: string, kind: BookingEmailKind): Promise<boolean> {
  const [b] = await query<BookingForMail>(
    `SELECT b.id, lower(b.during) AS start, upper(b.during) AS "end", b.status, b.customer_name, b.customer_email,
            b.language, b.link_version, b.updated_at, sv.name AS service_name, sv.cancel_until_hours,
            p.name AS provider_name, st.time_zone, l.business_name, l.street_address, l.city, l.country_code,
            l.state_code, l.city_slug, l.business_unique_id
     FROM bookings b
     JOIN bookable_services sv ON sv.id = b.service_id
     JOIN booking_providers p ON p.id = b.provider_id
     JOIN booking_settings st ON st.business_id = b.business_id
     JOIN LATERAL (SELECT * FROM listings WHERE owner_id = b.business_id ORDER BY created_at LIMIT 1) l ON true
     WHERE b.id = $1 AND b.customer_email IS NOT NULL`,
    [bookingId],
  );
  if (!b) return false;
  const lang = b.language;
  const start = new Date(b.start).toISOString();
  const until = new Date(new Date(b.start).getTime() - b.cancel_until_hours * 3_600_000);
  const site = getEnv().siteUrl;
  const listing = directoryPath(b);
  const address = [b.street_address, b.city].filter(Boolean).join(', ');
  const withIcs = kind === 'confirmed' || kind === 'rescheduled' || kind === 'reminder';
  const ics = writeBookingsIcs(
    b.business_name,
    [
      {
        id: b.id,
        summary: `${b.service_name} — ${b.business_name}`,
        description: b.provider_name,
        location: address,
        start,
        end: new Date(b.end).toISOString(),
        cancelled: false,
        sequence: b.link_version,
        updated_at: new Date(b.updated_at).toISOString(),
      },
    ],
    new URL(site).hostname,
  );
  const content = bookingEmail({
    kind,
    lang,
    customerName: b.customer_name,
    businessName: b.business_name,
    serviceName: b.service_name,
    providerName: b.provider_name,
    when: formatBookingTime(start, b.time_zone, lang),
    address,
    changeUntil: until > new Date() ? formatBookingTime(until.toISOString(), b.time_zone, lang) : null,
    reviewUrl: `${site}${lang === 'fr' ? directoryPathIn('fr', listing) : listing}#reviews-heading`,
    ...(withIcs ? { ics } : {}),
  });
  const why =
    lang === 'fr'
      ? `Vous recevez ce courriel parce que vous avez réservé chez ${b.business_name}.`
      : `You receive this email because you booked with ${b.business_name}.`;
  return (await notify(b.customer_email, content, why))?.sent === true;
}
