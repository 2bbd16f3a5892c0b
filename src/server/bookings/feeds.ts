/**
 * Private calendar feeds of bookings (.ics at a secret URL, like the tasks feed): only a hash of the secret is kept;
 * a new link revokes the old one in the same statement. The feed shows what its person may see in the calendar:
 * staff their own bookings, managers and the owner everyone's, from 30 days back to 180 days ahead.
 */
import { query } from '../db/client.ts';
import { getEnv } from '../env.ts';
import { hashLinkToken, newLinkToken } from '../accounts/link-tokens.ts';
import type { SessionBusiness } from '../auth/sessions-repo.ts';
import { writeBookingsIcs, type IcsBooking } from './booking-ics.ts';

export async function issueBookingFeed(person: SessionBusiness): Promise<string> {
  const { token, hash } = newLinkToken();
  await query(
    `WITH revoked AS (
       UPDATE booking_feeds SET revoked_at = now() WHERE business_id = $1 AND user_id = $2 AND revoked_at IS NULL)
     INSERT INTO booking_feeds (token_hash, business_id, user_id) VALUES ($3, $1, $2)`,
    [person.id, person.user_id, hash],
  );
  return `${getEnv().siteUrl}/api/bookings/calendar/${token}.ics`;
}

export async function revokeBookingFeed(person: SessionBusiness): Promise<void> {
  await query(
    'UPDATE booking_feeds SET revoked_at = now() WHERE business_id = $1 AND user_id = $2 AND revoked_at IS NULL',
    [person.id, person.user_id],
  );
}

/** The calendar behind a secret, or undefined (unknown, revoked, or its person left the business). */
export async function bookingFeedIcs(token: string): Promise<string | undefined> {
  const rows = await query<IcsBooking & Record<string, unknown> & { business_name: string }>(
    `SELECT b2.business_name, bk.id, bk.start, bk."end", bk.summary, bk.description, bk.location,
            bk.cancelled, bk.sequence, bk.updated_at
     FROM booking_feeds f
     JOIN memberships m ON m.business_id = f.business_id AND m.user_id = f.user_id
     JOIN businesses b2 ON b2.id = f.business_id
     LEFT JOIN LATERAL (
       SELECT b.id, lower(b.during) AS start, upper(b.during) AS "end", b.link_version AS sequence, b.updated_at,
              CASE b.kind WHEN 'block' THEN 'Blocked' || CASE WHEN b.note <> '' THEN ': ' || b.note ELSE '' END
                ELSE coalesce(sv.name, '') || coalesce(' — ' || b.customer_name, '') END AS summary,
              p.name || coalesce(E'\\n' || b.customer_phone, '') || coalesce(E'\\n' || b.customer_email, '')
                AS description,
              '' AS location, false AS cancelled
       FROM bookings b JOIN booking_providers p ON p.id = b.provider_id
       LEFT JOIN bookable_services sv ON sv.id = b.service_id
       WHERE b.business_id = f.business_id AND b.kind <> 'seat' AND b.status IN ('held', 'confirmed', 'completed')
         AND (m.role <> 'staff' OR p.user_id = f.user_id)
         AND upper(b.during) > now() - interval '30 days' AND lower(b.during) < now() + interval '180 days'
       ORDER BY lower(b.during) LIMIT 2000) bk ON true
     WHERE f.token_hash = $1 AND f.revoked_at IS NULL AND m.role <> 'viewer'`,
    [hashLinkToken(token)],
  );
  if (rows.length === 0) return undefined;
  const events = rows
    .filter((r) => r.id)
    .map((r) => ({
      ...r,
      start: new Date(r.start).toISOString(),
      end: new Date(r.end).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
    }));
  return writeBookingsIcs(`${rows[0]!.business_name} bookings`, events, new URL(getEnv().siteUrl).hostname);
}
