/**
 * The owner's setup of bookings (managers and the owner): the business's settings, its providers (team members or
 * resources), its bookable services and who does them, weekly hours and days off. Each action is one statement,
 * scoped to the person's business in the statement itself.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import type { SessionBusiness } from '../auth/sessions-repo.ts';
import type { BookingSetup } from '../../schemas/bookings.ts';
import { refreshStorefront } from '../shop/storefront.ts';
import { removeDayOff, removeProvider, setServiceActive } from './setup-removals.ts';

export const NOT_A_MEMBER = 'This person is not on your team.';
export const ALREADY_PROVIDER = 'This person already takes bookings.';
export const SETTINGS_FIRST = 'Save the booking settings (time zone and rules) first.';

const codeOf = (error: unknown) => (error as { code?: string }).code;

/** The actions that can change whether the listing and website offer 'Book' (a service someone active does). */
const CHANGES_BOOKABLE = new Set<BookingSetup['action']>(['service', 'service_active', 'remove_provider']);

export async function applyBookingSetup(person: SessionBusiness, a: BookingSetup): Promise<{ id: string }> {
  const result = await writeSetup(person, a);
  if (CHANGES_BOOKABLE.has(a.action)) await refreshListingAndSite(person.id);
  return result;
}

/** After the write has committed: the listing's pages and the live website re-render; a failure is only logged. */
async function refreshListingAndSite(businessId: string): Promise<void> {
  try {
    await refreshStorefront(businessId);
  } catch (error) {
    console.error(`[bookings-setup] refreshing the listing and site of ${businessId} failed:`, error);
  }
}

async function writeSetup(person: SessionBusiness, a: BookingSetup): Promise<{ id: string }> {
  const b = person.id;
  try {
    if (a.action === 'remove_exception') return await removeDayOff(b, a.exception_id);
    if (a.action === 'remove_provider') return await removeProvider(b, a.provider_id);
    if (a.action === 'service_active') return await setServiceActive(b, a.service_id, a.active);
    if (a.action === 'settings') {
      await query(
        `INSERT INTO booking_settings (business_id, time_zone, time_zone_confirmed, min_notice_minutes, horizon_days,
           slot_step_minutes, close_on_holidays, reminder_hours, review_requests)
         VALUES ($1, $2, true, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (business_id) DO UPDATE SET time_zone = EXCLUDED.time_zone, time_zone_confirmed = true,
           min_notice_minutes = EXCLUDED.min_notice_minutes, horizon_days = EXCLUDED.horizon_days,
           slot_step_minutes = EXCLUDED.slot_step_minutes, close_on_holidays = EXCLUDED.close_on_holidays,
           reminder_hours = EXCLUDED.reminder_hours, review_requests = EXCLUDED.review_requests, updated_at = now()`,
        [
          ...[b, a.time_zone, a.min_notice_minutes, a.horizon_days, a.slot_step_minutes],
          ...[a.close_on_holidays, a.reminder_hours, a.review_requests],
        ],
      );
      return { id: b };
    }
    if (a.action === 'provider') {
      if ((a.kind === 'member') !== Boolean(a.user_id))
        throw new HttpError(400, 'bad_request', 'A team member needs their user id; a resource has none.');
      // A team member who stopped taking bookings (kept inactive for their past ones) comes back.
      const [row] = await query<{ id: string }>(
        `INSERT INTO booking_providers (business_id, kind, user_id, name) VALUES ($1, $2, $3, $4)
         ON CONFLICT (business_id, user_id) DO UPDATE SET active = true, name = EXCLUDED.name
           WHERE NOT booking_providers.active
         RETURNING id`,
        [b, a.kind, a.user_id ?? null, a.name],
      );
      if (!row) throw new HttpError(409, 'conflict', ALREADY_PROVIDER);
      return row;
    }
    if (a.action === 'service') return await upsertService(b, a);
    if (a.action === 'hours') {
      // Replaced in one statement: the old rows go and the new ones come in together.
      const [row] = await query<{ id: string }>(
        `WITH provider AS (SELECT id FROM booking_providers WHERE id = $2 AND business_id = $1),
         gone AS (DELETE FROM provider_hours h USING provider WHERE h.provider_id = provider.id),
         added AS (INSERT INTO provider_hours (provider_id, weekday, opens, closes)
           SELECT provider.id, x.weekday, x.opens::time, x.closes::time
           FROM provider, jsonb_to_recordset($3::jsonb) AS x(weekday int, opens text, closes text))
         SELECT id FROM provider`,
        [b, a.provider_id, JSON.stringify(a.hours)],
      );
      if (!row) throw new HttpError(404, 'not_found', 'This person or resource was not found.');
      return row;
    }
    const [row] = await query<{ id: string }>(
      `INSERT INTO booking_exceptions (business_id, provider_id, starts_on, ends_on, note)
       SELECT $1, $2, $3, $4, $5
       WHERE $2::uuid IS NULL OR EXISTS (SELECT 1 FROM booking_providers WHERE id = $2 AND business_id = $1)
       RETURNING id`,
      [b, a.provider_id, a.starts_on, a.ends_on, a.note],
    );
    if (!row) throw new HttpError(404, 'not_found', 'This person or resource was not found.');
    return row;
  } catch (error) {
    if (codeOf(error) === '23503') throw new HttpError(400, 'bad_request', NOT_A_MEMBER);
    if (codeOf(error) === '23505') throw new HttpError(409, 'conflict', ALREADY_PROVIDER);
    if (codeOf(error) === '23514' || codeOf(error) === '23P01')
      throw new HttpError(400, 'bad_request', 'Check the dates and times: they are out of range or overlap.');
    throw error;
  }
}

/** A service made bookable (or changed), with exactly the given providers of this business doing it. */
async function upsertService(b: string, a: Extract<BookingSetup, { action: 'service' }>): Promise<{ id: string }> {
  const [row] = await query<{ id: string }>(
    `WITH settings AS (SELECT 1 FROM booking_settings WHERE business_id = $1),
     svc AS (
       INSERT INTO bookable_services (business_id, service_slug, name, duration_minutes, buffer_minutes, price_cents,
         deposit_kind, deposit_value, capacity, cancel_until_hours, late_deposit, active)
       SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12 FROM settings
       ON CONFLICT (business_id, service_slug) DO UPDATE SET name = EXCLUDED.name,
         duration_minutes = EXCLUDED.duration_minutes, buffer_minutes = EXCLUDED.buffer_minutes,
         price_cents = EXCLUDED.price_cents, deposit_kind = EXCLUDED.deposit_kind,
         deposit_value = EXCLUDED.deposit_value, capacity = EXCLUDED.capacity,
         cancel_until_hours = EXCLUDED.cancel_until_hours, late_deposit = EXCLUDED.late_deposit,
         active = EXCLUDED.active, updated_at = now()
       RETURNING id),
     dropped AS (
       DELETE FROM bookable_service_providers sp USING svc
       WHERE sp.service_id = svc.id AND sp.provider_id <> ALL($13::uuid[])),
     kept AS (
       INSERT INTO bookable_service_providers (service_id, provider_id, business_id)
       SELECT svc.id, p.id, $1 FROM svc, booking_providers p WHERE p.id = ANY($13::uuid[]) AND p.business_id = $1
       ON CONFLICT DO NOTHING)
     SELECT id FROM svc`,
    [
      ...[b, a.service_slug, a.name, a.duration_minutes, a.buffer_minutes, a.price_cents, a.deposit_kind],
      ...[a.deposit_value, a.capacity, a.cancel_until_hours, a.late_deposit, a.active, a.provider_ids],
    ],
  );
  if (!row) throw new HttpError(409, 'settings_first', SETTINGS_FIRST);
  return row;
}
