import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { calendarActionSchema, calendarQuerySchema } from '../src/schemas/bookings.ts';
import { applyCalendarAction, listCalendar } from '../src/server/bookings/calendar.ts';

// The owner's calendar: GET a period's bookings; POST move, cancel, no-show, completed or block time.
// Staff see and change their own bookings, managers and the owner everyone's (in the query: calendar.ts).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD', 'POST');
  const person = await requireRole(req, 'bookings-calendar');
  if (req.method === 'POST')
    return json(await applyCalendarAction(person, await parseJsonBody(req, calendarActionSchema)));
  const { from, to } = parseQuery(req, calendarQuerySchema);
  return json(await listCalendar(person, from, to));
});

export const config: Config = { path: '/api/bookings/calendar' };
