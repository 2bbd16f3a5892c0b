// Deposits (issue 41) in test mode: a held booking with a PaymentIntent on the business's connected account, the
// webhook (delivered twice) confirming it once, no online deposits without an active payout account, and a payment
// that arrives after its hold expired refunded.
import { describe, expect, it } from 'vitest';
import bookFn from '../../functions/bookings.mts';
import webhook from '../../functions/stripe-webhook.mts';
import { query } from '../../src/server/db/client.ts';
import { expireHolds } from '../../src/server/bookings/bookings.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import { call } from './helpers.ts';
import { useTempOutbox } from './outbox.ts';
import { useStripeStandIn } from './stripe-env.ts';
import { makeSalon, parsedMailTo, torontoDay, type Salon } from './bookings-fixtures.ts';
import { connect as connectTo, payInBrowser } from './bookings-deposit-fixtures.ts';

const outbox = useTempOutbox();
const stripe = useStripeStandIn();
let n = 0;
const at = (date: string, time: string) => fromZoned(date, time, 'America/Toronto')!.toISOString();
const connect = (s: Salon) => connectTo(stripe, s);

const book = (s: Salon, start: string, email = `deposit-${Date.now()}-${n++}@example.ca`) =>
  call(bookFn, '/api/bookings', {
    method: 'POST',
    json: {
      listing: s.slug,
      service_id: s.colour,
      provider_id: s.providers.staff,
      start,
      name: 'Ada',
      email,
      phone: '705-555-0100',
    },
    headers: { 'x-nf-client-connection-ip': `10.8.${n % 250}.${Math.floor(Math.random() * 250)}` },
  });

function deliver(type: string, intentId: string, bookingId: string, account: string, eventId?: string) {
  const intent = {
    id: intentId,
    object: 'payment_intent',
    status: 'succeeded',
    metadata: { kind: 'booking', booking_id: bookingId },
  };
  const d = stripe.current.delivery(type, intent, eventId, account);
  const headers = { 'stripe-signature': d.signature, 'content-type': 'application/json' };
  return call(webhook, '/api/stripe/webhook', { method: 'POST', body: d.payload, headers }).then((r) => ({ ...r, d }));
}

const row = async (id: string) =>
  (
    await query<{ status: string; deposit_state: string; payment_intent_id: string }>(
      'SELECT status, deposit_state, payment_intent_id FROM bookings WHERE id = $1',
      [id],
    )
  )[0]!;

describe('deposits', () => {
  it('a deposit holds the slot; its payment, delivered twice, confirms it and emails the customer once', async () => {
    const s = await makeSalon();
    const account = await connect(s);
    const date = torontoDay(18);
    const email = `deposit-paid-${Date.now()}@example.ca`;
    const made = await book(s, at(date, '10:00'), email);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const body = made.body as { booking: { id: string; status: string }; deposit: Record<string, unknown> };
    expect(body.booking.status).toBe('held');
    expect(body.deposit).toMatchObject({ amount_cents: 2000, stripe_account: account });
    expect(String(body.deposit.client_secret)).toMatch(/^pi_.+_secret_/);
    const held = await row(body.booking.id);
    expect(held).toMatchObject({ status: 'held', deposit_state: 'due' });
    const intent = stripe.current.paymentIntents.get(held.payment_intent_id)!;
    expect(intent).toMatchObject({ amount: 2000, currency: 'cad', _account: account });
    expect((await book(s, at(date, '10:00'))).status).toBe(409); // the hold takes the slot
    expect(await parsedMailTo(outbox(), email)).toHaveLength(0); // nothing confirmed yet
    await payInBrowser(String(body.deposit.client_secret), account);
    expect(stripe.current.paymentIntents.get(held.payment_intent_id)!.status).toBe('succeeded');

    const first = await deliver('payment_intent.succeeded', held.payment_intent_id, body.booking.id, account);
    expect(first.status).toBe(200);
    const replay = await deliver(
      'payment_intent.succeeded',
      held.payment_intent_id,
      body.booking.id,
      account,
      first.d.eventId,
    );
    expect(replay.status).toBe(200);
    expect(await row(body.booking.id)).toMatchObject({ status: 'confirmed', deposit_state: 'paid' });
    const subjects = (await parsedMailTo(outbox(), email)).map((m) => m.subject);
    expect(subjects).toEqual(['Booked: Colour at Test Salon']);
  });

  it('without an active payout account, a deposit service cannot be booked online (and nothing is held)', async () => {
    const s = await makeSalon();
    const res = await book(s, at(torontoDay(18), '11:00'));
    expect(res.status).toBe(409);
    expect((res.body as { error: { message: string } }).error.message).toBe(
      'This service asks for a deposit, and this business cannot take payments online yet. Please call it to book.',
    );
    expect(await query('SELECT 1 FROM bookings WHERE business_id = $1', [s.businessId])).toHaveLength(0);
  });

  it('an unpaid hold expires and frees the slot; a payment after that is refunded', async () => {
    const s = await makeSalon();
    const account = await connect(s);
    const date = torontoDay(19);
    const made = (await book(s, at(date, '14:00'))).body as {
      booking: { id: string };
      deposit: { client_secret: string };
    };
    const held = await row(made.booking.id);
    await query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [made.booking.id]);
    expect(await expireHolds([s.providers.staff])).toBe(1);
    expect((await row(made.booking.id)).status).toBe('expired');
    expect((await book(s, at(date, '14:00'))).status).toBe(201); // the slot is free again
    await payInBrowser(made.deposit.client_secret, account); // the customer pays after all, too late
    const refundsBefore = stripe.current.refunds.size;
    expect((await deliver('payment_intent.succeeded', held.payment_intent_id, made.booking.id, account)).status).toBe(
      200,
    );
    expect(await row(made.booking.id)).toMatchObject({ status: 'expired', deposit_state: 'refunded' });
    await new Promise((r) => setTimeout(r, 200)); // the refund runs after the event's commit
    expect(stripe.current.refunds.size).toBe(refundsBefore + 1);
  });
});
