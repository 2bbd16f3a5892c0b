/**
 * The owner's side of bookings: list a period, move, cancel, mark no-shows and completed visits, block time.
 * Roles in the query itself: staff see and manage only the bookings of their own provider row (user_id = theirs),
 * managers and the owner everyone's. Each write is one statement; an overlap is the database's refusal (409).
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import type { SessionBusiness } from '../auth/sessions-repo.ts';
import type { CalendarAction } from '../../schemas/bookings.ts';
import { takeTime } from './bookings.ts';
import { sendBookingEmail } from './booking-mail.ts';
import { refundCancelledDeposit } from './deposits.ts';
import { addDays, fromZoned } from './zoned-time.ts';
import { provinceTimeZone } from '../../shared/time-zones.ts';
import { checkMoveSlot, createForCustomer, SCOPE, type SlotTaken } from './owner-bookings.ts';
import type { CalendarAnswer } from '../../schemas/bookings-calendar-answers.ts';

export const BOOKING_NOT_FOUND = 'This booking was not found, or it is not yours to change.';
export const TIME_TAKEN = 'That time overlaps another booking or blocked time for this person.';

export interface CalendarEntry extends Record<string, unknown> {
  id: string;
  kind: 'appointment' | 'block' | 'class' | 'seat';
  status: string;
  start: string;
  end: string;
  provider_id: string;
  provider_name: string;
  service_id: string | null;
  service_name: string | null;
  customer_name: string | null;
  customer_email: string | null;
  customer_phone: string | null;
  note: string;
  seats: number | null;
  seats_taken: number;
  deposit_cents: number;
  deposit_state: string;
}

/** A person or resource whose time the screen may block: staff only their own. */
export interface CalendarProvider extends Record<string, unknown> {
  id: string;
  name: string;
}

/** The business's bookings from the start of local day `from` to the end of local day `to`, and its time zone. */
export async function listCalendar(
  person: SessionBusiness,
  from: string,
  to: string,
): Promise<
  { time_zone: string; bookings: CalendarEntry[]; providers: CalendarProvider[] } & Pick<CalendarAnswer, 'services'>
> {
  if (to < from || to > addDays(from, 62)) throw new HttpError(400, 'bad_request', 'Choose at most 62 days, in order.');
  const [settings] = await query<{ time_zone: string }>(
    'SELECT time_zone FROM booking_settings WHERE business_id = $1',
    [person.id],
  );
  if (!settings) return { time_zone: provinceTimeZone(null), bookings: [], providers: [], services: [] };
  const tz = settings.time_zone;
  const start = fromZoned(from, '00:00', tz) ?? fromZoned(from, '01:00', tz)!;
  const end = fromZoned(addDays(to, 1), '00:00', tz) ?? fromZoned(addDays(to, 1), '01:00', tz)!;
  const bookings = await query<CalendarEntry>(
    `SELECT b.id, b.kind, b.status, lower(b.during) AS start, upper(b.during) AS "end", b.provider_id,
            p.name AS provider_name, b.service_id, sv.name AS service_name, b.customer_name, b.customer_email,
            b.customer_phone,
            b.note, b.seats, b.seats_taken, b.deposit_cents, b.deposit_state
     FROM bookings b JOIN booking_providers p ON p.id = b.provider_id
     LEFT JOIN bookable_services sv ON sv.id = b.service_id
     WHERE b.business_id = $1 AND ${SCOPE} AND b.during && tstzrange($4, $5)
       AND b.status NOT IN ('expired', 'cancelled')
     ORDER BY lower(b.during), p.name`,
    [person.id, person.member_role ?? 'staff', person.user_id ?? null, start, end],
  );
  const providers = await query<CalendarProvider>(
    `SELECT p.id, p.name FROM booking_providers p
     WHERE p.business_id = $1 AND p.active AND ($2::text <> 'staff' OR p.user_id = $3) ORDER BY p.name`,
    [person.id, person.member_role ?? 'staff', person.user_id ?? null],
  );
  const services = await query<CalendarAnswer['services'][number] & Record<string, unknown>>(
    `SELECT s.id, s.name, s.duration_minutes, jsonb_agg(p.id ORDER BY p.name, p.id) AS provider_ids
     FROM bookable_services s JOIN bookable_service_providers sp ON sp.service_id = s.id
     JOIN booking_providers p ON p.id = sp.provider_id AND p.active AND ($2::text <> 'staff' OR p.user_id = $3)
     WHERE s.business_id = $1 AND s.active GROUP BY s.id ORDER BY s.name, s.id`,
    [person.id, person.member_role ?? 'staff', person.user_id ?? null],
  );
  return { time_zone: tz, bookings, providers, services };
}

type ActedRow = { id: string; kind: string; refunding?: string[] };
async function oneRow(sql: string, params: unknown[]): Promise<ActedRow | undefined> {
  const rows = await takeTime<ActedRow>(sql, params);
  if (!rows) throw new HttpError(409, 'slot_taken', TIME_TAKEN);
  return rows[0];
}

export async function applyCalendarAction(
  person: SessionBusiness,
  a: CalendarAction,
): Promise<{ id: string } | SlotTaken> {
  const base = [person.id, person.member_role ?? 'staff', person.user_id ?? null];
  if (a.action === 'create') return createForCustomer(person, a);
  if (a.action === 'move') {
    const taken = await checkMoveSlot(person, a);
    if (taken) return taken;
  }
  if (a.action === 'block') {
    if (Date.parse(a.end) <= Date.parse(a.start))
      throw new HttpError(400, 'bad_request', 'The end must be after the start.');
    const row = await oneRow(
      `INSERT INTO bookings (business_id, kind, provider_id, status, during, occupied, note, created_by)
       SELECT $1, 'block', p.id, 'confirmed', tstzrange($5, $6, '[)'), tstzrange($5, $6, '[)'), $7, $3
       FROM booking_providers p
       WHERE p.id = $4 AND p.business_id = $1 AND p.active AND ($2::text <> 'staff' OR p.user_id = $3)
       RETURNING id, kind`,
      [...base, a.provider_id, a.start, a.end, a.note],
    );
    if (!row) throw new HttpError(404, 'not_found', BOOKING_NOT_FOUND);
    return { id: row.id };
  }
  const row = await oneRow(statementFor(a), [
    ...base,
    a.booking_id,
    ...(a.action === 'move' ? [a.start, a.provider_id ?? null] : a.action === 'cancel' ? [a.refund_deposit] : []),
  ]);
  if (!row) throw new HttpError(404, 'not_found', BOOKING_NOT_FOUND);
  // A paid deposit the owner gives back was claimed as 'refunding' by the statement; the scheduled sweep asks
  // Stripe again if it does not answer now. The email then says it is refunded.
  if (a.action === 'cancel') for (const id of row.refunding ?? []) await refundCancelledDeposit(id);
  if (row.kind !== 'block' && (a.action === 'move' || a.action === 'cancel'))
    await sendBookingEmail(row.id, a.action === 'move' ? 'rescheduled' : 'cancelled');
  return { id: row.id };
}

/**
 * One statement per action; $4 is the booking; for a move $5 is the new start and $6 the new provider or null, for
 * a cancel $5 whether a paid deposit is refunded.
 */
function statementFor(a: Exclude<CalendarAction, { action: 'block' | 'create' }>): string {
  switch (a.action) {
    case 'move':
      // The reminder is due again at the new time; old signed links stop working (link_version).
      return `UPDATE bookings b SET
          during = tstzrange($5::timestamptz, $5::timestamptz + (upper(b.during) - lower(b.during)), '[)'),
          occupied = tstzrange($5::timestamptz, $5::timestamptz + (upper(b.occupied) - lower(b.occupied)), '[)'),
          provider_id = coalesce($6::uuid, b.provider_id), reminder_sent_at = NULL,
          reminder_due_at = CASE WHEN st.reminder_hours > 0
            THEN $5::timestamptz - make_interval(hours => st.reminder_hours) END,
          link_version = b.link_version + 1, updated_at = now()
        FROM booking_settings st
        WHERE b.id = $4 AND b.business_id = $1 AND st.business_id = b.business_id AND ${SCOPE}
          AND b.kind IN ('appointment', 'block') AND b.status IN ('held', 'confirmed')
          AND ($6::uuid IS NULL OR $6::uuid IN (SELECT id FROM booking_providers
                WHERE business_id = $1 AND active AND ($2::text <> 'staff' OR user_id = $3)))
        RETURNING b.id, b.kind`;
    case 'cancel':
      // A seat gives its place back to its class, in the same statement.
      // Paid deposits of what the business cancels (the booking, or every seat of a class) are claimed for refund
      // unless the owner keeps them ($5).
      return `WITH cancelled AS (
          UPDATE bookings b SET status = 'cancelled', link_version = b.link_version + 1, updated_at = now(),
            deposit_state = CASE WHEN b.deposit_state = 'paid' THEN
              CASE WHEN $5::boolean THEN 'refunding' ELSE 'kept' END ELSE b.deposit_state END
          WHERE b.id = $4 AND b.business_id = $1 AND ${SCOPE} AND b.status IN ('held', 'confirmed')
          RETURNING b.id, b.kind, b.session_id, b.deposit_state),
        class_seats AS (
          UPDATE bookings s SET status = 'cancelled', updated_at = now(),
            deposit_state = CASE WHEN s.deposit_state = 'paid' THEN
              CASE WHEN $5::boolean THEN 'refunding' ELSE 'kept' END ELSE s.deposit_state END
          FROM cancelled
          WHERE cancelled.kind = 'class' AND s.session_id = cancelled.id AND s.status IN ('held', 'confirmed')
          RETURNING s.id, s.deposit_state),
        freed AS (
          UPDATE bookings c SET seats_taken = c.seats_taken - 1 FROM cancelled
          WHERE c.id = cancelled.session_id)
        SELECT id, kind, ARRAY(SELECT id FROM (SELECT id, deposit_state FROM cancelled UNION ALL
            SELECT id, deposit_state FROM class_seats) d WHERE d.deposit_state = 'refunding') AS refunding
        FROM cancelled`;
    case 'no_show':
      // The policy keeps a paid deposit when the customer does not come.
      return `UPDATE bookings b SET status = 'no_show', updated_at = now(),
          deposit_state = CASE WHEN b.deposit_state = 'paid' THEN 'kept' ELSE b.deposit_state END
        WHERE b.id = $4 AND b.business_id = $1 AND ${SCOPE} AND b.kind IN ('appointment', 'seat')
          AND b.status IN ('confirmed', 'completed') AND lower(b.during) <= now()
        RETURNING b.id, b.kind`;
    case 'completed':
      return `UPDATE bookings b SET status = 'completed', updated_at = now()
        WHERE b.id = $4 AND b.business_id = $1 AND ${SCOPE} AND b.kind IN ('appointment', 'seat')
          AND b.status IN ('confirmed', 'no_show') AND lower(b.during) <= now()
        RETURNING b.id, b.kind`;
  }
}
