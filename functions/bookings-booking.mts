import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { bookingLinkSchema } from '../src/schemas/bookings.ts';
import { readCustomerBooking } from '../src/server/bookings/customer-booking.ts';

// One booking as its customer sees it, through its signed link: the pay page while a deposit is due, then the
// confirmation.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const q = parseQuery(req, bookingLinkSchema);
  return json(await readCustomerBooking(q.booking, q.sig), { headers: { 'cache-control': 'no-store' } });
});

export const config: Config = { path: '/api/bookings/booking' };
