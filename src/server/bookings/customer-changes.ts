/**
 * The customer's own changes through the signed link (issue 41), while the policy allows (change-policy.ts):
 * - cancel: ONE conditional UPDATE from 'confirmed', the deadline checked in the statement; it frees the slot at
 *   once (a seat gives its place back to its class in the same statement) and claims a paid deposit's refund
 *   ('refunding'), which Stripe then makes on the connected account (deposits.ts). Twenty cancels at once make
 *   one cancellation and one refund; the others, and a second click, get the same answer.
 * - reschedule: a free slot of the same service (the slot code the booking form uses), taken in ONE UPDATE, so the
 *   exclusion constraint decides a race with another customer: a taken time is 409 with the nearest free ones.
 *   The deposit carries over; the new .ics has the same UID and a higher SEQUENCE (link_version).
 * The customer and the business are emailed after each.
 */
import { query } from '../db/client.ts';
import { clientIp, enforceRateLimits } from '../rate-limit.ts';
import { HttpError } from '../http.ts';
import type { CustomerReschedule, SlotOut } from '../../schemas/bookings.ts';
import { findBookingBusiness, findService, freeSlots, providersFor } from './availability.ts';
import { alternativesTo, expireHolds, SLOT_TAKEN, takeTime } from './bookings.ts';
import { sendBookingEmail, sendBusinessBookingEmail } from './booking-mail.ts';
import { requireBookingLink } from './booking-link.ts';
import { CHANGE_DEADLINE_SQL } from './change-policy.ts';
import { readCustomerBooking } from './customer-booking.ts';
import { refundCancelledDeposit } from './deposits.ts';
import { toZoned } from './zoned-time.ts';

export const TOO_MANY_CHANGES = 'Too many changes from this address. Please try again in an hour.';
export const CHANGE_CLOSED =
  'This booking can no longer be changed online. Please contact the business to cancel or change it.';

/** The write endpoints' limits: per address, and per booking (a link shared or replayed). */
export async function limitCustomerChanges(req: Request, context: { ip?: string }, bookingId: string) {
  await enforceRateLimits(
    [
      { name: 'booking-change:ip', value: clientIp(req, context), limit: 30, windowSeconds: 3600 },
      { name: 'booking-change:booking', value: bookingId, limit: 20, windowSeconds: 3600 },
    ],
    TOO_MANY_CHANGES,
  );
}

export interface CancelAnswer {
  status: 'cancelled';
  deposit_state: string;
}

/** Why nothing was changed: the link's booking as it is now (404/410 from the read), or 409. */
async function explainUnchanged(bookingId: string, sig: string): Promise<CancelAnswer> {
  const now = await readCustomerBooking(bookingId, sig);
  if (now.status === 'cancelled') return { status: 'cancelled', deposit_state: now.deposit_state };
  throw new HttpError(409, 'change_closed', CHANGE_CLOSED);
}

export async function cancelCustomerBooking(bookingId: string, sig: string): Promise<CancelAnswer> {
  requireBookingLink(bookingId, sig);
  const [row] = await query<{ id: string; deposit_state: string }>(
    `WITH cancelled AS (
       UPDATE bookings b SET status = 'cancelled', link_version = b.link_version + 1, updated_at = now(),
         deposit_state = CASE WHEN b.deposit_state = 'paid' THEN 'refunding' ELSE b.deposit_state END
       FROM bookable_services sv, booking_settings st
       WHERE b.id = $1 AND sv.id = b.service_id AND st.business_id = b.business_id
         AND b.kind IN ('appointment', 'seat') AND b.status = 'confirmed' AND now() < ${CHANGE_DEADLINE_SQL}
       RETURNING b.id, b.session_id, b.deposit_state),
     freed AS (
       UPDATE bookings c SET seats_taken = c.seats_taken - 1, updated_at = now()
       FROM cancelled WHERE c.id = cancelled.session_id)
     SELECT id, deposit_state FROM cancelled`,
    [bookingId],
  );
  if (!row) return explainUnchanged(bookingId, sig);
  const refunded = row.deposit_state === 'refunding' && (await refundCancelledDeposit(row.id));
  await sendBookingEmail(row.id, 'cancelled');
  await sendBusinessBookingEmail(row.id, 'cancelled');
  return { status: 'cancelled', deposit_state: refunded ? 'refunded' : row.deposit_state };
}

export type RescheduleOutcome =
  | { status: 'moved'; start: string; end: string; provider_id: string }
  | { status: 'taken'; message: string; alternatives: SlotOut[] };

/** Moves the booking to `start` with `providerId`, in one statement; undefined when the time is someone else's. */
async function moveTo(bookingId: string, start: string, providerId: string) {
  return takeTime<{ start: Date; end: Date }>(
    `UPDATE bookings b SET
       during = tstzrange($2::timestamptz, $2::timestamptz + (upper(b.during) - lower(b.during)), '[)'),
       occupied = tstzrange($2::timestamptz, $2::timestamptz + (upper(b.occupied) - lower(b.occupied)), '[)'),
       provider_id = $3, reminder_sent_at = NULL,
       reminder_due_at = CASE WHEN st.reminder_hours > 0
         THEN $2::timestamptz - make_interval(hours => st.reminder_hours) END,
       link_version = b.link_version + 1, updated_at = now()
     FROM bookable_services sv, booking_settings st
     WHERE b.id = $1 AND sv.id = b.service_id AND st.business_id = b.business_id
       AND b.kind = 'appointment' AND b.status = 'confirmed' AND now() < ${CHANGE_DEADLINE_SQL}
     RETURNING lower(b.during) AS start, upper(b.during) AS "end"`,
    [bookingId, start, providerId],
  );
}

export async function rescheduleCustomerBooking(r: CustomerReschedule): Promise<RescheduleOutcome> {
  const current = await readCustomerBooking(r.booking, r.sig);
  if (!current.terms.can_reschedule) throw new HttpError(409, 'change_closed', CHANGE_CLOSED);
  const business = await findBookingBusiness(current.listing_slug);
  const service = await findService(business.business_id, current.service_id);
  const providers = await providersFor(service.id, r.provider_id);
  const wanted = new Date(r.start);
  await expireHolds(providers.map((p) => p.id));
  const day = toZoned(wanted, business.time_zone).date;
  for (const provider of providers) {
    const slot = (await freeSlots(business, service, [provider], day)).find((x) => Date.parse(x.start) === +wanted);
    if (!slot) continue;
    const rows = await moveTo(r.booking, slot.start, provider.id);
    if (!rows) continue; // another booking took the time first
    if (!rows[0]) throw new HttpError(409, 'change_closed', CHANGE_CLOSED); // cancelled or past the deadline meanwhile
    await sendBookingEmail(r.booking, 'rescheduled');
    await sendBusinessBookingEmail(r.booking, 'rescheduled', current.start);
    const moved = { start: new Date(rows[0].start).toISOString(), end: new Date(rows[0].end).toISOString() };
    return { status: 'moved', ...moved, provider_id: provider.id };
  }
  return {
    status: 'taken',
    message: SLOT_TAKEN,
    alternatives: await alternativesTo(business, service, providers, wanted),
  };
}
