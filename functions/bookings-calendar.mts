import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody, parseQuery } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { calendarActionSchema, calendarQuerySchema } from '../src/schemas/bookings.ts';
import { applyCalendarAction, listCalendar } from '../src/server/bookings/calendar.ts';

// The owner's calendar: GET a period's bookings; POST create (for a customer), move, cancel, no-show, completed or
// block time. Staff see and change their own bookings, managers and the owner everyone's (in the query).
// A time that is not free answers 409 with the nearest free ones, as the customer's booking does.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD', 'POST');
  const person = await requireRole(req, 'bookings-calendar');
  if (req.method !== 'POST') {
    const { from, to } = parseQuery(req, calendarQuerySchema);
    return json(await listCalendar(person, from, to));
  }
  const action = await parseJsonBody(req, calendarActionSchema);
  const outcome = await applyCalendarAction(person, action);
  if ('alternatives' in outcome)
    return json(
      { error: { code: 'slot_taken', message: outcome.message }, alternatives: outcome.alternatives },
      { status: 409 },
    );
  return json(outcome, { status: action.action === 'create' ? 201 : 200 });
});

export const config: Config = { path: '/api/bookings/calendar' };
