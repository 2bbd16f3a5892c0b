/**
 * The owner's booking setup read back for the setup screen (managers and the owner): the settings (or what they
 * would be, with the zone from the listing's province, unconfirmed), the site's services to choose from, providers
 * with their weekly hours, bookable services with who does them, the team, and upcoming days off. Every query is
 * scoped to the person's business in its WHERE.
 */
import { query } from '../db/client.ts';
import type { SessionBusiness } from '../auth/sessions-repo.ts';
import type { BookingSetupAnswer } from '../../schemas/bookings-setup-answers.ts';
import { provinceTimeZone } from '../../shared/time-zones.ts';

type Row<T> = T & Record<string, unknown>;

export async function readBookingSetup(person: SessionBusiness): Promise<BookingSetupAnswer> {
  const b = person.id;
  const [[settings], [listing], [spec], providers, services, team, days_off] = await Promise.all([
    query<Row<BookingSetupAnswer['settings']>>(
      `SELECT time_zone, time_zone_confirmed, min_notice_minutes, horizon_days, slot_step_minutes,
              close_on_holidays, reminder_hours, review_requests
       FROM booking_settings WHERE business_id = $1`,
      [b],
    ),
    query<{ state_code: string }>('SELECT state_code FROM listings WHERE owner_id = $1 ORDER BY created_at LIMIT 1', [
      b,
    ]),
    query<{ services: { slug: string; name: string }[] | null }>(
      `SELECT (SELECT jsonb_agg(jsonb_build_object('slug', s->>'slug', 'name', s->>'name'))
               FROM jsonb_array_elements(spec->'services') s) AS services
       FROM site_specs WHERE business_id = $1`,
      [b],
    ),
    query<Row<BookingSetupAnswer['providers'][number]>>(
      `SELECT p.id, p.kind, p.user_id, p.name, p.active,
              coalesce((SELECT jsonb_agg(jsonb_build_object('weekday', h.weekday, 'opens', to_char(h.opens, 'HH24:MI'),
                          'closes', to_char(h.closes, 'HH24:MI')) ORDER BY h.weekday, h.opens)
                        FROM provider_hours h WHERE h.provider_id = p.id), '[]'::jsonb) AS hours
       FROM booking_providers p WHERE p.business_id = $1 AND p.active ORDER BY p.name`,
      [b],
    ),
    query<Row<BookingSetupAnswer['services'][number]>>(
      `SELECT s.id, s.service_slug, s.name, s.duration_minutes, s.buffer_minutes, s.price_cents, s.deposit_kind,
              s.deposit_value, s.capacity, s.cancel_until_hours, s.late_deposit, s.active,
              coalesce((SELECT jsonb_agg(sp.provider_id) FROM bookable_service_providers sp
                        WHERE sp.service_id = s.id), '[]'::jsonb) AS provider_ids
       FROM bookable_services s WHERE s.business_id = $1 ORDER BY s.name`,
      [b],
    ),
    query<Row<BookingSetupAnswer['team'][number]>>(
      `SELECT m.user_id, u.email FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.business_id = $1 ORDER BY u.email`,
      [b],
    ),
    query<Row<BookingSetupAnswer['days_off'][number]>>(
      `SELECT id, provider_id, to_char(starts_on, 'YYYY-MM-DD') AS starts_on, to_char(ends_on, 'YYYY-MM-DD') AS ends_on,
              note
       FROM booking_exceptions WHERE business_id = $1 AND ends_on >= current_date ORDER BY starts_on`,
      [b],
    ),
  ]);
  return {
    settings: settings ?? {
      time_zone: provinceTimeZone(listing?.state_code),
      time_zone_confirmed: false,
      min_notice_minutes: 120,
      horizon_days: 60,
      slot_step_minutes: 15,
      close_on_holidays: true,
      reminder_hours: 24,
      review_requests: true,
    },
    saved: Boolean(settings),
    site_services: spec?.services ?? [],
    providers,
    services,
    team,
    days_off,
  };
}
