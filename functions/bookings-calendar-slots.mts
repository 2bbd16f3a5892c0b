import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { calendarSlotsQuerySchema } from '../src/schemas/bookings.ts';
import { ownerFreeSlots } from '../src/server/bookings/owner-bookings.ts';

// The calendar's free times of one local day for a service and person (or anyone), to book a customer or move a
// booking (its own time then counts as free). Staff see only their own time.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const person = await requireRole(req, 'bookings-calendar-slots');
  return json(await ownerFreeSlots(person, parseQuery(req, calendarSlotsQuerySchema)));
});

export const config: Config = { path: '/api/bookings/calendar-slots' };
