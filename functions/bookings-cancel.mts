import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { clientIp, enforceRateLimits } from '../src/server/rate-limit.ts';
import { bookingLinkSchema } from '../src/schemas/bookings.ts';
import { cancelCustomerBooking, TOO_MANY_CHANGES } from '../src/server/bookings/customer-changes.ts';

// The customer cancels through their signed link, while the policy allows: 200 (again for a second click), 409
// once the deadline has passed, 404 for a forged or edited link, 410 once the visit has ended.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const link = await parseJsonBody(req, bookingLinkSchema);
  await enforceRateLimits(
    [
      { name: 'booking-change:ip', value: clientIp(req, context), limit: 30, windowSeconds: 3600 },
      { name: 'booking-change:booking', value: link.booking, limit: 20, windowSeconds: 3600 },
    ],
    TOO_MANY_CHANGES,
  );
  return json(await cancelCustomerBooking(link.booking, link.sig));
});

export const config: Config = { path: '/api/bookings/cancel' };
