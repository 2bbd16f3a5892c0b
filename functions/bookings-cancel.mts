import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { bookingLinkSchema } from '../src/schemas/bookings.ts';
import { cancelCustomerBooking, limitCustomerChanges } from '../src/server/bookings/customer-changes.ts';

// The customer cancels through their signed link, while the policy allows: 200 (again for a second click), 409
// once the deadline has passed, 404 for a forged or edited link, 410 once the visit has ended.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const link = await parseJsonBody(req, bookingLinkSchema);
  await limitCustomerChanges(req, context, link.booking);
  return json(await cancelCustomerBooking(link.booking, link.sig));
});

export const config: Config = { path: '/api/bookings/cancel' };
