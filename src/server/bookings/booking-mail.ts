/**
 * Sends one booking email: loads what it says (the booking, its service, provider and business), formats the time
 * in the business's zone and attaches the .ics, with the booking's signed page and, while the policy allows, until
 * when the customer can change it there. A mail failure is logged, never fails the booking (notify).
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import { formatBookingTime } from '../../shared/booking-time.ts';
import { directoryPath } from '../../shared/locations.ts';
import { directoryPathIn } from '../../shared/i18n/places.ts';
import { formatMoney } from '../../shared/money.ts';
import { bookingEmail, businessBookingEmail, type BookingEmailKind } from './booking-emails.ts';
import { writeBookingsIcs } from './booking-ics.ts';
import { changeTerms } from './change-policy.ts';
import { bookingPagePath } from './booking-link.ts';

interface BookingForMail extends Record<string, unknown> {
  id: string;
  kind: 'appointment' | 'block' | 'class' | 'seat';
  start: Date;
  end: Date;
  status: string;
  deposit_cents: number;
  deposit_state: string;
  late_deposit: 'kept' | 'refunded';
  business_email: string;
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

async function loadBookingForMail(bookingId: string): Promise<BookingForMail | undefined> {
  const [b] = await query<BookingForMail>(
    `SELECT b.id, b.kind, lower(b.during) AS start, upper(b.during) AS "end", b.status, b.deposit_cents,
            b.deposit_state, b.customer_name, b.customer_email, b.language, b.link_version, b.updated_at,
            sv.name AS service_name, sv.cancel_until_hours, sv.late_deposit, p.name AS provider_name, st.time_zone,
            l.business_name, l.street_address, l.city, l.country_code, l.state_code, l.city_slug,
            l.business_unique_id, bz.business_email
     FROM bookings b
     JOIN bookable_services sv ON sv.id = b.service_id
     JOIN booking_providers p ON p.id = b.provider_id
     JOIN booking_settings st ON st.business_id = b.business_id
     JOIN businesses bz ON bz.id = b.business_id
     JOIN LATERAL (SELECT * FROM listings WHERE owner_id = b.business_id ORDER BY created_at LIMIT 1) l ON true
     WHERE b.id = $1 AND b.customer_email IS NOT NULL`,
    [bookingId],
  );
  return b;
}

const refundedDeposit = (b: BookingForMail) =>
  ['refunding', 'refunded'].includes(b.deposit_state) ? formatMoney(b.deposit_cents, b.language) : null;

export async function sendBookingEmail(bookingId: string, kind: BookingEmailKind): Promise<boolean> {
  const b = await loadBookingForMail(bookingId);
  if (!b) return false;
  const lang = b.language;
  const start = new Date(b.start).toISOString();
  const terms = changeTerms({ ...b, start: new Date(b.start) });
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
    changeUntil: terms.can_cancel ? formatBookingTime(terms.change_until, b.time_zone, lang) : null,
    reviewUrl: `${site}${lang === 'fr' ? directoryPathIn('fr', listing) : listing}#reviews-heading`,
    manageUrl: `${site}${bookingPagePath(b.id)}`,
    refundedDeposit: refundedDeposit(b),
    keptDeposit: kind === 'cancelled' && b.deposit_state === 'kept' ? formatMoney(b.deposit_cents, lang) : null,
    ...(withIcs ? { ics } : {}),
  });
  const why =
    lang === 'fr'
      ? `Vous recevez ce courriel parce que vous avez réservé chez ${b.business_name}.`
      : `You receive this email because you booked with ${b.business_name}.`;
  return (await notify(b.customer_email, content, why))?.sent === true;
}

/** Tells the business its customer cancelled or moved a booking through the signed link (previous: the old start). */
export async function sendBusinessBookingEmail(
  bookingId: string,
  kind: 'cancelled' | 'rescheduled',
  previous?: string,
): Promise<boolean> {
  const b = await loadBookingForMail(bookingId);
  if (!b) return false;
  const at = (iso: string) => formatBookingTime(iso, b.time_zone, b.language);
  const content = businessBookingEmail({
    kind,
    lang: b.language,
    customerName: b.customer_name,
    serviceName: b.service_name,
    providerName: b.provider_name,
    when: at(new Date(b.start).toISOString()),
    ...(previous ? { previousWhen: at(previous) } : {}),
    deposit: kind === 'cancelled' ? refundedDeposit(b) : null,
    calendarUrl: `${getEnv().siteUrl}/dashboard/calendar/`,
  });
  const why =
    b.language === 'fr'
      ? 'Vous recevez ce courriel parce que votre entreprise prend des réservations sur Main Street.'
      : 'You receive this email because your business takes bookings on Main Street.';
  return (await notify(b.business_email, content, why))?.sent === true;
}
