/**
 * What a customer may book: a business's booking context (by its listing), a service and who does it, and the
 * free slots of one day, computed by the pure slot code from what the database holds. Reads only.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import type { Hours } from '../../schemas/seed.ts';
import type { SlotOut } from '../../schemas/bookings.ts';
import { generateSlots, type Interval, type OpenSession, type SlotRules } from './slots.ts';
import { isExceptionDay, statutoryHoliday, weeklyHoursFor } from './hours.ts';
import { addDays, fromZoned } from './zoned-time.ts';

export const NOT_BOOKABLE = 'This business does not take bookings online.';
export const SERVICE_NOT_FOUND = 'This service cannot be booked online.';

export interface BookingBusiness {
  business_id: string;
  business_name: string;
  listing_slug: string;
  province: string;
  hours: Hours | null;
  time_zone: string;
  min_notice_minutes: number;
  horizon_days: number;
  slot_step_minutes: number;
  close_on_holidays: boolean;
}

export interface BookableService {
  id: string;
  name: string;
  duration_minutes: number;
  buffer_minutes: number;
  price_cents: number;
  deposit_kind: 'none' | 'fixed' | 'percent';
  deposit_value: number;
  capacity: number;
  cancel_until_hours: number;
  late_deposit: 'kept' | 'refunded';
}

export interface Provider {
  id: string;
  name: string;
}

const BUSINESS_SQL = `SELECT l.owner_id AS business_id, l.business_name, l.business_unique_id AS listing_slug,
         l.state_code AS province, l.hours, s.time_zone, s.min_notice_minutes, s.horizon_days, s.slot_step_minutes,
         s.close_on_holidays
     FROM listings l JOIN booking_settings s ON s.business_id = l.owner_id`;

/** The business behind a listing, if it takes bookings (the listing is claimed and booking is set up). */
export async function findBookingBusiness(listingSlug: string): Promise<BookingBusiness> {
  const [row] = await query<BookingBusiness & Record<string, unknown>>(
    `${BUSINESS_SQL} WHERE l.business_unique_id = $1`,
    [listingSlug],
  );
  if (!row) throw new HttpError(404, 'not_bookable', NOT_BOOKABLE);
  return row;
}

/**
 * The signed-in business's booking context (its first listing's hours and province), as its own staff book: they
 * may book inside the minimum notice and beyond the online horizon (a year), never in the past.
 */
export async function findOwnBookingBusiness(businessId: string): Promise<BookingBusiness> {
  const [row] = await query<BookingBusiness & Record<string, unknown>>(
    `${BUSINESS_SQL} WHERE l.owner_id = $1 ORDER BY l.created_at LIMIT 1`,
    [businessId],
  );
  if (!row) throw new HttpError(409, 'settings_first', 'Set up bookings first (the Setup tab).');
  return { ...row, min_notice_minutes: 0, horizon_days: 365 };
}

/** A bookable service of the business; switched off, only when `activeOnly` is false (moving its bookings). */
export async function findService(businessId: string, serviceId: string, activeOnly = true): Promise<BookableService> {
  const [service] = await query<BookableService & Record<string, unknown>>(
    `SELECT id, name, duration_minutes, buffer_minutes, price_cents, deposit_kind, deposit_value, capacity,
            cancel_until_hours, late_deposit
     FROM bookable_services WHERE id = $1 AND business_id = $2 AND (active OR NOT $3)`,
    [serviceId, businessId, activeOnly],
  );
  if (!service) throw new HttpError(404, 'service_not_found', SERVICE_NOT_FOUND);
  return service;
}

/** Who does the service: one provider, or all of them for 'anyone' (in a stable order). */
export async function providersFor(serviceId: string, choice: string): Promise<Provider[]> {
  const providers = await query<Provider & Record<string, unknown>>(
    `SELECT p.id, p.name FROM booking_providers p JOIN bookable_service_providers sp ON sp.provider_id = p.id
     WHERE sp.service_id = $1 AND p.active AND ($2 = 'anyone' OR p.id::text = $2) ORDER BY p.name, p.id`,
    [serviceId, choice],
  );
  if (providers.length === 0) throw new HttpError(404, 'provider_not_found', 'Nobody does this service on that day.');
  return providers;
}

/** Free slots of one local day, each with the provider who would take it ('anyone': the first one free). */
export async function freeSlots(
  business: BookingBusiness,
  service: BookableService,
  providers: readonly Provider[],
  date: string,
  now = new Date(),
  /** A booking being moved: its own time counts as free. */
  ignoreBookingId: string | null = null,
): Promise<SlotOut[]> {
  const ids = providers.map((p) => p.id);
  const dayStart = fromZoned(addDays(date, -1), '12:00', business.time_zone)!;
  const dayEnd = fromZoned(addDays(date, 1), '12:00', business.time_zone)!;
  const [hours, exceptions, busy] = await Promise.all([
    query<{ provider_id: string; weekday: number; opens: string; closes: string }>(
      'SELECT provider_id, weekday, opens::text, closes::text FROM provider_hours WHERE provider_id = ANY($1::uuid[])',
      [ids],
    ),
    query<{ provider_id: string | null; starts_on: string; ends_on: string }>(
      `SELECT provider_id, starts_on::text, ends_on::text FROM booking_exceptions
       WHERE business_id = $1 AND starts_on <= $2::date AND ends_on >= $2::date`,
      [business.business_id, date],
    ),
    query<{ provider_id: string; start: Date; end: Date; service_id: string | null; seats_left: number | null }>(
      `SELECT provider_id, lower(occupied) AS start, upper(occupied) AS "end", service_id,
              CASE WHEN kind = 'class' THEN seats - seats_taken END AS seats_left
       FROM bookings WHERE provider_id = ANY($1::uuid[]) AND kind <> 'seat'
         AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now()))
         AND occupied && tstzrange($2, $3) AND ($4::uuid IS NULL OR id <> $4::uuid)`,
      [ids, dayStart, dayEnd, ignoreBookingId],
    ),
  ]);
  const rules: SlotRules = {
    timeZone: business.time_zone,
    durationMinutes: service.duration_minutes,
    bufferMinutes: service.buffer_minutes,
    stepMinutes: business.slot_step_minutes,
    minNoticeMinutes: business.min_notice_minutes,
    horizonDays: business.horizon_days,
  };
  const holiday = business.close_on_holidays && statutoryHoliday(date, business.province) !== null;
  const taken = new Map<number, SlotOut>();
  for (const provider of providers) {
    const own = busy.filter((b) => b.provider_id === provider.id);
    const sessions: OpenSession[] =
      service.capacity > 1
        ? own
            .filter((b) => b.service_id === service.id && b.seats_left !== null)
            .map((b) => ({ start: new Date(b.start), seatsLeft: b.seats_left! }))
        : [];
    const slots = generateSlots(rules, {
      date,
      hours: weeklyHoursFor(
        hours.filter((h) => h.provider_id === provider.id),
        business.hours,
      ),
      closed:
        holiday ||
        isExceptionDay(
          date,
          exceptions.filter((e) => !e.provider_id || e.provider_id === provider.id),
        ),
      busy: own.map((b): Interval => ({ start: new Date(b.start), end: new Date(b.end) })),
      sessions,
      now,
    });
    for (const s of slots) {
      const key = s.start.getTime();
      if (!taken.has(key))
        taken.set(key, { start: s.start.toISOString(), end: s.end.toISOString(), provider_id: provider.id });
    }
  }
  return [...taken.values()].sort((a, b) => a.start.localeCompare(b.start));
}
