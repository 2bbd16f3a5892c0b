// The setup screen's read-back (issue 41): managers only; the zone from the listing's province until confirmed;
// the website's services to choose from; what the POST actions wrote; never another business's setup.
import { describe, expect, it } from 'vitest';
import setupFn from '../../functions/bookings-setup.mts';
import { query } from '../../src/server/db/client.ts';
import type { BookingSetupAnswer } from '../../src/schemas/bookings-setup-answers.ts';
import { call } from './helpers.ts';
import { makeTeam, sessionFor } from './team-helpers.ts';

const read = (cookie: string) => call(setupFn, '/api/bookings/setup', { headers: { cookie } });
const write = (cookie: string, json: Record<string, unknown>) =>
  call(setupFn, '/api/bookings/setup', { method: 'POST', json, headers: { cookie } });

describe('reading the booking setup back', () => {
  it('a manager reads defaults, then what was saved; staff may not; another business sees none of it', async () => {
    const team = await makeTeam({ name: 'Read Spa' });
    const manager = await sessionFor(team.users.manager.id, team.businessId);
    const staff = await sessionFor(team.users.staff.id, team.businessId);
    await query(
      `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code)
       VALUES ($1, $2, 'Read Spa', 'St. John''s', 'st-johns', 'NL', 'CA')`,
      [`read-spa-${Date.now()}`, team.businessId],
    );
    const spec = { services: [{ slug: 'massage', name: 'Massage', summary: 'An hour.' }] };
    await query('INSERT INTO site_specs (business_id, spec) VALUES ($1, $2::jsonb)', [
      team.businessId,
      JSON.stringify(spec),
    ]);
    expect((await read(staff)).status).toBe(403);

    const before = (await read(manager)).body as BookingSetupAnswer;
    expect(before.saved).toBe(false);
    expect(before.settings).toMatchObject({ time_zone: 'America/St_Johns', time_zone_confirmed: false });
    expect(before.site_services).toEqual([{ slug: 'massage', name: 'Massage' }]);
    expect(before.team.map((t) => t.user_id)).toContain(team.users.staff.id);

    const settings = {
      action: 'settings',
      time_zone: 'America/St_Johns',
      min_notice_minutes: 60,
      horizon_days: 30,
      slot_step_minutes: 30,
      close_on_holidays: false,
      reminder_hours: 12,
      review_requests: false,
    };
    expect((await write(manager, settings)).status).toBe(200);
    const provider = { action: 'provider', kind: 'resource', name: 'Room 1' };
    const room = (await write(manager, provider)).body as { id: string };
    const hours = [{ weekday: 2, opens: '09:00', closes: '17:30' }];
    expect((await write(manager, { action: 'hours', provider_id: room.id, hours })).status).toBe(200);
    const service = {
      ...{ action: 'service', service_slug: 'massage', name: 'Massage', duration_minutes: 60, buffer_minutes: 15 },
      ...{ price_cents: 9000, deposit_kind: 'percent', deposit_value: 20, capacity: 1, cancel_until_hours: 24 },
      ...{ late_deposit: 'kept', provider_ids: [room.id] },
    };
    expect((await write(manager, service)).status).toBe(200);
    const off = {
      action: 'exception',
      provider_id: null,
      starts_on: '2099-12-24',
      ends_on: '2099-12-26',
      note: 'Xmas',
    };
    expect((await write(manager, off)).status).toBe(200);

    const after = (await read(manager)).body as BookingSetupAnswer;
    expect(after.saved).toBe(true);
    expect(after.settings).toEqual({ ...settings, action: undefined, time_zone_confirmed: true });
    expect(after.providers).toEqual([
      { id: room.id, kind: 'resource', user_id: null, name: 'Room 1', active: true, hours },
    ]);
    expect(after.services).toHaveLength(1);
    expect(after.services[0]).toMatchObject({ deposit_kind: 'percent', deposit_value: 20, provider_ids: [room.id] });
    expect(after.days_off).toMatchObject([{ provider_id: null, starts_on: '2099-12-24', ends_on: '2099-12-26' }]);

    const other = await makeTeam({ name: 'Other Spa' });
    const stranger = (await read(await sessionFor(other.users.owner.id, other.businessId))).body as BookingSetupAnswer;
    expect(stranger.saved).toBe(false);
    expect([stranger.providers, stranger.services, stranger.days_off]).toEqual([[], [], []]);
  });
});
