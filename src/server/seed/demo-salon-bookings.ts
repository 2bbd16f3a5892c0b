/**
 * The demo salon's bookings (issue 41): Atlantic Time, two stylists with weekly hours (the owner, Claire, and
 * Marcus on staff), a Haircut with a fixed $20 deposit (cancel until 24 hours before; the deposit is refunded
 * until then and kept after) and Colour with a 25% deposit, and a few appointments on each stylist's next working
 * days, booked by phone (no deposit taken). Rows the owner changed stay changed: the stylists' hours and who does
 * which service are written only with the row they belong to, and everything else is ON CONFLICT DO NOTHING.
 */
import type { Queryable } from '../db/client.ts';
import { fromZoned } from '../../shared/zoned-time.ts';
import { seedUuid } from './seed-ids.ts';
import { DEMO_SALON } from './demo-salon.ts';
import { insertSeedBookings, nextWorkingDays, type SeedBooking } from './demo-booking-rows.ts';

const ZONE = 'America/Halifax';
const HAIRCUT = seedUuid('demo-salon-service:haircuts');
const COLOUR = seedUuid('demo-salon-service:colour');

type Hours = [weekday: number, opens: string, closes: string][];
const STYLISTS: { key: string; name: string; owner: boolean; hours: Hours }[] = [
  {
    key: 'claire',
    name: 'Claire Boudreau',
    owner: true,
    hours: [
      [2, '09:00', '17:00'],
      [3, '09:00', '17:00'],
      [4, '09:00', '17:00'],
      [5, '09:00', '17:00'],
      [6, '09:00', '16:00'],
    ],
  },
  {
    key: 'marcus',
    name: 'Marcus Dixon',
    owner: false,
    hours: [
      [3, '10:00', '18:00'],
      [4, '10:00', '18:00'],
      [5, '10:00', '18:00'],
      [6, '09:00', '16:00'],
    ],
  },
];
const providerId = (key: string) => seedUuid(`demo-salon-stylist:${key}`);

// [stylist, working day (0: the next), time, service, name, email, phone, language]
type Visit = [string, number, string, string, string, string, string, 'en' | 'fr'];
const VISITS: Visit[] = [
  ['claire', 0, '10:00', HAIRCUT, 'Olivia MacDonald', 'olivia.macdonald@example.com', '+1 902-555-0171', 'en'],
  ['claire', 0, '13:30', COLOUR, 'Priya Sharma', 'priya.sharma@example.com', '+1 902-555-0128', 'en'],
  ['claire', 1, '11:00', HAIRCUT, 'Ben Cormier', 'ben.cormier@example.com', '+1 902-555-0193', 'en'],
  ['marcus', 0, '14:00', HAIRCUT, 'Noah Leblanc', 'noah.leblanc@example.com', '+1 902-555-0155', 'fr'],
  ['marcus', 1, '10:30', COLOUR, 'Emma Chiasson', 'emma.chiasson@example.com', '+1 902-555-0137', 'fr'],
];

/** The appointments a seed on `now` writes (exported for the tests). */
export function salonVisits(now: Date): SeedBooking[] {
  const days = new Map(
    STYLISTS.map((s) => {
      const week = { zone: ZONE, province: 'NS', weekdays: new Set(s.hours.map(([d]) => d)) };
      return [s.key, nextWorkingDays(now, week, 2)];
    }),
  );
  return VISITS.map(([stylist, n, time, service, name, email, phone, language]) => {
    const day = days.get(stylist)![n]!;
    return {
      id: seedUuid(`demo-salon-booking:${stylist}:${day}:${time}`),
      ...{ service_id: service, provider_id: providerId(stylist), start: fromZoned(day, time, ZONE)!.toISOString() },
      ...{ name, email, phone, language, note: 'Booked by phone.' },
    };
  });
}

export async function seedDemoSalonBookings(tx: Queryable, now = new Date()): Promise<void> {
  const { rows: members } = await tx.query<{ business_id: string; user_id: string; role: string; email: string }>(
    `SELECT b.id AS business_id, m.user_id, m.role, u.email FROM businesses b
     JOIN memberships m ON m.business_id = b.id JOIN users u ON u.id = m.user_id
     WHERE lower(b.business_email) = lower($1)`,
    [DEMO_SALON.email],
  );
  const b = members[0]?.business_id;
  if (!b) return;
  await tx.query(
    `INSERT INTO booking_settings (business_id, time_zone, time_zone_confirmed, min_notice_minutes, horizon_days)
     VALUES ($1, $2, true, 120, 60) ON CONFLICT (business_id) DO NOTHING`,
    [b, ZONE],
  );
  for (const s of STYLISTS) {
    const member = members.find((m) => (s.owner ? m.role === 'owner' : m.email === DEMO_SALON.stylistEmail));
    if (!member) continue;
    await tx.query(
      `WITH made AS (
         INSERT INTO booking_providers (id, business_id, kind, user_id, name) VALUES ($1, $2, 'member', $3, $4)
         ON CONFLICT DO NOTHING RETURNING id)
       INSERT INTO provider_hours (provider_id, weekday, opens, closes)
       SELECT made.id, h.weekday, h.opens::time, h.closes::time
       FROM made, jsonb_to_recordset($5::jsonb) AS h(weekday int, opens text, closes text)`,
      [
        providerId(s.key),
        b,
        member.user_id,
        s.name,
        JSON.stringify(s.hours.map(([weekday, opens, closes]) => ({ weekday, opens, closes }))),
      ],
    );
  }
  // Haircut: 45 min, $55, $20 deposit; Colour: 90 min, $120, 25%. Both: cancel until the deadline, deposit kept after.
  for (const [id, slug, name, minutes, cents, kind, value, hours] of [
    [HAIRCUT, 'haircuts', 'Haircut', 45, 5500, 'fixed', 2000, 24],
    [COLOUR, 'colour', 'Colour', 90, 12000, 'percent', 25, 48],
  ] as const) {
    await tx.query(
      `WITH made AS (
         INSERT INTO bookable_services (id, business_id, service_slug, name, duration_minutes, buffer_minutes,
           price_cents, deposit_kind, deposit_value, capacity, cancel_until_hours, late_deposit)
         VALUES ($1, $2, $3, $4, $5, 15, $6, $7, $8, 1, $9, 'kept')
         ON CONFLICT DO NOTHING RETURNING id)
       INSERT INTO bookable_service_providers (service_id, provider_id, business_id)
       SELECT made.id, p.id, $2 FROM made JOIN booking_providers p ON p.business_id = $2 AND p.id = ANY($10::uuid[])`,
      [id, b, slug, name, minutes, cents, kind, value, hours, STYLISTS.map((s) => providerId(s.key))],
    );
  }
  await insertSeedBookings(tx, b, salonVisits(now));
}
