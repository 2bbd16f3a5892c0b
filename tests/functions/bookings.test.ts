// Bookings (issue 41) through the real functions: free slots, a booking and its emailed .ics (parsed by ical.js),
// a taken slot answering 409 with the nearest free ones, 'anyone', class seats, deposits refused plainly, unpaid
// holds expiring, reminders and review requests sent once, and the calendar's roles.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import slotsFn from '../../functions/bookings-slots.mts';
import bookFn from '../../functions/bookings.mts';
import calendarFn from '../../functions/bookings-calendar.mts';
import feedFn from '../../functions/bookings-calendar-feed.mts';
import icsFn from '../../functions/bookings-calendar-ics.mts';
import { query } from '../../src/server/db/client.ts';
import { expireHolds } from '../../src/server/bookings/bookings.ts';
import { sendDueReminders, sendDueReviewRequests } from '../../src/server/bookings/after-visit.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import { call } from './helpers.ts';
import { useTempOutbox } from './outbox.ts';
import { makeSalon, parsedMailTo, torontoDay, type Salon } from './bookings-fixtures.ts';

const outbox = useTempOutbox();
let n = 0;
const email = () => `customer-${Date.now()}-${n++}@example.ca`;
const at = (date: string, time: string) => fromZoned(date, time, 'America/Toronto')!.toISOString();

const slots = (s: Salon, date: string, service = s.haircut, provider = 'anyone') =>
  call(slotsFn, `/api/bookings/slots?listing=${s.slug}&service=${service}&provider=${provider}&date=${date}`);

const book = (s: Salon, start: string, over: Record<string, unknown> = {}) =>
  call(bookFn, '/api/bookings', {
    method: 'POST',
    json: {
      listing: s.slug,
      service_id: s.haircut,
      start,
      name: 'Ada Tremblay',
      email: email(),
      phone: '705-555-0100',
      ...over,
    },
    headers: { 'x-nf-client-connection-ip': `10.9.${n % 250}.${Math.floor(Math.random() * 250)}` },
  });

const calendar = (cookie: string, from: string, to = from) =>
  call(calendarFn, `/api/bookings/calendar?from=${from}&to=${to}`, { headers: { cookie } });
const act = (cookie: string, body: Record<string, unknown>) =>
  call(calendarFn, '/api/bookings/calendar', { method: 'POST', json: body, headers: { cookie } });

describe('booking a slot', () => {
  it('offers slots in the business zone, books one, emails an .ics at that time, and the slot is gone', async () => {
    const s = await makeSalon();
    const date = torontoDay(10);
    const before = await slots(s, date, s.haircut, s.providers.staff);
    expect(before.status).toBe(200);
    const starts = (before.body as { slots: { start: string }[] }).slots.map((x) => x.start);
    expect(starts[0]).toBe(at(date, '09:00'));
    expect(starts).toContain(at(date, '10:00'));
    const customer = email();
    const made = await book(s, at(date, '10:00'), { provider_id: s.providers.staff, email: customer });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const after = (await slots(s, date, s.haircut, s.providers.staff)).body as { slots: { start: string }[] };
    // 10:00-11:00 plus the 15-minute buffer: a visit starting 09:00 to 11:00 would overlap it (its own buffer
    // included); 11:15 is the first start after it.
    const left = after.slots.map((x) => x.start);
    for (const t of ['09:00', '09:15', '10:00', '10:45', '11:00']) expect(left).not.toContain(at(date, t));
    expect(left[0]).toBe(at(date, '11:15'));

    const [mail] = await parsedMailTo(outbox(), customer);
    expect(mail?.subject).toBe('Booked: Haircut at Test Salon');
    expect(mail?.text).toContain('(Eastern Time)');
    const ics = mail!.attachments.find((a) => a.mimeType === 'text/calendar')!;
    const text = typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(at(date, '10:00'));
    expect(event.endDate.toJSDate().toISOString()).toBe(at(date, '11:00'));
    expect(event.summary).toBe('Haircut — Test Salon');
  });

  it('a taken slot answers 409 with the nearest free slots; "anyone" takes the other person first', async () => {
    const s = await makeSalon();
    const date = torontoDay(11);
    const start = at(date, '13:00');
    expect((await book(s, start, { provider_id: s.providers.staff })).status).toBe(201);
    const second = await book(s, start, { provider_id: s.providers.staff });
    expect(second.status).toBe(409);
    const body = second.body as { error: { code: string; message: string }; alternatives: { start: string }[] };
    expect(body.error.code).toBe('slot_taken');
    expect(body.error.message).toBe('Someone has just booked this time. Choose one of the nearest free times instead.');
    expect(body.alternatives.map((a) => a.start)).toEqual([at(date, '11:45'), at(date, '14:15'), at(date, '11:30')]);
    // 'anyone': Maya is still free at 13:00, then nobody is.
    const anyone = await book(s, start);
    expect(anyone.status).toBe(201);
    expect((anyone.body as { booking: { provider_id: string } }).booking.provider_id).toBe(s.providers.manager);
    expect((await book(s, start)).status).toBe(409);
  });

  it('refuses a time outside the slots, bad fields by name, and a deposit service plainly', async () => {
    const s = await makeSalon();
    const date = torontoDay(12);
    expect((await book(s, at(date, '03:00'))).status).toBe(409);
    const bad = await book(s, at(date, '10:00'), { email: 'not-an-email', phone: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Please enter a valid email address.');
    expect(JSON.stringify(bad.body)).toContain('phone');
    const deposit = await book(s, at(date, '10:00'), { service_id: s.colour });
    expect(deposit.status).toBe(409);
    expect((deposit.body as { error: { message: string } }).error.message).toBe(
      'This service asks for a deposit, and this business cannot take payments online yet. Please call it to book.',
    );
    const none = await query('SELECT 1 FROM bookings WHERE business_id = $1', [s.businessId]);
    expect(none).toHaveLength(0);
  });

  it('a class with 5 seats takes 5 customers, then the slot is full', async () => {
    const s = await makeSalon();
    const date = torontoDay(13);
    const start = at(date, '10:00');
    for (let i = 0; i < 5; i++) expect((await book(s, start, { service_id: s.yoga })).status).toBe(201);
    expect((await book(s, start, { service_id: s.yoga })).status).toBe(409);
    const [session] = await query<{ seats_taken: number }>(
      "SELECT seats_taken FROM bookings WHERE business_id = $1 AND kind = 'class'",
      [s.businessId],
    );
    expect(session?.seats_taken).toBe(5);
    const free = (await slots(s, date, s.yoga)).body as { slots: { start: string }[] };
    expect(free.slots.map((x) => x.start)).not.toContain(start);
  });
});

describe('holds, reminders and review requests', () => {
  it('an unpaid hold past its 15 minutes expires once and frees its slot', async () => {
    const s = await makeSalon();
    const date = torontoDay(14);
    const start = at(date, '15:00');
    await query(
      `INSERT INTO bookings (business_id, kind, service_id, provider_id, status, during, occupied, customer_name,
         customer_email, hold_expires_at, deposit_cents, deposit_state, created_at)
       VALUES ($1, 'appointment', $2, $3, 'held', tstzrange($4::timestamptz, $4::timestamptz + interval '1 hour'),
         tstzrange($4::timestamptz, $4::timestamptz + interval '75 minutes'), 'Hold', 'hold@example.ca',
         now() - interval '1 minute', 2000, 'due', now() - interval '16 minutes')`,
      [s.businessId, s.colour, s.providers.staff, start],
    );
    const taken = (await slots(s, date, s.haircut, s.providers.staff)).body as { slots: { start: string }[] };
    expect(taken.slots.map((x) => x.start)).toContain(start); // past its time, the hold no longer counts
    const swept = await Promise.all([expireHolds([s.providers.staff]), expireHolds([s.providers.staff])]);
    expect(swept[0] + swept[1]).toBe(1);
    expect((await book(s, start, { provider_id: s.providers.staff })).status).toBe(201);
  });

  it('a due reminder is sent exactly once, however often the sweep runs', async () => {
    const s = await makeSalon();
    const customer = email();
    const date = torontoDay(1);
    const made = await book(s, at(date, '16:00'), { email: customer, provider_id: s.providers.manager });
    expect(made.status).toBe(201);
    const id = (made.body as { booking: { id: string } }).booking.id;
    await query("UPDATE bookings SET reminder_due_at = now() - interval '1 minute' WHERE id = $1", [id]);
    await Promise.all([sendDueReminders(), sendDueReminders(), sendDueReminders()]);
    await sendDueReminders();
    const mails = (await parsedMailTo(outbox(), customer)).map((m) => m.subject);
    expect(mails.filter((x) => x === 'Reminder: Haircut at Test Salon')).toHaveLength(1);
  });

  it('one review request after a completed visit; a customer who opted out gets none', async () => {
    const s = await makeSalon();
    const [asked, optedOut] = [email(), email()];
    for (const [who, review_request] of [
      [asked, true],
      [optedOut, false],
    ] as const)
      await query(
        `INSERT INTO bookings (business_id, kind, service_id, provider_id, status, during, occupied, customer_name,
           customer_email, review_opt_out)
         VALUES ($1, 'appointment', $2, $3, 'confirmed',
           tstzrange(now() - interval '4 hours', now() - interval '3 hours'),
           tstzrange(now() - interval '4 hours', now() - interval '3 hours'), 'Ada', $4, $5)`,
        [s.businessId, s.haircut, review_request ? s.providers.staff : s.providers.manager, who, !review_request],
      );
    await Promise.all([sendDueReviewRequests(), sendDueReviewRequests()]);
    await sendDueReviewRequests();
    const subjects = (await parsedMailTo(outbox(), asked)).map((m) => m.subject);
    expect(subjects).toEqual(['How was your visit to Test Salon?']);
    expect(await parsedMailTo(outbox(), optedOut)).toHaveLength(0);
    const rows = await query<{ status: string }>('SELECT status FROM bookings WHERE business_id = $1', [s.businessId]);
    expect(rows.map((r) => r.status)).toEqual(['completed', 'completed']);
  });
});

describe('the calendar and its roles', () => {
  it('staff see and change only their own bookings; managers everyone’s; viewers none', async () => {
    const s = await makeSalon();
    const date = torontoDay(15);
    const mine = await book(s, at(date, '10:00'), { provider_id: s.providers.staff });
    const theirs = await book(s, at(date, '10:00'), { provider_id: s.providers.manager });
    const [mineId, theirsId] = [mine, theirs].map((r) => (r.body as { booking: { id: string } }).booking.id);
    const staffView = (await calendar(s.cookies.staff, date)).body as { bookings: { id: string }[] };
    expect(staffView.bookings.map((b) => b.id)).toEqual([mineId]);
    const managerView = (await calendar(s.cookies.manager, date)).body as { bookings: { id: string }[] };
    expect(managerView.bookings.map((b) => b.id).sort()).toEqual([mineId, theirsId].sort());
    expect((await calendar(s.cookies.viewer, date)).status).toBe(403);
    expect((await act(s.cookies.staff, { action: 'cancel', booking_id: theirsId })).status).toBe(404);
    expect((await act(s.cookies.manager, { action: 'cancel', booking_id: theirsId })).status).toBe(200);
  });

  it('moving a booking emails the customer the new time; moving onto a taken time or block is 409', async () => {
    const s = await makeSalon();
    const date = torontoDay(16);
    const customer = email();
    const made = await book(s, at(date, '09:00'), { provider_id: s.providers.staff, email: customer });
    const id = (made.body as { booking: { id: string } }).booking.id;
    const blocked = await act(s.cookies.staff, {
      action: 'block',
      provider_id: s.providers.staff,
      start: at(date, '12:00'),
      end: at(date, '13:00'),
      note: 'Lunch',
    });
    expect(blocked.status).toBe(200);
    expect((await act(s.cookies.staff, { action: 'move', booking_id: id, start: at(date, '12:30') })).status).toBe(409);
    const moved = await act(s.cookies.owner, { action: 'move', booking_id: id, start: at(date, '14:00') });
    expect(moved.status).toBe(200);
    const last = (await parsedMailTo(outbox(), customer)).at(-1)!;
    expect(last.subject).toBe('New time: Haircut at Test Salon');
    expect(last.text).toMatch(/2:00\sp\.m\./);
    const ics = last.attachments.find((a) => a.mimeType === 'text/calendar')!;
    const text = typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(at(date, '14:00'));
    expect(event.component.getFirstPropertyValue('sequence')).toBe(2);
  });

  it('a private .ics feed: staff get their own bookings, managers everyone’s; a new link stops the old', async () => {
    const s = await makeSalon();
    const date = torontoDay(17);
    await book(s, at(date, '10:00'), { provider_id: s.providers.staff, name: 'Staff Customer' });
    await book(s, at(date, '10:00'), { provider_id: s.providers.manager, name: 'Manager Customer' });
    const feedOf = async (cookie: string) => {
      const made = await call(feedFn, '/api/bookings/calendar-feed', { method: 'POST', headers: { cookie } });
      expect(made.status).toBe(201);
      return new URL((made.body as { url: string }).url).pathname;
    };
    const summaries = async (path: string) => {
      const res = await call(icsFn, path);
      if (res.status !== 200) return res.status;
      const calendar = new ICAL.Component(ICAL.parse(res.body as string));
      return calendar
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v).summary)
        .sort();
    };
    const staffFeed = await feedOf(s.cookies.staff);
    expect(await summaries(staffFeed)).toEqual(['Haircut — Staff Customer']);
    const managerFeed = await feedOf(s.cookies.manager);
    expect(await summaries(managerFeed)).toEqual(['Haircut — Manager Customer', 'Haircut — Staff Customer']);
    await feedOf(s.cookies.staff); // a new link for the staff member: the old one stops
    expect(await summaries(staffFeed)).toBe(404);
    expect(
      (await call(feedFn, '/api/bookings/calendar-feed', { method: 'POST', headers: { cookie: s.cookies.viewer } }))
        .status,
    ).toBe(403);
  });
});
