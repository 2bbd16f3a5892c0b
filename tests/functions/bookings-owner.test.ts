// The owner's calendar takes and moves bookings (issue 41) through the real functions: a booking for a customer
// who called (confirmed, no deposit, emailed with its .ics), the free times offered for it and for a move, a taken
// or unlisted time answering 409 with the nearest free ones, and staff limited to their own time.
import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import calendarFn from '../../functions/bookings-calendar.mts';
import calendarSlotsFn from '../../functions/bookings-calendar-slots.mts';
import { query } from '../../src/server/db/client.ts';
import { fromZoned } from '../../src/server/bookings/zoned-time.ts';
import { call } from './helpers.ts';
import { useTempOutbox } from './outbox.ts';
import { makeSalon, parsedMailTo, torontoDay, type Salon } from './bookings-fixtures.ts';

const outbox = useTempOutbox();
let n = 0;
const email = () => `caller-${Date.now()}-${n++}@example.ca`;
const at = (date: string, time: string) => fromZoned(date, time, 'America/Toronto')!.toISOString();

const act = (cookie: string, body: Record<string, unknown>) =>
  call(calendarFn, '/api/bookings/calendar', { method: 'POST', json: body, headers: { cookie } });
const create = (cookie: string, s: Salon, start: string, over: Record<string, unknown> = {}) =>
  act(cookie, {
    action: 'create',
    service_id: s.colour,
    provider_id: s.providers.staff,
    start,
    name: 'Caller Côté',
    email: email(),
    phone: '705-555-0123',
    note: 'Deposit paid in cash',
    ...over,
  });
const freeTimes = (cookie: string, query: Record<string, string>) =>
  call(calendarSlotsFn, `/api/bookings/calendar-slots?${new URLSearchParams(query)}`, { headers: { cookie } });
type Slots = { time_zone: string; slots: { start: string; provider_id: string; provider_name: string }[] };
type Taken = { error: { code: string; message: string }; alternatives: { start: string }[] };

describe('a booking the owner takes for a customer', () => {
  it('is confirmed without a deposit, emailed with an .ics at that time, and shown in the calendar', async () => {
    const s = await makeSalon();
    const date = torontoDay(11);
    const customer = email();
    const made = await create(s.cookies.owner, s, at(date, '10:00'), { email: customer, language: 'fr' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = (made.body as { id: string }).id;
    const [row] = await query<Record<string, unknown>>(
      `SELECT status, deposit_state, deposit_cents, customer_phone, note, language, created_by
       FROM bookings WHERE id = $1`,
      [id],
    );
    expect(row).toEqual({
      status: 'confirmed',
      deposit_state: 'none',
      deposit_cents: 0,
      customer_phone: '705-555-0123',
      note: 'Deposit paid in cash',
      language: 'fr',
      created_by: s.users.owner.id,
    });
    const mail = (await parsedMailTo(outbox(), customer)).at(-1)!;
    expect(mail.subject).toMatch(/Colour/);
    const ics = mail.attachments.find((a) => a.mimeType === 'text/calendar')!;
    const text = typeof ics.content === 'string' ? ics.content : new TextDecoder().decode(ics.content);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!);
    expect(event.startDate.toJSDate().toISOString()).toBe(at(date, '10:00'));
    const view = await call(calendarFn, `/api/bookings/calendar?from=${date}&to=${date}`, {
      headers: { cookie: s.cookies.owner },
    });
    const listed = (view.body as { bookings: { id: string; service_id: string }[] }).bookings;
    expect(listed).toEqual([expect.objectContaining({ id, service_id: s.colour })]);
  });

  it('a taken time is 409 with the nearest free times; the free times offered leave it out', async () => {
    const s = await makeSalon();
    const date = torontoDay(12);
    expect((await create(s.cookies.owner, s, at(date, '11:00'))).status).toBe(201);
    const again = await create(s.cookies.manager, s, at(date, '11:00'));
    expect(again.status).toBe(409);
    const taken = again.body as Taken;
    expect(taken.error.code).toBe('slot_taken');
    expect(taken.alternatives.length).toBeGreaterThan(0);
    expect(taken.alternatives.some((a) => a.start === at(date, '11:00'))).toBe(false);
    const free = await freeTimes(s.cookies.owner, { service: s.colour, provider: s.providers.staff, date });
    const starts = (free.body as Slots).slots.map((x) => x.start);
    expect(starts).toContain(at(date, '09:00'));
    expect(starts).not.toContain(at(date, '11:00'));
    expect((free.body as Slots).slots[0]!.provider_name).toBe('Sam');
    // A time that is not one of the day's slots (after closing) is refused the same way.
    expect((await create(s.cookies.owner, s, at(date, '20:00'))).status).toBe(409);
  });

  it('names a missing email and a bad phone, never a half-written booking', async () => {
    const s = await makeSalon();
    const res = await create(s.cookies.owner, s, at(torontoDay(13), '09:00'), { email: '', phone: '12' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Please enter a valid email address.');
    expect(JSON.stringify(res.body)).toContain('Please enter a phone number of 7 to 20 digits');
    expect(await query('SELECT 1 FROM bookings WHERE business_id = $1', [s.businessId])).toHaveLength(0);
  });

  it('staff book only their own time ("anyone" is themselves); viewers not at all', async () => {
    const s = await makeSalon();
    const date = torontoDay(14);
    const forManager = await create(s.cookies.staff, s, at(date, '09:00'), {
      service_id: s.haircut,
      provider_id: s.providers.manager,
    });
    expect(forManager.status).toBe(404);
    const anyone = await create(s.cookies.staff, s, at(date, '09:00'), {
      service_id: s.haircut,
      provider_id: 'anyone',
    });
    expect(anyone.status).toBe(201);
    const [row] = await query<{ provider_id: string }>('SELECT provider_id FROM bookings WHERE id = $1', [
      (anyone.body as { id: string }).id,
    ]);
    expect(row!.provider_id).toBe(s.providers.staff);
    const staffFree = await freeTimes(s.cookies.staff, { service: s.haircut, provider: 'anyone', date });
    expect(new Set((staffFree.body as Slots).slots.map((x) => x.provider_id))).toEqual(new Set([s.providers.staff]));
    expect((await create(s.cookies.viewer, s, at(date, '13:00'))).status).toBe(403);
    expect((await freeTimes(s.cookies.viewer, { service: s.haircut, date })).status).toBe(403);
  });
});

describe('moving a booking to a free time', () => {
  it('offers its own time as free, moves to a listed time (emailed), refuses a taken or unlisted one', async () => {
    const s = await makeSalon();
    const date = torontoDay(18);
    const customer = email();
    const id = ((await create(s.cookies.owner, s, at(date, '09:00'), { email: customer })).body as { id: string }).id;
    await create(s.cookies.owner, s, at(date, '13:00'));
    const offered = await freeTimes(s.cookies.staff, {
      service: s.colour,
      provider: s.providers.staff,
      date,
      booking: id,
    });
    const starts = (offered.body as Slots).slots.map((x) => x.start);
    expect(starts).toContain(at(date, '09:30')); // overlaps its own time only
    expect(starts).not.toContain(at(date, '13:00'));
    const onTaken = await act(s.cookies.staff, { action: 'move', booking_id: id, start: at(date, '12:30') });
    expect(onTaken.status).toBe(409);
    expect((onTaken.body as Taken).alternatives.length).toBeGreaterThan(0);
    const offHours = await act(s.cookies.staff, { action: 'move', booking_id: id, start: at(date, '06:00') });
    expect(offHours.status).toBe(409);
    const moved = await act(s.cookies.staff, { action: 'move', booking_id: id, start: at(date, '09:30') });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const last = (await parsedMailTo(outbox(), customer)).at(-1)!;
    expect(last.subject).toBe('New time: Colour at Test Salon');
    expect(last.text).toMatch(/9:30\sa\.m\./);
  });
});
