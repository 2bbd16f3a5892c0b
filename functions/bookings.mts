import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { clientIp, enforceRateLimits } from '../src/server/rate-limit.ts';
import { bookingRequestSchema } from '../src/schemas/bookings.ts';
import { createBooking } from '../src/server/bookings/bookings.ts';
import { bookingPagePath } from '../src/server/bookings/booking-link.ts';

export const TOO_MANY_BOOKINGS = 'Too many bookings from this address. Please try again in an hour.';

// A customer books a slot: 201 with the booking (held, with the deposit's PaymentIntent, when one is due), or 409
// with the nearest free slots when someone was faster.
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const request = await parseJsonBody(req, bookingRequestSchema);
  await enforceRateLimits(
    [
      { name: 'booking:ip', value: clientIp(req, context), limit: 20, windowSeconds: 3600 },
      { name: 'booking:email', value: request.email.toLowerCase(), limit: 10, windowSeconds: 3600 },
    ],
    TOO_MANY_BOOKINGS,
  );
  const outcome = await createBooking(request);
  if (outcome.status === 'taken')
    return json(
      { error: { code: 'slot_taken', message: outcome.message }, alternatives: outcome.alternatives },
      { status: 409 },
    );
  const link = bookingPagePath(outcome.booking.id);
  return json({ booking: outcome.booking, deposit: outcome.deposit ?? null, link }, { status: 201 });
});

export const config: Config = { path: '/api/bookings' };
