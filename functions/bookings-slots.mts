import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseQuery } from '../src/server/http.ts';
import { slotsQuerySchema } from '../src/schemas/bookings.ts';
import { findBookingBusiness, findService, freeSlots, providersFor } from '../src/server/bookings/availability.ts';

// A customer's free slots for one service, person (or 'anyone') and local day, in the business's time zone.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const q = parseQuery(req, slotsQuerySchema);
  const business = await findBookingBusiness(q.listing);
  const service = await findService(business.business_id, q.service);
  const slots = await freeSlots(business, service, await providersFor(service.id, q.provider), q.date);
  return json({ time_zone: business.time_zone, date: q.date, slots }, { headers: { 'cache-control': 'no-store' } });
});

export const config: Config = { path: '/api/bookings/slots' };
