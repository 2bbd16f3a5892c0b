/**
 * The demo bakery's bookings (issue 41), so a newcomer sees a living calendar: its catering service made bookable
 * (a 30-minute tasting, no deposit: the demo has no payout account), the owner taking bookings in the listing's
 * hours, and three tastings on the next open days. Idempotent: fixed ids, and rows the owner changed stay changed
 * (ON CONFLICT DO NOTHING, which also skips a seeded time the owner has since filled with something else).
 */
import type { Queryable } from '../db/client.ts';
import { fromZoned } from '../../shared/zoned-time.ts';
import { DEMO_ACCOUNT } from './demo-account.ts';
import { seedUuid } from './seed-ids.ts';
import { insertSeedBookings, nextWorkingDays } from './demo-booking-rows.ts';

const ZONE = 'America/Edmonton';
const PROVIDER = seedUuid('demo-booking-provider');
const SERVICE = seedUuid('demo-booking-service:catering');
/** The demo listing is open Tuesday to Saturday, and closes on Alberta's statutory holidays. */
const WEEK = { zone: ZONE, province: 'AB', weekdays: new Set([2, 3, 4, 5, 6]) };
const CUSTOMERS = [
  { name: 'Amira Haddad', email: 'amira.haddad@example.com', phone: '+1 780-555-0142', time: '10:00' },
  { name: 'Jonah Whitford', email: 'jonah.whitford@example.com', phone: '+1 780-555-0117', time: '14:00' },
  { name: 'Lise Gagnon', email: 'lise.gagnon@example.com', phone: '+1 587-555-0190', time: '11:30' },
];

/** The next `count` open days after today in Edmonton. */
export const nextOpenDays = (now: Date, count: number) => nextWorkingDays(now, WEEK, count);

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
    const { time, ...customer } = CUSTOMERS[i]!;
    const start = fromZoned(day, time, ZONE)!.toISOString();
    return {
      id: seedUuid(`demo-booking:${day}:${time}`),
      service_id: SERVICE,
      provider_id: PROVIDER,
      start,
      ...customer,
    };
  });
  await insertSeedBookings(tx, b, rows);
}
