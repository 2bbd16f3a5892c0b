// Taking things out of the booking setup (issue 41): a day off, a person or resource (refused with how many while
// they have upcoming bookings), a service's bookable switch hiding it from the booking form; and the listing's
// 'Book a time' following what is bookable, its CDN copies purged after each such change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import setupFn from '../../functions/bookings-setup.mts';
import optionsFn from '../../functions/bookings-options.mts';
import calendarFn from '../../functions/bookings-calendar.mts';
import { query } from '../../src/server/db/client.ts';
import { setPurger } from '../../src/server/directory/cdn-purge.ts';
import { listingBookingPath } from '../../src/server/bookings/listing-booking.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import { call } from './helpers.ts';
import { useTempOutbox } from './outbox.ts';
import { makeSalon, massageService, torontoDay, type Salon } from './bookings-fixtures.ts';

useTempOutbox();
const purged: string[][] = [];
let restore: () => void;
beforeAll(() => (restore = setPurger(async (tags) => void purged.push(tags))));
afterAll(() => restore());

const setup = (cookie: string, json: Record<string, unknown>) =>
  call(setupFn, '/api/bookings/setup', { method: 'POST', json, headers: { cookie } });
const read = async (s: Salon) =>
  (await call(setupFn, '/api/bookings/setup', { headers: { cookie: s.cookies.owner } })).body as {
    providers: { id: string }[];
    days_off: { id: string }[];
  };
const optionNames = async (s: Salon) =>
  ((await call(optionsFn, `/api/bookings/options?listing=${s.slug}`)).body as { services: { name: string }[] }).services
    .map((x) => x.name)
    .sort();
const bookFor = (s: Salon, provider: string, date: string) =>
  call(calendarFn, '/api/bookings/calendar', {
    method: 'POST',
    json: {
      action: 'create',
      service_id: s.haircut,
      provider_id: provider,
      start: fromZoned(date, '10:00', 'America/Toronto')!.toISOString(),
      name: 'Lee',
      email: `lee-${Date.now()}@example.ca`,
    },
    headers: { cookie: s.cookies.owner },
  });

describe('removing from the setup', () => {
  it('removes a day off of this business only', async () => {
    const s = await makeSalon();
    const date = torontoDay(5);
    await setup(s.cookies.manager, { action: 'exception', provider_id: null, starts_on: date, ends_on: date });
    const [off] = (await read(s)).days_off;
    const other = await makeSalon();
    expect((await setup(other.cookies.owner, { action: 'remove_exception', exception_id: off!.id })).status).toBe(404);
    expect((await setup(s.cookies.staff, { action: 'remove_exception', exception_id: off!.id })).status).toBe(403);
    expect((await setup(s.cookies.manager, { action: 'remove_exception', exception_id: off!.id })).status).toBe(200);
    expect((await read(s)).days_off).toEqual([]);
  });

  it('a person with upcoming bookings is refused with how many; else removed, or inactive with past ones', async () => {
    const s = await makeSalon();
    const first = await bookFor(s, s.providers.staff, torontoDay(6));
    await bookFor(s, s.providers.staff, torontoDay(7));
    const refused = await setup(s.cookies.owner, { action: 'remove_provider', provider_id: s.providers.staff });
    expect(refused.status).toBe(409);
    expect((refused.body as { error: { message: string } }).error.message).toBe(
      'Sam has 2 upcoming bookings. Move or cancel them first.',
    );
    // One visit already happened (a past row), the other is cancelled: Sam is kept, inactive, for the history.
    await query("UPDATE bookings SET status = 'completed' WHERE id = $1", [(first.body as { id: string }).id]);
    await query("UPDATE bookings SET status = 'cancelled' WHERE provider_id = $1 AND status = 'confirmed'", [
      s.providers.staff,
    ]);
    expect((await setup(s.cookies.owner, { action: 'remove_provider', provider_id: s.providers.staff })).status).toBe(
      200,
    );
    const [sam] = await query<{ active: boolean }>('SELECT active FROM booking_providers WHERE id = $1', [
      s.providers.staff,
    ]);
    expect(sam).toEqual({ active: false });
    expect((await read(s)).providers.map((p) => p.id)).not.toContain(s.providers.staff);
    expect((await bookFor(s, s.providers.staff, torontoDay(8))).status).toBe(404);
    // The same team member added again takes bookings again.
    const back = { action: 'provider', kind: 'member', user_id: s.users.staff.id, name: 'Samuel' };
    expect(((await setup(s.cookies.owner, back)).body as { id: string }).id).toBe(s.providers.staff);
    expect((await setup(s.cookies.owner, back)).status).toBe(409);
    // A resource with no bookings at all is deleted with its links.
    expect(
      (await setup(s.cookies.manager, { action: 'remove_provider', provider_id: s.providers.studio })).status,
    ).toBe(200);
    expect(await query('SELECT 1 FROM booking_providers WHERE id = $1', [s.providers.studio])).toEqual([]);
    // Nobody does the yoga class now, nor the colour (Sam came back doing no service yet): only the haircut is offered.
    expect(await optionNames(s)).toEqual(['Haircut']);
  });
});

describe("a service's bookable switch", () => {
  it('hides the service from the booking form, keeps its settings, and the listing follows', async () => {
    const s = await makeSalon();
    await query('DELETE FROM bookable_services WHERE business_id = $1', [s.businessId]);
    expect(await listingBookingPath(s.slug)).toBeNull();
    const massage = massageService([s.providers.staff]);
    purged.splice(0);
    const made = (await setup(s.cookies.owner, massage)).body as { id: string };
    expect(await listingBookingPath(s.slug)).toBe(`/book/?listing=${s.slug}`);
    expect(purged.flat()).toContain(`listing-${s.slug}`);
    expect(await optionNames(s)).toEqual(['Massage']);

    purged.splice(0);
    const off = await setup(s.cookies.manager, { action: 'service_active', service_id: made.id, active: false });
    expect(off.status).toBe(200);
    expect(await optionNames(s)).toEqual([]);
    expect(await listingBookingPath(s.slug)).toBeNull();
    expect(purged.flat()).toContain(`listing-${s.slug}`);
    const [kept] = await query('SELECT price_cents, active FROM bookable_services WHERE id = $1', [made.id]);
    expect(kept).toEqual({ price_cents: 9000, active: false });

    expect((await setup(s.cookies.owner, { action: 'service_active', service_id: made.id, active: true })).status).toBe(
      200,
    );
    expect(await optionNames(s)).toEqual(['Massage']);
    const stranger = await makeSalon();
    const theirs = { action: 'service_active', service_id: made.id, active: false };
    expect((await setup(stranger.cookies.owner, theirs)).status).toBe(404);
    expect((await setup(s.cookies.staff, theirs)).status).toBe(403);
  });
});
