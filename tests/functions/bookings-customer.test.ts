// The customer's pages (issue 41) through the real functions: the booking form's choices, and one booking read
// through its signed link (a forged or missing signature is refused), with what Stripe.js needs while a deposit
// is due and the paid state once the webhook confirmed it.
import { describe, expect, it } from 'vitest';
import optionsFn from '../../functions/bookings-options.mts';
import bookingFn from '../../functions/bookings-booking.mts';
import bookFn from '../../functions/bookings.mts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import { call } from './helpers.ts';
import { useTempOutbox } from './outbox.ts';
import { useStripeStandIn } from './stripe-env.ts';
import { makeSalon, torontoDay, type Salon } from './bookings-fixtures.ts';

useTempOutbox();
const stripe = useStripeStandIn();
let n = 0;
const at = (date: string, time: string) => fromZoned(date, time, 'America/Toronto')!.toISOString();

const book = (s: Salon, service: string, start: string) =>
  call(bookFn, '/api/bookings', {
    method: 'POST',
    json: {
      listing: s.slug,
      service_id: service,
      start,
      name: 'Ada',
      email: `customer-page-${Date.now()}-${n++}@example.ca`,
      phone: '705-555-0100',
      language: 'fr',
    },
    headers: { 'x-nf-client-connection-ip': `10.7.${n % 250}.${Math.floor(Math.random() * 250)}` },
  });

const open = (link: string) => call(bookingFn, `/api/bookings/booking?${link.split('?')[1]}`);

describe("the customer's booking pages", () => {
  it('lists the bookable services with their deposits and who does each', async () => {
    const s = await makeSalon();
    const res = await call(optionsFn, `/api/bookings/options?listing=${s.slug}`);
    expect(res.status).toBe(200);
    const body = res.body as { time_zone: string; services: Record<string, unknown>[] };
    expect(body.time_zone).toBe('America/Toronto');
    expect(body.services.map((x) => x.name)).toEqual(['Colour', 'Haircut', 'Yoga class']);
    expect(body.services[0]).toMatchObject({
      deposit_cents: 2000,
      providers: [{ id: s.providers.staff, name: 'Sam' }],
    });
    expect(body.services[1]!.providers).toEqual([
      { id: s.providers.manager, name: 'Maya' },
      { id: s.providers.staff, name: 'Sam' },
    ]);
    expect((await call(optionsFn, '/api/bookings/options?listing=no-such-salon')).status).toBe(404);
    const bad = await call(optionsFn, '/api/bookings/options?listing=Not%20A%20Slug');
    expect(bad.status).toBe(400);
  });

  it('a booking answers with its signed link; the link reads it, a forged one does not', async () => {
    const s = await makeSalon();
    const made = await book(s, s.haircut, at(torontoDay(12), '10:00'));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { booking, link } = made.body as { booking: { id: string }; link: string };
    expect(link).toMatch(new RegExp(`^/book/\\?booking=${booking.id}&sig=[A-Za-z0-9_-]{43}$`));
    const res = await open(link);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: booking.id,
      status: 'confirmed',
      service_name: 'Haircut',
      time_zone: 'America/Toronto',
      business_name: 'Test Salon',
      language: 'fr',
      start: at(torontoDay(12), '10:00'),
      payment: null,
    });
    const forged = link.replace(/sig=./, (m) => (m.endsWith('A') ? 'sig=B' : 'sig=A'));
    expect((await open(forged)).status).toBe(404);
    expect((await call(bookingFn, `/api/bookings/booking?booking=${booking.id}`)).status).toBe(400);
  });

  it('while a deposit is due the link carries the payment for the connected account', async () => {
    const s = await makeSalon();
    const account = await getStripe().accounts.create({ type: 'express', country: 'CA' });
    stripe.current.onboard(account.id, 'complete');
    await query(
      `INSERT INTO payout_accounts (business_id, stripe_account_id, state, charges_enabled, payouts_enabled,
         details_submitted) VALUES ($1, $2, 'active', true, true, true)`,
      [s.businessId, account.id],
    );
    const made = await book(s, s.colour, at(torontoDay(12), '11:00'));
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { link, deposit } = made.body as { link: string; deposit: { client_secret: string } };
    const res = await open(link);
    expect(res.body).toMatchObject({
      status: 'held',
      deposit_cents: 2000,
      deposit_state: 'due',
      payment: { client_secret: deposit.client_secret, stripe_account: account.id },
    });
  });
});
