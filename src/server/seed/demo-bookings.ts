/**
 * The demo bakery's bookings (issue 41), so a newcomer sees a living calendar: its catering service made bookable
 * (a 30-minute tasting, no deposit: the demo has no payout account), the owner taking bookings in the listing's
 * hours, and three tastings on the next open days. Idempotent: fixed ids, and rows the owner changed stay changed
 * (ON CONFLICT DO NOTHING, which also skips a seeded time the owner has since filled with something else).
 */
import type { Queryable } from '../db/client.ts';
import { addDays, fromZoned, isoWeekday, toZoned } from '../../shared/zoned-time.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { seedUuid } from './seed-ids.ts';

const ZONE = 'America/Edmonton';
const PROVIDER = seedUuid('demo-booking-provider');
const SERVICE = seedUuid('demo-booking-service:catering');
/** The demo listing is open Tuesday to Saturday. */
const OPEN_WEEKDAYS = new Set([2, 3, 4, 5, 6]);
const CUSTOMERS = [
  { name: 'Amira Haddad', email: 'amira.haddad@example.com', phone: '+1 780-555-0142', time: '10:00' },
  { name: 'Jonah Whitford', email: 'jonah.whitford@example.com', phone: '+1 780-555-0117', time: '14:00' },
  { name: 'Lise Gagnon', email: 'lise.gagnon@example.com', phone: '+1 587-555-0190', time: '11:30' },
];

/** The next `count` open days after today in Edmonton. */
export function nextOpenDays(now: Date, count: number): string[] {
  const days: string[] = [];
  for (let d = addDays(toZoned(now, ZONE).date, 1); days.length < count; d = addDays(d, 1))
    if (OPEN_WEEKDAYS.has(isoWeekday(d))) days.push(d);
  return days;
}

export async function seedDemoBookings(tx: Queryable, now = new Date()): Promise<void> {
  const [owner] = (
    await tx.query<{ business_id: string; user_id: string }>(
      `SELECT b.id AS business_id, m.user_id FROM businesses b
       JOIN memberships m ON m.business_id = b.id AND m.role = 'owner'
       WHERE lower(b.business_email) = lower($1)`,
      [DEMO_ACCOUNT.email],
    )
  ).rows;
  if (!owner) return;
  const b = owner.business_id;
  await tx.query(
    `INSERT INTO booking_settings (business_id, time_zone, time_zone_confirmed, min_notice_minutes)
     VALUES ($1, $2, true, 120) ON CONFLICT (business_id) DO NOTHING`,
    [b, ZONE],
  );
  await tx.query(
    `INSERT INTO booking_providers (id, business_id, kind, user_id, name) VALUES ($1, $2, 'member', $3, 'Demo Baker')
     ON CONFLICT DO NOTHING`,
    [PROVIDER, b, owner.user_id],
  );
  await tx.query(
    `INSERT INTO bookable_services (id, business_id, service_slug, name, duration_minutes, buffer_minutes, price_cents,
       deposit_kind, deposit_value, capacity, cancel_until_hours, late_deposit)
     VALUES ($1, $2, 'catering', 'Catering tasting', 30, 15, 2500, 'none', 0, 1, 24, 'kept')
     ON CONFLICT DO NOTHING`,
    [SERVICE, b],
  );
  await tx.query(
    `INSERT INTO bookable_service_providers (service_id, provider_id, business_id)
     SELECT s.id, p.id, $1 FROM bookable_services s, booking_providers p
     WHERE s.id = $2 AND p.id = $3 AND s.business_id = $1 AND p.business_id = $1
     ON CONFLICT DO NOTHING`,
    [b, SERVICE, PROVIDER],
  );
  const rows = nextOpenDays(now, CUSTOMERS.length).map((day, i) => {
    const c = CUSTOMERS[i]!;
    const start = fromZoned(day, c.time, ZONE)!;
    return {
      id: seedUuid(`demo-booking:${day}:${c.time}`),
      ...{ name: c.name, email: c.email, phone: c.phone, start: start.toISOString() },
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      buffer_end: new Date(start.getTime() + 45 * 60_000).toISOString(),
    };
  });
  await tx.query(
    `INSERT INTO bookings (id, business_id, kind, service_id, provider_id, status, during, occupied, customer_name,
       customer_email, customer_phone, price_cents, reminder_due_at)
     SELECT r.id, $1, 'appointment', $2, $3, 'confirmed', tstzrange(r.start, r."end", '[)'),
            tstzrange(r.start, r.buffer_end, '[)'), r.name, r.email, r.phone, 2500, r.start - interval '24 hours'
     FROM jsonb_to_recordset($4::jsonb)
       AS r(id uuid, name text, email text, phone text, start timestamptz, "end" timestamptz, buffer_end timestamptz)
     WHERE EXISTS (SELECT 1 FROM booking_providers WHERE id = $3 AND business_id = $1)
     ON CONFLICT DO NOTHING`,
    [b, SERVICE, PROVIDER, JSON.stringify(rows)],
  );
}
