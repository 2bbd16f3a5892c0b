// The demo salon (issue 41): its own demo login, a Haircut with a $20 deposit and Colour with 25% by two stylists,
// appointments on each stylist's next working days in Atlantic Time, a live bilingual website listing the haircut,
// and a second seed that changes nothing.
import { describe, expect, it } from 'vitest';
import login from '../../functions/business-login.mts';
import calendarFn from '../../functions/bookings-calendar.mts';
import optionsFn from '../../functions/bookings-options.mts';
import slotsFn from '../../functions/bookings-slots.mts';
import { query, transaction } from '../../src/server/db/client.ts';
import { DEMO_SALON, seedDemoSalon } from '../../src/server/seed/demo-salon.ts';
import { salonVisits, seedDemoSalonBookings } from '../../src/server/seed/demo-salon-bookings.ts';
import { DEMO_SITES, seedDemoWebsite } from '../../src/server/seed/demo-website.ts';
import { toZoned } from '../../src/shared/zoned-time.ts';
import type { CalendarAnswer } from '../../src/schemas/bookings-calendar-answers.ts';
import { call } from './helpers.ts';
import { freshIp } from './accounts-helpers.ts';
import { sessionFor } from './team-helpers.ts';
import { visit } from './website-helpers.ts';

const ZONE = 'America/Halifax';

async function salon() {
  const [row] = await query<{ id: string; user_id: string }>(
    `SELECT b.id, m.user_id FROM businesses b JOIN memberships m ON m.business_id = b.id AND m.role = 'owner'
     WHERE b.business_email = $1`,
    [DEMO_SALON.email],
  );
  return { ...row!, cookie: await sessionFor(row!.user_id, row!.id) };
}

/** Every row the salon's seed writes, to compare before and after seeding again. */
const salonRows = (id: string) =>
  query(
    `SELECT (SELECT json_agg(b ORDER BY b.id) FROM bookings b WHERE b.business_id = $1) AS bookings,
       (SELECT json_agg(p ORDER BY p.id) FROM booking_providers p WHERE p.business_id = $1) AS providers,
       (SELECT json_agg(h ORDER BY h.provider_id, h.weekday) FROM provider_hours h
          JOIN booking_providers p ON p.id = h.provider_id WHERE p.business_id = $1) AS hours,
       (SELECT json_agg(s ORDER BY s.id) FROM bookable_services s WHERE s.business_id = $1) AS services,
       (SELECT json_agg(x ORDER BY x.service_id, x.provider_id) FROM bookable_service_providers x
          WHERE x.business_id = $1) AS who,
       (SELECT json_agg(m ORDER BY m.user_id) FROM memberships m WHERE m.business_id = $1) AS team,
       (SELECT json_agg(l ORDER BY l.id) FROM (SELECT id, business_name, hours, owner_id FROM listings
          WHERE owner_id = $1) l) AS listing`,
    [id],
  );

describe('the demo salon', () => {
  it('signs in with its own demo login (the demo password), on the website plan', async () => {
    const res = await call(login, '/api/business/login', {
      method: 'POST',
      json: { business_email: DEMO_SALON.email, business_password: DEMO_SALON.password },
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ auth: { rank: 'web-hosting', demo: true } });
  });

  it('books online: a Haircut with a $20 deposit and Colour with 25%, by either stylist', async () => {
    const res = await call(optionsFn, `/api/bookings/options?listing=${DEMO_SALON.listingId}`);
    expect(res.status).toBe(200);
    const body = res.body as { time_zone: string; services: Record<string, unknown>[] };
    expect(body.time_zone).toBe(ZONE);
    expect(body.services).toEqual([
      expect.objectContaining({ name: 'Colour', duration_minutes: 90, price_cents: 12000, deposit_cents: 3000 }),
      expect.objectContaining({ name: 'Haircut', duration_minutes: 45, price_cents: 5500, deposit_cents: 2000 }),
    ]);
    for (const s of body.services)
      expect((s.providers as { name: string }[]).map((p) => p.name)).toEqual(['Claire Boudreau', 'Marcus Dixon']);
    const [policy] = await query<{ cancel_until_hours: number; late_deposit: string }>(
      `SELECT cancel_until_hours, late_deposit FROM bookable_services WHERE service_slug = 'haircuts'
       AND business_id = (SELECT id FROM businesses WHERE business_email = $1)`,
      [DEMO_SALON.email],
    );
    expect(policy).toEqual({ cancel_until_hours: 24, late_deposit: 'kept' });
  });

  it('has appointments on the stylists’ next working days (Atlantic Time); a 2nd seed changes nothing', async () => {
    const s = await salon();
    // Seeded as npm start seeds (again today, so the days are the next ones), then once more.
    await transaction(async (tx) => {
      await seedDemoSalon(tx);
      await seedDemoSalonBookings(tx);
    });
    const before = await salonRows(s.id);
    await transaction(async (tx) => {
      await seedDemoSalon(tx);
      await seedDemoSalonBookings(tx);
    });
    expect(await salonRows(s.id)).toEqual(before);

    const visits = salonVisits(new Date());
    const days = visits.map((v) => toZoned(new Date(v.start), ZONE).date).sort();
    const res = await call(calendarFn, `/api/bookings/calendar?from=${days[0]}&to=${days.at(-1)}`, {
      headers: { cookie: s.cookie },
    });
    const answer = res.body as CalendarAnswer;
    expect(answer.time_zone).toBe(ZONE);
    expect(answer.providers.map((p) => p.name)).toEqual(['Claire Boudreau', 'Marcus Dixon']);
    const seeded = answer.bookings.filter((b) => visits.some((v) => v.id === b.id));
    expect(seeded).toHaveLength(5);
    for (const b of seeded) {
      expect(b).toMatchObject({ status: 'confirmed', deposit_state: 'none', note: 'Booked by phone.' });
      const local = toZoned(new Date(b.start), ZONE);
      expect(['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']).toContain(
        new Date(`${local.date}T12:00:00Z`).toLocaleDateString('en-CA', { weekday: 'long', timeZone: 'UTC' }),
      );
      if (b.provider_name === 'Marcus Dixon') expect(local.time >= '10:00').toBe(true);
    }
    // A seeded appointment's time is no longer offered to customers.
    const haircut = visits[0]!;
    const day = toZoned(new Date(haircut.start), ZONE).date;
    const q = new URLSearchParams({
      listing: DEMO_SALON.listingId,
      service: haircut.service_id,
      provider: haircut.provider_id,
      date: day,
    });
    const slots = (await call(slotsFn, `/api/bookings/slots?${q}`)).body as { slots: { start: string }[] };
    expect(slots.slots.length).toBeGreaterThan(0);
    expect(slots.slots.map((x) => x.start)).not.toContain(haircut.start);
  });

  it('has a live bilingual website whose services page lists the haircut', async () => {
    process.env.SCREENSHOTS = 'off';
    const lines: string[] = [];
    await seedDemoWebsite((l) => lines.push(l), DEMO_SITES.salon);
    await seedDemoWebsite((l) => lines.push(l), DEMO_SITES.salon);
    expect(lines.filter((l) => l.includes('draft')).length).toBeLessThanOrEqual(1);
    const [site] = await query<{ slug: string }>(
      'SELECT w.slug FROM websites w JOIN businesses b ON b.id = w.business_id WHERE b.business_email = $1',
      [DEMO_SALON.email],
    );
    expect(site!.slug).toMatch(/^demo-hair-salon/);
    const page = await visit(`${site!.slug}.localhost`, '/services/haircuts/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Demo Hair Salon');
    // 'Book' to the platform's booking page for its bookable Haircut (the renderer's link, issue 41).
    expect(page.body).toMatch(
      /href="[^"]*\/book\/\?listing=demo-hair-salon-halifax&amp;service=[0-9a-f-]{36}&amp;lang=en">Book</,
    );
    const french = await visit(`${site!.slug}.localhost`, '/fr/services/haircuts/');
    expect(french.status).toBe(200);
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.body).toMatch(/&amp;lang=fr">Réserver</);
  });
});
