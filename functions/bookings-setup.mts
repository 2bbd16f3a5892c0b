import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { bookingSetupSchema } from '../src/schemas/bookings.ts';
import { applyBookingSetup } from '../src/server/bookings/setup.ts';
import { readBookingSetup } from '../src/server/bookings/setup-read.ts';

// The owner's booking setup: GET reads it back for the setup screen; POST applies one action per call
// (settings, a provider, a service, weekly hours, a day off). Managers and the owner only.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD', 'POST');
  const person = await requireRole(req, 'bookings-setup');
  if (req.method !== 'POST') return json(await readBookingSetup(person));
  return json(await applyBookingSetup(person, await parseJsonBody(req, bookingSetupSchema)));
});

export const config: Config = { path: '/api/bookings/setup' };
