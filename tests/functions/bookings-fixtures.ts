// A salon that takes bookings (issue 41): a team (owner, manager, staff, viewer), a listing in Ontario open every
// day 09:00-17:00, a haircut done by the manager or the staff member, a yoga class with 5 seats in a studio, and a
// colour service with a deposit. The emails a test file sent, parsed whole (attachments included).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import PostalMime from 'postal-mime';
import { query } from '../../src/server/db/client.ts';
import { addDays, toZoned } from '../../src/server/bookings/zoned-time.ts';
import { makeTeam, sessionFor, type Team } from './team-helpers.ts';

export interface Salon extends Team {
  slug: string;
  haircut: string;
  yoga: string;
  colour: string;
  providers: { manager: string; staff: string; studio: string };
  cookies: { owner: string; manager: string; staff: string; viewer: string };
}

const day = { open: '09:00', close: '17:00' };
const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day]),
);

export async function makeSalon(): Promise<Salon> {
  const team = await makeTeam({ name: 'Test Salon' });
  const b = team.businessId;
  const slug = `test-salon-${randomBytes(4).toString('hex')}`;
  await query(
    `INSERT INTO listings (business_unique_id, owner_id, business_name, business_rank, city, city_slug, state_code,
       country_code, hours, street_address)
     VALUES ($1, $2, 'Test Salon', 'registered', 'Barrie', 'barrie', 'ON', 'CA', $3, '12 Dunlop St')`,
    [slug, b, JSON.stringify(HOURS)],
  );
  await query(
    `INSERT INTO booking_settings (business_id, time_zone, min_notice_minutes, close_on_holidays)
     VALUES ($1, 'America/Toronto', 0, false)`,
    [b],
  );
  const service = async (slugName: string, name: string, extra = '', values: unknown[] = []) => {
    const [row] = await query<{ id: string }>(
      `INSERT INTO bookable_services (business_id, service_slug, name, duration_minutes, buffer_minutes, price_cents
       ${extra ? `, ${extra}` : ''})
       VALUES ($1, $2, $3, 60, 15, 4500 ${values.map((_, i) => `, $${i + 4}`).join('')}) RETURNING id`,
      [b, slugName, name, ...values],
    );
    return row!.id;
  };
  const haircut = await service('haircut', 'Haircut');
  const yoga = await service('yoga', 'Yoga class', 'capacity', [5]);
  const colour = await service('colour', 'Colour', 'deposit_kind, deposit_value', ['fixed', 2000]);
  const provider = async (name: string, userId: string | null) => {
    const [row] = await query<{ id: string }>(
      `INSERT INTO booking_providers (business_id, kind, user_id, name) VALUES ($1, $2, $3, $4) RETURNING id`,
      [b, userId ? 'member' : 'resource', userId, name],
    );
    return row!.id;
  };
  const providers = {
    manager: await provider('Maya', team.users.manager.id),
    staff: await provider('Sam', team.users.staff.id),
    studio: await provider('Studio', null),
  };
  for (const [s, p] of [
    [haircut, providers.manager],
    [haircut, providers.staff],
    [colour, providers.staff],
    [yoga, providers.studio],
  ])
    await query('INSERT INTO bookable_service_providers (service_id, provider_id, business_id) VALUES ($1, $2, $3)', [
      s,
      p,
      b,
    ]);
  const cookies = {
    owner: await sessionFor(team.users.owner.id, b),
    manager: await sessionFor(team.users.manager.id, b),
    staff: await sessionFor(team.users.staff.id, b),
    viewer: await sessionFor(team.users.viewer.id, b),
  };
  return { ...team, slug, haircut, yoga, colour, providers, cookies };
}

/** The setup's 'service' action making a one-hour massage bookable by these providers. */
export const massageService = (provider_ids: string[], over: Record<string, unknown> = {}) => ({
  action: 'service',
  service_slug: 'massage',
  name: 'Massage',
  duration_minutes: 60,
  buffer_minutes: 0,
  price_cents: 9000,
  deposit_kind: 'none',
  deposit_value: 0,
  capacity: 1,
  cancel_until_hours: 24,
  late_deposit: 'kept',
  provider_ids,
  ...over,
});

/** A local day in Toronto `days` from today, and the instant of a wall time that day. */
export function torontoDay(days: number): string {
  return addDays(toZoned(new Date(), 'America/Toronto').date, days);
}

export async function parsedMailTo(outbox: string, address: string) {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  const raws = files.map((f) => readFileSync(path.join(outbox, f), 'utf8'));
  const mine = raws.filter((raw) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'im').test(raw));
  return Promise.all(mine.map((raw) => PostalMime.parse(raw)));
}
