import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { bookingSetupSchema } from '../src/schemas/bookings.ts';
import { applyBookingSetup } from '../src/server/bookings/setup.ts';

// The owner's booking setup, one action per call: settings, a provider, a service, weekly hours, a day off.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const person = await requireRole(req, 'bookings-setup');
  return json(await applyBookingSetup(person, await parseJsonBody(req, bookingSetupSchema)));
});

export const config: Config = { path: '/api/bookings/setup' };
