/**
 * Taking things out of the booking setup (managers and the owner): a day off, a person or resource who stops
 * taking bookings, and a service's 'bookable' switch (off keeps its settings; customers can no longer book it).
 * Each is scoped to the person's business in its statement.
 */
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';

export const DAY_OFF_NOT_FOUND = 'This day off was not found.';
export const PROVIDER_NOT_FOUND = 'This person or resource was not found.';
export const SERVICE_NOT_FOUND_HERE = 'This service was not found.';

/** 'Sam has 2 upcoming bookings. Move or cancel them first.' */
export const hasUpcoming = (name: string, count: number) =>
  count === 1
    ? `${name} has 1 upcoming booking. Move or cancel it first.`
    : `${name} has ${count} upcoming bookings. Move or cancel them first.`;

export async function removeDayOff(businessId: string, exceptionId: string): Promise<{ id: string }> {
  const [row] = await query<{ id: string }>(
    'DELETE FROM booking_exceptions WHERE id = $2 AND business_id = $1 RETURNING id',
    [businessId, exceptionId],
  );
  if (!row) throw new HttpError(404, 'not_found', DAY_OFF_NOT_FOUND);
  return row;
}

/**
 * A person or resource stops taking bookings, refused (409, with how many) while they have upcoming bookings.
 * Their row is locked FOR UPDATE first: a customer's booking in flight (which locks it FOR NO KEY UPDATE, bookings.ts)
 * finishes before the count, and one that comes after finds them inactive or gone. With no bookings at all the
 * row is deleted (hours and days off with it); with past ones it is kept for the history, inactive and doing no
 * service (adding the same team member again makes it active again).
 */
export async function removeProvider(businessId: string, providerId: string): Promise<{ id: string }> {
  return transaction(async (tx) => {
    const {
      rows: [provider],
    } = await tx.query<{ id: string; name: string }>(
      'SELECT id, name FROM booking_providers WHERE id = $2 AND business_id = $1 AND active FOR UPDATE',
      [businessId, providerId],
    );
    if (!provider) throw new HttpError(404, 'not_found', PROVIDER_NOT_FOUND);
    const {
      rows: [counts],
    } = await tx.query<{ upcoming: number; total: number }>(
      `SELECT count(*) FILTER (WHERE kind IN ('appointment', 'class') AND upper(during) > now()
                AND (status = 'confirmed' OR (status = 'held' AND hold_expires_at > now())))::int AS upcoming,
              count(*)::int AS total
       FROM bookings WHERE provider_id = $1`,
      [provider.id],
    );
    if (counts!.upcoming > 0)
      throw new HttpError(409, 'has_upcoming_bookings', hasUpcoming(provider.name, counts!.upcoming));
    if (counts!.total === 0) await tx.query('DELETE FROM booking_providers WHERE id = $1', [provider.id]);
    else
      await tx.query(
        `WITH unlinked AS (DELETE FROM bookable_service_providers WHERE provider_id = $1)
         UPDATE booking_providers SET active = false WHERE id = $1`,
        [provider.id],
      );
    return { id: provider.id };
  });
}

export async function setServiceActive(businessId: string, serviceId: string, active: boolean) {
  const [row] = await query<{ id: string }>(
    'UPDATE bookable_services SET active = $3, updated_at = now() WHERE id = $2 AND business_id = $1 RETURNING id',
    [businessId, serviceId, active],
  );
  if (!row) throw new HttpError(404, 'not_found', SERVICE_NOT_FOUND_HERE);
  return row;
}
