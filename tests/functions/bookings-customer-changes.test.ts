// The customer's cancel and new time through the signed link (issue 41), through the real functions: a cancel
// before the deadline refunds a paid deposit once at Stripe (a second click answers the same), frees the slot and
// emails both sides; after the deadline it is refused; a forged or edited link is 404 and a past one 410; a new
// time moves the booking (the .ics keeps its UID with a higher SEQUENCE, parsed by ical.js); a taken time is 409
// with the nearest free ones. The deadline the statements check in SQL is the one the page shows.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import bookFn from '../../functions/bookings.mts';
import bookingFn from '../../functions/bookings-booking.mts';
import cancelFn from '../../functions/bookings-cancel.mts';
import rescheduleFn from '../../functions/bookings-reschedule.mts';
import calendarFn from '../../functions/bookings-calendar.mts';
import { query } from '../../src/server/db/client.ts';
import { sendBookingEmail } from '../../src/server/bookings/booking-mail.ts';
import { CHANGE_DEADLINE_SQL, changeDeadline } from '../../src/server/bookings/change-policy.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import { call } from './helpers.ts';
import { useTempOutbox } from './outbox.ts';
import { useStripeStandIn } from './stripe-env.ts';
import { makeSalon, parsedMailTo, torontoDay, type Salon } from './bookings-fixtures.ts';
import { connect, payInBrowser } from './bookings-deposit-fixtures.ts';

const outbox = useTempOutbox();
const stripe = useStripeStandIn();
let n = 0;
const at = (date: string, time: string) => fromZoned(date, time, 'America/Toronto')!.toISOString();
const ip = () => ({ 'x-nf-client-connection-ip': `10.9.${n % 250}.${Math.floor(Math.random() * 250)}` });

async function book(s: Salon, service: string, start: string, provider_id = s.providers.staff) {
  const email = `changes-${Date.now()}-${n++}@example.ca`;
  const res = await call(bookFn, '/api/bookings', {
    method: 'POST',
    json: { listing: s.slug, service_id: service, provider_id, start, name: 'Ada', email, phone: '705-555-0100' },
    headers: ip(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const body = res.body as { booking: { id: string }; link: string; deposit: { client_secret: string } | null };
  const sig = new URL(body.link, 'http://x').searchParams.get('sig')!;
  return { id: body.booking.id, sig, email, deposit: body.deposit };
}

/** A colour with its $20 deposit paid, confirmed and emailed as the webhook does (tested in the deposits test). */
async function paidBooking(s: Salon, start: string) {
  const account = await connect(stripe, s);
  const b = await book(s, s.colour, start);
  await payInBrowser(b.deposit!.client_secret, account);
  await query(
    "UPDATE bookings SET status = 'confirmed', deposit_state = 'paid', hold_expires_at = NULL WHERE id = $1",
    [b.id],
  );
  await sendBookingEmail(b.id, 'confirmed');
  const [row] = await query<{ payment_intent_id: string }>('SELECT payment_intent_id FROM bookings WHERE id = $1', [
    b.id,
  ]);
  return { ...b, intent: row!.payment_intent_id };
}

const post = (fn: typeof cancelFn, path: string, json: Record<string, unknown>) =>
  call(fn, path, { method: 'POST', json, headers: ip() });
const cancel = (b: { id: string; sig: string }) =>
  post(cancelFn, '/api/bookings/cancel', { booking: b.id, sig: b.sig });
const reschedule = (b: { id: string; sig: string }, start: string, provider_id?: string) =>
  post(rescheduleFn, '/api/bookings/reschedule', { booking: b.id, sig: b.sig, start, provider_id });
const row = async (id: string) =>
  (
    await query<{ status: string; deposit_state: string; deposit_refund_id: string | null; start: Date }>(
      'SELECT status, deposit_state, deposit_refund_id, lower(during) AS start FROM bookings WHERE id = $1',
      [id],
    )
  )[0]!;
const refundsOf = (intent: string) => [...stripe.current.refunds.values()].filter((r) => r.payment_intent === intent);

describe("the business's cancel", () => {
  it('refunds a paid deposit once, whatever the policy, and the customer is told', async () => {
    const s = await makeSalon();
    // Even a policy that keeps late deposits: the business, not the customer, cancelled.
    await query("UPDATE bookable_services SET cancel_until_hours = 720, late_deposit = 'kept' WHERE id = $1", [
      s.colour,
    ]);
    const b = await paidBooking(s, at(torontoDay(12), '10:00'));
    const ownerCancel = () =>
      call(calendarFn, '/api/bookings/calendar', {
        method: 'POST',
        json: { action: 'cancel', booking_id: b.id },
        headers: { cookie: s.cookies.manager },
      });
    expect((await ownerCancel()).status).toBe(200);
    expect((await ownerCancel()).status).toBe(404); // already cancelled: nothing more is refunded
    expect(refundsOf(b.intent)).toHaveLength(1);
    expect(await row(b.id)).toMatchObject({ status: 'cancelled', deposit_state: 'refunded' });
    const mail = await parsedMailTo(outbox(), b.email);
    expect(mail.find((m) => m.subject?.startsWith('Cancelled'))!.text).toContain(
      'Your deposit of $20.00 is refunded to your card.',
    );
  });

  it('keeps it when the owner says so (a late cancellation by phone), and the email says it is kept', async () => {
    const s = await makeSalon();
    const b = await paidBooking(s, at(torontoDay(13), '10:00'));
    const res = await call(calendarFn, '/api/bookings/calendar', {
      method: 'POST',
      json: { action: 'cancel', booking_id: b.id, refund_deposit: false },
      headers: { cookie: s.cookies.owner },
    });
    expect(res.status).toBe(200);
    expect(refundsOf(b.intent)).toHaveLength(0);
    expect(await row(b.id)).toMatchObject({ status: 'cancelled', deposit_state: 'kept' });
    const mail = await parsedMailTo(outbox(), b.email);
    expect(mail.find((m) => m.subject?.startsWith('Cancelled'))!.text).toContain(
      'Your deposit of $20.00 is kept, as the cancellation policy says.',
    );
  });
});

describe("the customer's cancel", () => {
  it('before the deadline: cancelled, the deposit refunded once, the slot free, both sides emailed', async () => {
    const s = await makeSalon();
    const start = at(torontoDay(14), '10:00');
    const b = await paidBooking(s, start);
    const page = await call(bookingFn, `/api/bookings/booking?booking=${b.id}&sig=${b.sig}`);
    expect(page.body).toMatchObject({
      status: 'confirmed',
      terms: { can_cancel: true, can_reschedule: true, deposit_if_cancelled: 'refunded' },
      contact: { address: '12 Dunlop St, Barrie', phone: null },
    });
    const first = await cancel(b);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ status: 'cancelled', deposit_state: 'refunded' });
    const again = await cancel(b); // a second click
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ status: 'cancelled', deposit_state: 'refunded' });
    expect(refundsOf(b.intent)).toHaveLength(1);
    expect(refundsOf(b.intent)[0]).toMatchObject({ amount: 2000 });
    expect(await row(b.id)).toMatchObject({ status: 'cancelled', deposit_state: 'refunded' });
    expect((await row(b.id)).deposit_refund_id).toBe(refundsOf(b.intent)[0]!.id);
    await book(s, s.haircut, start); // the slot is free at once
    const mail = await parsedMailTo(outbox(), b.email);
    const cancelled = mail.find((m) => m.subject === 'Cancelled: Colour at Test Salon')!;
    expect(cancelled.text).toContain('Your deposit of $20.00 is refunded to your card.');
    expect(mail.filter((m) => m.subject?.startsWith('Cancelled'))).toHaveLength(1);
    const owner = await parsedMailTo(outbox(), s.users.owner.email);
    const note = owner.find((m) => m.subject?.startsWith('Cancelled by the customer: Colour'))!;
    expect(note.text).toContain('Ada cancelled their booking from its link.');
    expect(note.text).toContain('Their deposit of $20.00 is refunded from your payout account.');
  });

  it('after the deadline: 409, nothing changed, the page says until when and what the policy keeps', async () => {
    const s = await makeSalon();
    await query("UPDATE bookable_services SET cancel_until_hours = 720, late_deposit = 'kept' WHERE id = $1", [
      s.colour,
    ]);
    const b = await paidBooking(s, at(torontoDay(10), '11:00'));
    const res = await cancel(b);
    expect(res.status).toBe(409);
    expect((res.body as { error: { message: string } }).error.message).toBe(
      'This booking can no longer be changed online. Please contact the business to cancel or change it.',
    );
    expect((await reschedule(b, at(torontoDay(11), '11:00'))).status).toBe(409);
    expect(await row(b.id)).toMatchObject({ status: 'confirmed', deposit_state: 'paid' });
    expect(refundsOf(b.intent)).toHaveLength(0);
    const page = await call(bookingFn, `/api/bookings/booking?booking=${b.id}&sig=${b.sig}`);
    expect(page.body).toMatchObject({
      terms: { can_cancel: false, can_reschedule: false, deposit_if_cancelled: 'kept' },
    });
  });

  it('a forged or edited link is 404 and changes nothing; a link whose visit has ended is 410', async () => {
    const s = await makeSalon();
    const b = await book(s, s.haircut, at(torontoDay(9), '12:00'));
    const other = await book(s, s.haircut, at(torontoDay(9), '14:00'));
    const forged = { id: b.id, sig: b.sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) };
    expect((await cancel(forged)).status).toBe(404);
    expect((await cancel({ id: other.id, sig: b.sig })).status).toBe(404); // another booking's id, this signature
    expect((await reschedule(forged, at(torontoDay(9), '15:00'))).status).toBe(404);
    expect((await post(cancelFn, '/api/bookings/cancel', { booking: b.id })).status).toBe(400);
    expect((await row(b.id)).status).toBe('confirmed');
    await query(
      `UPDATE bookings SET during = tstzrange(now() - interval '2 hours', now() - interval '1 hour'),
         occupied = tstzrange(now() - interval '2 hours', now() - interval '1 hour') WHERE id = $1`,
      [b.id],
    );
    expect((await call(bookingFn, `/api/bookings/booking?booking=${b.id}&sig=${b.sig}`)).status).toBe(410);
    expect((await cancel(b)).status).toBe(410);
  });
});

describe("the customer's new time", () => {
  it('moves to a free time of the same service; the deposit stays; the new .ics replaces the old event', async () => {
    const s = await makeSalon();
    const b = await paidBooking(s, at(torontoDay(15), '10:00'));
    const to = at(torontoDay(16), '13:00');
    const res = await reschedule(b, to, s.providers.staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'moved', start: to, provider_id: s.providers.staff });
    expect(await row(b.id)).toMatchObject({ status: 'confirmed', deposit_state: 'paid', start: new Date(to) });
    const mail = await parsedMailTo(outbox(), b.email);
    const events = ['Booked: Colour at Test Salon', 'New time: Colour at Test Salon'].map((subject) => {
      const m = mail.find((x) => x.subject === subject)!;
      const ics = m.attachments.find((a) => a.mimeType === 'text/calendar')!;
      const text = typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content);
      return new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    });
    const [booked, moved] = events as [ICAL.Event, ICAL.Event];
    expect(moved.uid).toBe(booked.uid);
    expect(moved.sequence).toBeGreaterThan(booked.sequence);
    expect(moved.startDate.toJSDate().toISOString()).toBe(to);
    const owner = await parsedMailTo(outbox(), s.users.owner.email);
    expect(owner.some((m) => m.subject?.startsWith('Moved by the customer: Colour, now'))).toBe(true);
  });

  it('a time another customer holds is 409 with the nearest free times, and the booking stays put', async () => {
    const s = await makeSalon();
    const from = at(torontoDay(17), '10:00');
    const b = await book(s, s.haircut, from);
    const taken = at(torontoDay(17), '14:00');
    await book(s, s.haircut, taken);
    const res = await reschedule(b, taken, s.providers.staff);
    expect(res.status).toBe(409);
    const body = res.body as { error: { code: string }; alternatives: { start: string }[] };
    expect(body.error.code).toBe('slot_taken');
    expect(body.alternatives.length).toBeGreaterThan(0);
    expect(body.alternatives.some((a) => a.start === taken)).toBe(false);
    expect((await row(b.id)).start).toEqual(new Date(from));
    const bad = await post(rescheduleFn, '/api/bookings/reschedule', { booking: b.id, sig: b.sig, start: 'soon' });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { fields: Record<string, string[]> } }).error.fields.start).toContain(
      'Choose a time from the list.',
    );
  });
});

describe('the deadline the statements check', () => {
  it('is the deadline the page shows, across daylight-saving changes and in Newfoundland', async () => {
    const cases: [string, string, string, number][] = [
      ['2026-03-09', '10:00', 'America/Toronto', 24],
      ['2026-03-09', '02:30', 'America/Toronto', 24],
      ['2026-11-02', '01:30', 'America/Toronto', 24],
      ['2026-11-02', '09:30', 'America/St_Johns', 48],
      ['2026-03-09', '02:30', 'America/St_Johns', 24],
      ['2026-07-01', '10:00', 'America/Regina', 36],
    ];
    for (const [date, time, tz, hours] of cases) {
      const start = fromZoned(date, time, tz)!;
      const [sql] = await query<{ deadline: Date }>(
        `SELECT ${CHANGE_DEADLINE_SQL} AS deadline
         FROM (SELECT tstzrange($1::timestamptz, $1::timestamptz + interval '1 hour') AS during) b,
              (SELECT $2::text AS time_zone) st, (SELECT $3::int AS cancel_until_hours) sv`,
        [start, tz, hours],
      );
      expect(new Date(sql!.deadline).toISOString(), `${date} ${time} ${tz}`).toBe(
        changeDeadline(start, hours, tz).toISOString(),
      );
    }
  });
});
