// Bookings (issue 41) on real PostgreSQL: 50 customers at once for one slot of one person make exactly one booking
// (the exclusion constraint; the rest are offered other slots), and 30 at once for a class of 5 seats take exactly
// 5 (one conditional UPDATE of the seat count). Holds swept by two runs at once expire once.
import { expect } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { createBooking, expireHolds } from '../../src/server/bookings/bookings.ts';
import { applyCalendarAction } from '../../src/server/bookings/calendar.ts';
import { removeProvider } from '../../src/server/bookings/setup-removals.ts';
import { findMembership } from '../../src/server/auth/sessions-repo.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import type { BookingRequest } from '../../src/schemas/bookings.ts';
import { useTempOutbox } from '../functions/outbox.ts';
import { makeSalon, torontoDay } from '../functions/bookings-fixtures.ts';
import { atOnce, race } from './race.ts';

useTempOutbox();
const at = (day: string, hour: number) =>
  fromZoned(day, `${String(hour).padStart(2, '0')}:00`, 'America/Toronto')!.toISOString();

const request = (
  listing: string,
  service_id: string,
  provider_id: string,
  start: string,
  i: number,
): BookingRequest => ({
  listing,
  service_id,
  provider_id,
  start,
  name: `Customer ${i}`,
  email: `racer-${i}-${Date.now()}@example.ca`,
  phone: '705-555-0100',
  language: 'en',
  note: '',
  review_request: true,
});

race('50 customers book one slot of one person at once: exactly one booking', async (attempt) => {
  const salon = await makeSalon();
  const start = fromZoned(torontoDay(20 + attempt), '10:00', 'America/Toronto')!.toISOString();
  const outcomes = await atOnce(50, (i) =>
    createBooking(request(salon.slug, salon.haircut, salon.providers.staff, start, i)),
  );
  expect(outcomes.filter((o) => o.status === 'booked')).toHaveLength(1);
  const refused = outcomes.filter((o) => o.status === 'taken');
  expect(refused).toHaveLength(49);
  expect(refused.every((o) => o.status === 'taken' && !o.alternatives.some((a) => a.start === start))).toBe(true);
  const rows = await query("SELECT 1 FROM bookings WHERE provider_id = $1 AND status = 'confirmed'", [
    salon.providers.staff,
  ]);
  expect(rows).toHaveLength(1);
});

race('30 customers at once for a class of 5 seats: exactly 5 seats, one session', async (attempt) => {
  const salon = await makeSalon();
  const start = fromZoned(torontoDay(20 + attempt), '11:00', 'America/Toronto')!.toISOString();
  const outcomes = await atOnce(30, (i) =>
    createBooking(request(salon.slug, salon.yoga, salon.providers.studio, start, i)),
  );
  expect(outcomes.filter((o) => o.status === 'booked')).toHaveLength(5);
  const sessions = await query<{ seats_taken: number }>(
    "SELECT seats_taken FROM bookings WHERE business_id = $1 AND kind = 'class'",
    [salon.businessId],
  );
  expect(sessions).toEqual([{ seats_taken: 5 }]);
  const seats = await query("SELECT 1 FROM bookings WHERE business_id = $1 AND kind = 'seat'", [salon.businessId]);
  expect(seats).toHaveLength(5);
});

race('two sweeps at once expire 20 overdue holds once each', async (attempt) => {
  const salon = await makeSalon();
  const day = torontoDay(40 + attempt);
  for (let h = 0; h < 20; h++)
    await query(
      `INSERT INTO bookings (business_id, kind, service_id, provider_id, status, during, occupied, customer_name,
         customer_email, hold_expires_at)
       VALUES ($1, 'appointment', $2, $3, 'held', tstzrange($4::timestamptz, $4::timestamptz + interval '20 minutes'),
         tstzrange($4::timestamptz, $4::timestamptz + interval '20 minutes'), 'Hold', 'hold@example.ca',
         now() - interval '1 minute')`,
      [salon.businessId, salon.colour, salon.providers.staff, new Date(Date.parse(`${day}T12:00:00Z`) + h * 1_800_000)],
    );
  const [a, b] = await atOnce(2, () => expireHolds([salon.providers.staff]));
  expect(a! + b!).toBe(20);
  const held = await query("SELECT 1 FROM bookings WHERE provider_id = $1 AND status = 'held'", [
    salon.providers.staff,
  ]);
  expect(held).toHaveLength(0);
});

race('the owner books a caller while 20 customers book the same slot: exactly one booking', async (attempt) => {
  const salon = await makeSalon();
  const owner = (await findMembership(salon.users.owner.id, salon.businessId))!;
  const start = fromZoned(torontoDay(30 + attempt), '10:00', 'America/Toronto')!.toISOString();
  const caller = { name: 'Caller', email: 'caller@example.ca', phone: '', language: 'en' as const, note: '' };
  const phoned = { action: 'create' as const, service_id: salon.haircut, provider_id: salon.providers.staff, start };
  const outcomes = await atOnce(21, async (i): Promise<string> => {
    if (i > 0) return (await createBooking(request(salon.slug, salon.haircut, salon.providers.staff, start, i))).status;
    const byOwner = await applyCalendarAction(owner, { ...phoned, ...caller });
    return 'id' in byOwner ? 'booked' : byOwner.status;
  });
  expect(outcomes.filter((o) => o === 'booked')).toHaveLength(1);
  expect(outcomes.filter((o) => o === 'taken')).toHaveLength(20);
  const rows = await query("SELECT 1 FROM bookings WHERE provider_id = $1 AND status = 'confirmed'", [
    salon.providers.staff,
  ]);
  expect(rows).toHaveLength(1);
});

race(
  'a person removed while 20 customers book them: refused with their bookings, or removed with none',
  async (attempt) => {
    const salon = await makeSalon();
    const day = torontoDay(50 + attempt);
    const statusOf = (error: unknown) => String((error as { status?: number }).status);
    const outcomes = await atOnce(21, async (i): Promise<string> => {
      if (i === 0) return removeProvider(salon.businessId, salon.providers.staff).then(() => 'removed', statusOf);
      const wanted = request(salon.slug, salon.haircut, salon.providers.staff, at(day, 9 + (i % 8)), i);
      return createBooking(wanted).then((o) => o.status, statusOf);
    });
    const upcoming = await query(
      "SELECT 1 FROM bookings WHERE provider_id = $1 AND status IN ('held', 'confirmed') AND upper(during) > now()",
      [salon.providers.staff],
    );
    if (outcomes[0] === 'removed') expect(upcoming).toHaveLength(0);
    else expect([outcomes[0], upcoming.length > 0]).toEqual(['409', true]);
    // Each customer was booked, offered other times, or told nobody does it now: never a 500.
    expect(outcomes.slice(1).every((o) => ['booked', 'taken', '404'].includes(o))).toBe(true);
  },
);
