/**
 * What the demo bakery's and the demo salon's bookings share (issue 41): the days they are put on, and one
 * statement that writes them. Bookings land on the next days the person works, counted in the business's zone
 * and skipping the province's statutory holidays (the demos close on them), so each seed day shows a living
 * calendar. Fixed ids per day and time: a second seed the same day adds nothing.
 */
import type { Queryable } from '../db/client.ts';
import { addDays, isoWeekday, toZoned } from '../../shared/zoned-time.ts';
import { statutoryHoliday } from '../bookings/hours.ts';

export interface WorkWeek {
  zone: string;
  province: string;
  /** ISO weekdays (Monday = 1) the person works. */
  weekdays: ReadonlySet<number>;
}

/** The next `count` working days after today, in the business's zone. */
export function nextWorkingDays(now: Date, week: WorkWeek, count: number): string[] {
  const days: string[] = [];
  for (let d = addDays(toZoned(now, week.zone).date, 1); days.length < count; d = addDays(d, 1))
    if (week.weekdays.has(isoWeekday(d)) && !statutoryHoliday(d, week.province)) days.push(d);
  return days;
}

export interface SeedBooking {
  id: string;
  service_id: string;
  provider_id: string;
  start: string;
  name: string;
  email: string;
  phone: string;
  language?: 'en' | 'fr';
  note?: string;
}

/**
 * Confirmed appointments, their length and price read from the service row. ON CONFLICT DO NOTHING also skips a
 * time the owner has since filled (the exclusion constraint), and a service or person the owner removed is skipped
 * by the joins. No deposit is recorded: no payment was taken for them.
 */
export async function insertSeedBookings(tx: Queryable, businessId: string, rows: SeedBooking[]): Promise<void> {
  await tx.query(
    `INSERT INTO bookings (id, business_id, kind, service_id, provider_id, status, during, occupied, customer_name,
       customer_email, customer_phone, language, note, price_cents, reminder_due_at)
     SELECT r.id, $1, 'appointment', s.id, p.id, 'confirmed',
            tstzrange(r.start, r.start + s.duration_minutes * interval '1 minute', '[)'),
            tstzrange(r.start, r.start + (s.duration_minutes + s.buffer_minutes) * interval '1 minute', '[)'),
            r.name, r.email, r.phone, coalesce(r.language, 'en'), coalesce(r.note, ''), s.price_cents,
            CASE WHEN st.reminder_hours > 0 THEN r.start - make_interval(hours => st.reminder_hours) END
     FROM jsonb_to_recordset($2::jsonb) AS r(id uuid, service_id uuid, provider_id uuid, start timestamptz, name text,
       email text, phone text, language text, note text)
     JOIN bookable_services s ON s.id = r.service_id AND s.business_id = $1
     JOIN booking_providers p ON p.id = r.provider_id AND p.business_id = $1
     JOIN booking_settings st ON st.business_id = $1
     ON CONFLICT DO NOTHING`,
    [businessId, JSON.stringify(rows)],
  );
}
