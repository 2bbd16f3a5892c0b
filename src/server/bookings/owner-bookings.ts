/**
 * The owner's calendar takes and moves bookings with the customer's slot code: the free times it offers, a booking
 * for a customer who called (no deposit online; the exclusion constraint decides a race, as for customers), and
 * the check that a moved appointment lands on a free time of its service and person. Staff only ever reach their
 * own provider rows, managers and the owner everyone's: in each query.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import type { SessionBusiness } from '../auth/sessions-repo.ts';
import type { CalendarAction, CalendarSlotsQuery, SlotOut } from '../../schemas/bookings.ts';
import type { CalendarSlotsAnswer } from '../../schemas/bookings-calendar-answers.ts';
import { findOwnBookingBusiness, findService, freeSlots, type Provider } from './availability.ts';
import { alternativesTo, expireHolds, SLOT_TAKEN, takeFirstFree } from './bookings.ts';
import { sendBookingEmail } from './booking-mail.ts';
import { toZoned } from './zoned-time.ts';

/** $2 is the person's role and $3 their user id: staff are limited to their own provider rows. */
export const SCOPE = `($2::text <> 'staff' OR b.provider_id IN (SELECT id FROM booking_providers WHERE user_id = $3))`;
export const NOBODY_YOURS = 'Nobody you may book for does this service.';

export interface SlotTaken {
  status: 'taken';
  message: string;
  alternatives: SlotOut[];
}

const roleOf = (person: SessionBusiness) => [person.member_role ?? 'staff', person.user_id ?? null];

/** Who does the service among those this person may book for: one provider, or all of them for 'anyone'. */
async function ownProvidersFor(person: SessionBusiness, serviceId: string, choice: string): Promise<Provider[]> {
  const providers = await query<Provider & Record<string, unknown>>(
    `SELECT p.id, p.name FROM booking_providers p JOIN bookable_service_providers sp ON sp.provider_id = p.id
     WHERE sp.service_id = $1 AND p.active AND ($4 = 'anyone' OR p.id::text = $4)
       AND ($2::text <> 'staff' OR p.user_id = $3)
     ORDER BY p.name, p.id`,
    [serviceId, ...roleOf(person), choice],
  );
  if (providers.length === 0) throw new HttpError(404, 'provider_not_found', NOBODY_YOURS);
  return providers;
}

/** A local day's free times for the calendar, each named with who would take it. */
export async function ownerFreeSlots(person: SessionBusiness, q: CalendarSlotsQuery): Promise<CalendarSlotsAnswer> {
  const business = await findOwnBookingBusiness(person.id);
  const service = await findService(person.id, q.service, !q.booking);
  const providers = await ownProvidersFor(person, service.id, q.provider);
  const names = new Map(providers.map((p) => [p.id, p.name]));
  const slots = await freeSlots(business, service, providers, q.date, new Date(), q.booking ?? null);
  return {
    time_zone: business.time_zone,
    date: q.date,
    slots: slots.map((s) => ({ ...s, provider_name: names.get(s.provider_id) ?? '' })),
  };
}

/** A booking taken for a customer: confirmed at once, the customer emailed the confirmation with its .ics. */
export async function createForCustomer(
  person: SessionBusiness,
  a: Extract<CalendarAction, { action: 'create' }>,
): Promise<{ id: string } | SlotTaken> {
  const business = await findOwnBookingBusiness(person.id);
  const service = await findService(person.id, a.service_id);
  const providers = await ownProvidersFor(person, service.id, a.provider_id);
  const wanted = new Date(a.start);
  await expireHolds(providers.map((p) => p.id));
  const customer = {
    ...{ name: a.name, email: a.email, phone: a.phone || null, language: a.language, note: a.note },
    ...{ review_request: true, created_by: person.user_id ?? null },
  };
  const taken = await takeFirstFree(business, service, providers, wanted, customer);
  if (!taken)
    return {
      status: 'taken',
      message: SLOT_TAKEN,
      alternatives: await alternativesTo(business, service, providers, wanted),
    };
  await sendBookingEmail(taken.id, 'confirmed');
  return { id: taken.id };
}

/**
 * Before an appointment is moved: the new start must be one of the free times of its service and (new) person,
 * its own time counting as free; otherwise the nearest free times. Blocked time moves freely (no service).
 */
export async function checkMoveSlot(
  person: SessionBusiness,
  a: Extract<CalendarAction, { action: 'move' }>,
): Promise<SlotTaken | null> {
  const [b] = await query<{ kind: string; service_id: string | null; provider_id: string }>(
    `SELECT b.kind, b.service_id, b.provider_id FROM bookings b
     WHERE b.id = $4 AND b.business_id = $1 AND ${SCOPE} AND b.status IN ('held', 'confirmed')`,
    [person.id, ...roleOf(person), a.booking_id],
  );
  if (!b || b.kind !== 'appointment' || !b.service_id) return null; // not found: the move's statement says so
  const business = await findOwnBookingBusiness(person.id);
  const service = await findService(person.id, b.service_id, false);
  const providers = await ownProvidersFor(person, service.id, a.provider_id ?? b.provider_id);
  const wanted = new Date(a.start);
  const day = toZoned(wanted, business.time_zone).date;
  const free = await freeSlots(business, service, providers, day, new Date(), a.booking_id);
  if (free.some((s) => Date.parse(s.start) === +wanted)) return null;
  const alternatives = await alternativesTo(business, service, providers, wanted, a.booking_id);
  return { status: 'taken', message: SLOT_TAKEN, alternatives };
}
