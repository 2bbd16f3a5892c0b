// The owner's booking setup (issue 41): settings first, providers from the team only, a service with its
// providers, weekly hours replacing the listing's, a day off; managers only; bad values named, never a 500.
import { describe, expect, it } from 'vitest';
import setupFn from '../../functions/bookings-setup.mts';
import slotsFn from '../../functions/bookings-slots.mts';
import { query } from '../../src/server/db/client.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor } from './team-helpers.ts';
import { massageService as service, torontoDay } from './bookings-fixtures.ts';

const setup = (cookie: string, json: Record<string, unknown>) =>
  call(setupFn, '/api/bookings/setup', { method: 'POST', json, headers: { cookie } });

const settings = {
  action: 'settings',
  time_zone: 'America/Regina',
  min_notice_minutes: 0,
  horizon_days: 60,
  slot_step_minutes: 30,
  close_on_holidays: false,
  reminder_hours: 24,
  review_requests: true,
};

describe('booking setup', () => {
  it('a manager sets bookings up and customers see slots in the confirmed zone; staff may not', async () => {
    const team = await makeTeam({ name: 'Setup Spa' });
    const [manager, staff] = [
      await sessionFor(team.users.manager.id, team.businessId),
      await sessionFor(team.users.staff.id, team.businessId),
    ];
    const slug = `setup-spa-${Date.now()}`;
    await query(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code)
       VALUES ($1, $2, 'Setup Spa', 'Regina', 'regina', 'SK', 'CA')`,
      [slug, team.businessId],
    );
    expect((await setup(staff, settings)).status).toBe(403);
    expect((await setup(manager, service([team.businessId]))).status).toBe(409); // settings first
    expect((await setup(manager, settings)).status).toBe(200);
    const member = { action: 'provider', kind: 'member', user_id: team.users.staff.id, name: 'Sam' };
    const provider = (await setup(manager, member)).body as { id: string };
    expect((await setup(manager, member)).status).toBe(409);
    const stranger = { ...member, user_id: '00000000-0000-4000-8000-000000000000' };
    expect((await setup(manager, stranger)).status).toBe(400);
    const bad = await setup(manager, service([provider.id], { deposit_kind: 'fixed', deposit_value: 20000 }));
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('deposit_value');
    const made = (await setup(manager, service([provider.id]))).body as { id: string };
    const hours = [
      { weekday: 1, opens: '10:00', closes: '12:00' },
      ...[2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opens: '10:00', closes: '12:00' })),
    ];
    expect((await setup(manager, { action: 'hours', provider_id: provider.id, hours })).status).toBe(200);
    const date = torontoDay(9);
    const res = await call(slotsFn, `/api/bookings/slots?listing=${slug}&service=${made.id}&date=${date}`);
    const starts = (res.body as { time_zone: string; slots: { start: string }[] }).slots.map((s) => s.start);
    const regina = (t: string) => fromZoned(date, t, 'America/Regina')!.toISOString();
    expect(starts).toEqual([regina('10:00'), regina('10:30'), regina('11:00')]);
    const off = { action: 'exception', provider_id: provider.id, starts_on: date, ends_on: date, note: 'Course' };
    expect((await setup(manager, off)).status).toBe(200);
    const closed = await call(slotsFn, `/api/bookings/slots?listing=${slug}&service=${made.id}&date=${date}`);
    expect((closed.body as { slots: unknown[] }).slots).toEqual([]);
  });
});
