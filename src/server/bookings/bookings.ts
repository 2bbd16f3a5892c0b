/**
 * A customer books: the server checks the wanted start is one of the day's free slots, then ONE statement takes
 * it. The exclusion constraint (migration 0037) refuses a second booking of one provider's time, so two visitors
 * racing for a slot get one booking and one 409 with the nearest free slots; a class seat is one conditional
 * UPDATE of the session's seat count. A service with a deposit is held for 15 minutes while the customer pays it
 * (deposits.ts); the hold counts against the slot like a confirmed booking until it expires.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import type { BookingRequest, SlotOut } from '../../schemas/bookings.ts';
import {
  findBookingBusiness,
  findService,
  freeSlots,
  providersFor,
  type BookableService,
  type BookingBusiness,
  type Provider,
} from './availability.ts';
import { nearestSlots } from './slots.ts';
import { addDays, toZoned } from './zoned-time.ts';
import { sendBookingEmail } from './booking-mail.ts';
import { depositAccount, depositCents, HOLD_MINUTES, startDeposit, type DepositPayment } from './deposits.ts';

export const SLOT_TAKEN = 'Someone has just booked this time. Choose one of the nearest free times instead.';
export const CLASS_DEPOSIT_NOT_ONLINE =
  'A seat in this class asks for a deposit, which cannot be paid online yet. Please call the business to book it.';

/** Postgres refused an overlap (exclusion constraint) or a second class session (unique index). */
export const isSlotConflict = (error: unknown) => ['23P01', '23505'].includes((error as { code?: string }).code ?? '');

/**
 * Runs one statement that takes a provider's time: its rows, or undefined when the database refused an overlap.
 * Concurrent inserts checked by one exclusion constraint can deadlock on each other (each waits for the other's
 * row): PostgreSQL aborts one, which is tried again and then meets the winner's row as a plain overlap.
 */
export async function takeTime<T extends Record<string, unknown>>(
  sql: string,
  params: unknown[],
): Promise<T[] | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await query<T>(sql, params);
    } catch (error) {
      if (isSlotConflict(error)) return undefined;
      if ((error as { code?: string }).code !== '40P01' || attempt >= 5) throw error;
    }
  }
}

export type BookingOutcome =
  | {
      status: 'booked';
      booking: { id: string; start: string; end: string; provider_id: string; status: 'confirmed' | 'held' };
      deposit?: DepositPayment;
    }
  | { status: 'taken'; message: string; alternatives: SlotOut[] };

/** Who a booking is for, from the customer's form or the owner's calendar. */
export type BookingCustomer = Pick<BookingRequest, 'name' | 'email' | 'language' | 'note' | 'review_request'> & {
  phone: string | null;
  /** The team member who took it for the customer (the calendar); null when the customer booked online. */
  created_by: string | null;
};

/**
 * Statements are autocommitted one by one: each is the whole write it names. The provider's row is locked (FOR NO
 * KEY UPDATE) and must be active: bookings of one person are taken one at a time, so concurrent inserts never wait
 * on each other inside the exclusion constraint (FOR SHARE let 50 at once deadlock past takeTime's retries on
 * PostgreSQL 17), and a provider being removed (setup-removals.ts locks it FOR UPDATE) takes no new booking.
 */
async function insertAppointment(
  b: BookingBusiness,
  s: BookableService,
  providerId: string,
  slot: SlotOut,
  r: BookingCustomer,
  deposit = 0,
): Promise<string | undefined> {
  // With a deposit due, a hold: it counts against the slot until it is paid or expires.
  const rows = await takeTime<{ id: string }>(
    `INSERT INTO bookings (business_id, kind, service_id, provider_id, status, during, occupied, customer_name,
         customer_email, customer_phone, language, note, price_cents, review_opt_out, reminder_due_at,
         deposit_cents, deposit_state, hold_expires_at, created_by)
       SELECT $1, 'appointment', $2, $3, CASE WHEN $14::int > 0 THEN 'held' ELSE 'confirmed' END,
              tstzrange($4, $5, '[)'), tstzrange($4, $5::timestamptz + make_interval(mins => $6), '[)'),
              $7, $8, $9, $10, $11, $12, $13,
              CASE WHEN st.reminder_hours > 0 THEN $4::timestamptz - make_interval(hours => st.reminder_hours) END,
              $14, CASE WHEN $14::int > 0 THEN 'due' ELSE 'none' END,
              CASE WHEN $14::int > 0 THEN now() + make_interval(mins => $15::int) END, $16
       FROM booking_settings st JOIN booking_providers p ON p.id = $3 AND p.business_id = $1 AND p.active
       WHERE st.business_id = $1
       FOR NO KEY UPDATE OF p
       RETURNING id`,
    [
      ...[b.business_id, s.id, providerId, slot.start, slot.end, s.buffer_minutes],
      ...[r.name, r.email, r.phone, r.language, r.note, s.price_cents, !r.review_request, deposit, HOLD_MINUTES],
      r.created_by,
    ],
  );
  return rows?.[0]?.id;
}

/** A seat in the class at the slot: the session is made by the first seat (or found), then one seat taken. */
async function insertSeat(
  b: BookingBusiness,
  s: BookableService,
  providerId: string,
  slot: SlotOut,
  r: BookingCustomer,
): Promise<string | undefined> {
  await takeTime(
    `INSERT INTO bookings (business_id, kind, service_id, provider_id, status, during, occupied, seats)
       SELECT $1, 'class', $2, $3, 'confirmed', tstzrange($4, $5, '[)'),
              tstzrange($4, $5::timestamptz + make_interval(mins => $6), '[)'), $7
       FROM booking_providers p WHERE p.id = $3 AND p.business_id = $1 AND p.active
       FOR NO KEY UPDATE OF p
       ON CONFLICT DO NOTHING`,
    [b.business_id, s.id, providerId, slot.start, slot.end, s.buffer_minutes, s.capacity],
  );
  const [row] = await query<{ id: string }>(
    `WITH session AS (
       UPDATE bookings SET seats_taken = seats_taken + 1, updated_at = now()
       WHERE kind = 'class' AND status = 'confirmed' AND service_id = $2 AND provider_id = $3
         AND lower(during) = $4::timestamptz AND seats_taken < seats
       RETURNING id, during)
     INSERT INTO bookings (business_id, kind, service_id, provider_id, session_id, status, during, occupied,
       customer_name, customer_email, customer_phone, language, note, price_cents, review_opt_out, reminder_due_at,
       created_by)
     SELECT $1, 'seat', $2, $3, session.id, 'confirmed', session.during, session.during, $5, $6, $7, $8, $9, $10, $11,
            CASE WHEN st.reminder_hours > 0 THEN $4::timestamptz - make_interval(hours => st.reminder_hours) END, $12
     FROM session, booking_settings st WHERE st.business_id = $1
     RETURNING id`,
    [
      ...[b.business_id, s.id, providerId, slot.start, r.name, r.email, r.phone],
      ...[r.language, r.note, s.price_cents, !r.review_request, r.created_by],
    ],
  );
  return row?.id;
}

/** Up to three free slots nearest to the wanted one, that day or, when it is full, the next days. */
export async function alternativesTo(
  b: BookingBusiness,
  s: BookableService,
  providers: readonly Provider[],
  wanted: Date,
  ignoreBookingId: string | null = null,
): Promise<SlotOut[]> {
  const first = toZoned(wanted, b.time_zone).date;
  for (let i = 0; i < 7; i++) {
    const slots = await freeSlots(b, s, providers, addDays(first, i), new Date(), ignoreBookingId);
    if (slots.length > 0) {
      const asIntervals = slots.map((x) => ({ start: new Date(x.start), end: new Date(x.end), x }));
      return nearestSlots(asIntervals, wanted).map((n) => (n as (typeof asIntervals)[number]).x);
    }
  }
  return [];
}

/**
 * Takes the wanted start with the first of the providers free then ('anyone' tries the next when the database
 * refuses one): the booking's id and slot, or undefined when nobody is free at that time.
 */
export async function takeFirstFree(
  business: BookingBusiness,
  service: BookableService,
  providers: readonly Provider[],
  wanted: Date,
  customer: BookingCustomer,
  deposit = 0,
): Promise<{ id: string; slot: SlotOut } | undefined> {
  const day = toZoned(wanted, business.time_zone).date;
  for (const provider of providers) {
    const slot = (await freeSlots(business, service, [provider], day)).find((x) => Date.parse(x.start) === +wanted);
    if (!slot) continue;
    const id = await (service.capacity > 1
      ? insertSeat(business, service, provider.id, slot, customer)
      : insertAppointment(business, service, provider.id, slot, customer, deposit));
    if (id) return { id, slot };
  }
  return undefined;
}

export async function createBooking(r: BookingRequest): Promise<BookingOutcome> {
  const business = await findBookingBusiness(r.listing);
  const service = await findService(business.business_id, r.service_id);
  const deposit = depositCents(service);
  if (deposit > 0 && service.capacity > 1) throw new HttpError(409, 'deposit_not_online', CLASS_DEPOSIT_NOT_ONLINE);
  const account = deposit > 0 ? await depositAccount(business.business_id) : null;
  const providers = await providersFor(service.id, r.provider_id);
  const wanted = new Date(r.start);
  await expireHolds(providers.map((p) => p.id));
  const taken = await takeFirstFree(business, service, providers, wanted, { ...r, created_by: null }, deposit);
  if (taken) {
    const { id, slot } = taken;
    const booking = { id, start: slot.start, end: slot.end, provider_id: slot.provider_id };
    if (account)
      return {
        status: 'booked',
        booking: { ...booking, status: 'held' },
        deposit: await startDeposit(id, account, deposit),
      };
    await sendBookingEmail(id, 'confirmed');
    return { status: 'booked', booking: { ...booking, status: 'confirmed' } };
  }
  return {
    status: 'taken',
    message: SLOT_TAKEN,
    alternatives: await alternativesTo(business, service, providers, wanted),
  };
}

/**
 * Unpaid holds past their time become 'expired', freeing their slots: one statement, rows locked by another
 * sweep skipped (FOR UPDATE SKIP LOCKED), so two sweeps at once never expire one hold twice. Seats give their
 * place back to the session in the same statement.
 */
export async function expireHolds(providerIds?: readonly string[]): Promise<number> {
  const rows = await query<{ id: string }>(
    `WITH due AS (
       SELECT id FROM bookings
       WHERE status = 'held' AND hold_expires_at <= now() AND ($1::uuid[] IS NULL OR provider_id = ANY($1::uuid[]))
       ORDER BY hold_expires_at LIMIT 500 FOR UPDATE SKIP LOCKED),
     expired AS (
       UPDATE bookings b SET status = 'expired', updated_at = now() FROM due WHERE b.id = due.id
       RETURNING b.id, b.session_id),
     freed AS (
       UPDATE bookings c SET seats_taken = c.seats_taken - n.count, updated_at = now()
       FROM (SELECT session_id, count(*)::int AS count FROM expired WHERE session_id IS NOT NULL GROUP BY session_id) n
       WHERE c.id = n.session_id)
     SELECT id FROM expired`,
    [providerIds ?? null],
  );
  return rows.length;
}
