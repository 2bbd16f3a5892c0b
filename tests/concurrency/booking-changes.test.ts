// The customer's own changes (issue 41) on real PostgreSQL: the same cancel 20 times at once (a double click, many
// tabs) makes one cancellation and one refund at Stripe, every caller answered alike; a customer moving their
// booking to a time another customer is booking at that moment: exactly one of them gets it (the exclusion
// constraint decides), the other is offered other times.
import { expect } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { createBooking } from '../../src/server/bookings/bookings.ts';
import { bookingLinkSig } from '../../src/server/bookings/booking-link.ts';
import { cancelCustomerBooking, rescheduleCustomerBooking } from '../../src/server/bookings/customer-changes.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import type { BookingRequest } from '../../src/schemas/bookings.ts';
import { useTempOutbox } from '../functions/outbox.ts';
import { useStripeStandIn } from '../functions/stripe-env.ts';
import { makeSalon, parsedMailTo, torontoDay } from '../functions/bookings-fixtures.ts';
import { connect, payInBrowser } from '../functions/bookings-deposit-fixtures.ts';
import { atOnce, race } from './race.ts';

const outbox = useTempOutbox();
const stripe = useStripeStandIn();

const request = (listing: string, service_id: string, provider_id: string, start: string): BookingRequest => ({
  listing,
  service_id,
  provider_id,
  start,
  name: 'Ada',
  email: `changes-${Date.now()}-${Math.random().toString(36).slice(2)}@example.ca`,
  phone: '705-555-0100',
  language: 'en',
  note: '',
  review_request: true,
});

race('the same cancel 20 times at once: one cancellation, one refund at Stripe, one email', async (attempt) => {
  const salon = await makeSalon();
  const account = await connect(stripe, salon);
  const start = fromZoned(torontoDay(30 + attempt), '10:00', 'America/Toronto')!.toISOString();
  const r = request(salon.slug, salon.colour, salon.providers.staff, start);
  const made = await createBooking(r);
  if (made.status !== 'booked') throw new Error('not booked');
  await payInBrowser(made.deposit!.client_secret, account);
  await query(
    "UPDATE bookings SET status = 'confirmed', deposit_state = 'paid', hold_expires_at = NULL WHERE id = $1",
    [made.booking.id],
  );
  const sig = bookingLinkSig(made.booking.id);
  const answers = await atOnce(20, () => cancelCustomerBooking(made.booking.id, sig));
  expect(answers.every((a) => a.status === 'cancelled')).toBe(true);
  const [row] = await query<{ status: string; deposit_state: string; payment_intent_id: string }>(
    'SELECT status, deposit_state, payment_intent_id FROM bookings WHERE id = $1',
    [made.booking.id],
  );
  expect(row).toMatchObject({ status: 'cancelled', deposit_state: 'refunded' });
  const refunds = [...stripe.current.refunds.values()].filter((x) => x.payment_intent === row!.payment_intent_id);
  expect(refunds).toHaveLength(1);
  const mail = await parsedMailTo(outbox(), r.email);
  expect(mail.filter((m) => m.subject?.startsWith('Cancelled'))).toHaveLength(1);
});

race("a customer's new time racing another customer's booking of it: exactly one gets the time", async (attempt) => {
  const salon = await makeSalon();
  const day = torontoDay(45 + attempt);
  const from = fromZoned(day, '10:00', 'America/Toronto')!.toISOString();
  const wanted = fromZoned(day, '14:00', 'America/Toronto')!.toISOString();
  const mine = await createBooking(request(salon.slug, salon.haircut, salon.providers.staff, from));
  if (mine.status !== 'booked') throw new Error('not booked');
  const id = mine.booking.id;
  const [moved, other] = await Promise.all([
    rescheduleCustomerBooking({
      booking: id,
      sig: bookingLinkSig(id),
      start: wanted,
      provider_id: salon.providers.staff,
    }),
    createBooking(request(salon.slug, salon.haircut, salon.providers.staff, wanted)),
  ]);
  expect([moved!.status === 'moved', other!.status === 'booked'].filter(Boolean)).toHaveLength(1);
  const loser = moved!.status === 'moved' ? other! : moved!;
  expect(loser.status === 'taken' && loser.alternatives.every((a) => a.start !== wanted)).toBe(true);
  const at = await query(
    `SELECT 1 FROM bookings WHERE provider_id = $1 AND status IN ('held', 'confirmed') AND lower(during) = $2`,
    [salon.providers.staff, wanted],
  );
  expect(at).toHaveLength(1);
});
