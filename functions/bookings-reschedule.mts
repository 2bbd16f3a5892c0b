import type { Config, Context } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { customerRescheduleSchema } from '../src/schemas/bookings.ts';
import { rescheduleCustomerBooking, limitCustomerChanges } from '../src/server/bookings/customer-changes.ts';

// The customer moves their booking to another free time of the same service through their signed link: 200 with
// the new time, 409 with the nearest free times when someone took it first (or once the deadline has passed).
export default handle<Context>(async (req, context) => {
  allowMethods(req, 'POST');
  const r = await parseJsonBody(req, customerRescheduleSchema);
  await limitCustomerChanges(req, context, r.booking);
  const outcome = await rescheduleCustomerBooking(r);
  if (outcome.status === 'taken')
    return json(
      { error: { code: 'slot_taken', message: outcome.message }, alternatives: outcome.alternatives },
      { status: 409 },
    );
  return json(outcome);
});

export const config: Config = { path: '/api/bookings/reschedule' };
