import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { bookingOptionsQuerySchema } from '../src/schemas/bookings.ts';
import { readBookingOptions } from '../src/server/bookings/customer-booking.ts';

// The booking form's choices: a business's bookable services, their prices and deposits, and who does each.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const q = parseQuery(req, bookingOptionsQuerySchema);
  return json(await readBookingOptions(q.listing), { headers: { 'cache-control': 'no-store' } });
});

export const config: Config = { path: '/api/bookings/options' };
