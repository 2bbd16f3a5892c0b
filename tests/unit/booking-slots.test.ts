// Slot generation (issue 41): wall-clock slots in the business's zone across the daylight-saving changes of 2026
// (March 8 and November 1) in Toronto, St. John's (UTC-3:30/-2:30) and Regina (no DST), minimum notice, the
// horizon, buffers, closed days, holidays and class seats.
import { describe, expect, it } from 'vitest';
import { generateSlots, nearestSlots, type DayQuery, type SlotRules } from '../../src/server/bookings/slots.ts';
import { fromZoned, toZoned } from '../../src/server/bookings/zoned-time.ts';
import {
  isExceptionDay,
  statutoryHoliday,
  weeklyHoursFor,
  weeklyHoursFromListing,
} from '../../src/server/bookings/hours.ts';

const everyDay = (opens: string, closes: string) =>
  Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((d) => [d, [{ opens, closes }]]));

const rules = (timeZone: string, over: Partial<SlotRules> = {}): SlotRules => ({
  timeZone,
  durationMinutes: 60,
  bufferMinutes: 0,
  stepMinutes: 60,
  minNoticeMinutes: 0,
  horizonDays: 365,
  ...over,
});

const day = (date: string, over: Partial<DayQuery> = {}): DayQuery => ({
  date,
  hours: everyDay('09:00', '11:00'),
  closed: false,
  busy: [],
  now: new Date('2026-01-01T00:00:00Z'),
  ...over,
});

const starts = (r: SlotRules, d: DayQuery) => generateSlots(r, d).map((s) => s.start.toISOString().slice(0, 16));

describe('slots across daylight-saving changes', () => {
  it('Toronto: 09:00 stays 09:00 local, 14:00Z in EST and 13:00Z in EDT', () => {
    const r = rules('America/Toronto');
    expect(starts(r, day('2026-03-07'))).toEqual(['2026-03-07T14:00', '2026-03-07T15:00']);
    expect(starts(r, day('2026-03-08'))).toEqual(['2026-03-08T13:00', '2026-03-08T14:00']);
    expect(starts(r, day('2026-10-31'))).toEqual(['2026-10-31T13:00', '2026-10-31T14:00']);
    expect(starts(r, day('2026-11-01'))).toEqual(['2026-11-01T14:00', '2026-11-01T15:00']);
  });

  it("St. John's: UTC-3:30 in winter, UTC-2:30 in summer", () => {
    const r = rules('America/St_Johns');
    expect(starts(r, day('2026-03-07'))).toEqual(['2026-03-07T12:30', '2026-03-07T13:30']);
    expect(starts(r, day('2026-03-08'))).toEqual(['2026-03-08T11:30', '2026-03-08T12:30']);
    expect(starts(r, day('2026-11-01'))).toEqual(['2026-11-01T12:30', '2026-11-01T13:30']);
  });

  it('Regina: UTC-6 all year, the same instants on both sides of the change elsewhere', () => {
    const r = rules('America/Regina');
    expect(starts(r, day('2026-03-07'))).toEqual(['2026-03-07T15:00', '2026-03-07T16:00']);
    expect(starts(r, day('2026-03-08'))).toEqual(['2026-03-08T15:00', '2026-03-08T16:00']);
    expect(starts(r, day('2026-07-15'))).toEqual(['2026-07-15T15:00', '2026-07-15T16:00']);
  });

  it('the spring-forward hour offers no slot (02:00 does not exist), in Toronto and St. John’s', () => {
    const night = everyDay('01:00', '04:00');
    expect(starts(rules('America/Toronto'), day('2026-03-08', { hours: night }))).toEqual([
      '2026-03-08T06:00',
      '2026-03-08T07:00',
    ]);
    expect(starts(rules('America/St_Johns'), day('2026-03-08', { hours: night }))).toEqual([
      '2026-03-08T04:30',
      '2026-03-08T05:30',
    ]);
    expect(fromZoned('2026-03-08', '02:30', 'America/Toronto')).toBeNull();
  });

  it('the fall-back hour: 01:00 is its first occurrence, and every slot is a real hour apart or more', () => {
    const slots = starts(rules('America/Toronto'), day('2026-11-01', { hours: everyDay('00:00', '03:00') }));
    expect(slots).toEqual(['2026-11-01T04:00', '2026-11-01T05:00', '2026-11-01T07:00']);
    expect(toZoned(new Date('2026-11-01T07:00:00Z'), 'America/Toronto')).toEqual({ date: '2026-11-01', time: '02:00' });
  });
});

describe('rules', () => {
  it('minimum notice: nothing starts sooner than the notice after now', () => {
    const now = new Date('2026-06-10T13:30:00Z'); // 09:30 in Toronto
    const r = rules('America/Toronto', { minNoticeMinutes: 120, stepMinutes: 30, durationMinutes: 30 });
    const hours = everyDay('09:00', '13:00');
    expect(starts(r, day('2026-06-10', { now, hours }))[0]).toBe('2026-06-10T15:30'); // 11:30 local
  });

  it('horizon: a day past it has no slots; the last day inside it has', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const r = rules('America/Toronto', { horizonDays: 30 });
    expect(starts(r, day('2026-07-10', { now }))).toHaveLength(2);
    expect(starts(r, day('2026-07-11', { now }))).toEqual([]);
  });

  it('buffers: a slot whose visit plus buffer would run into a busy time is not offered', () => {
    const r = rules('America/Toronto', { durationMinutes: 30, bufferMinutes: 15, stepMinutes: 15 });
    const busy = [{ start: new Date('2026-06-10T14:00:00Z'), end: new Date('2026-06-10T14:45:00Z') }]; // 10:00-10:45
    const got = starts(r, day('2026-06-10', { busy, hours: everyDay('09:00', '11:30') }));
    expect(got).toEqual(['2026-06-10T13:00', '2026-06-10T13:15', '2026-06-10T14:45', '2026-06-10T15:00']);
  });

  it('a visit must end by closing time', () => {
    const r = rules('America/Toronto', { durationMinutes: 90, stepMinutes: 30 });
    expect(starts(r, day('2026-06-10'))).toEqual(['2026-06-10T13:00', '2026-06-10T13:30']);
  });

  it('a closed day (exception or holiday) and a day with no hours have no slots', () => {
    const r = rules('America/Toronto');
    expect(starts(r, day('2026-06-10', { closed: true }))).toEqual([]);
    expect(starts(r, day('2026-06-14', { hours: { 1: [{ opens: '09:00', closes: '11:00' }] } }))).toEqual([]);
  });

  it('classes: a session with seats left is offered although it takes the time; a full one is not', () => {
    const r = rules('America/Toronto');
    const session = { start: new Date('2026-06-10T13:00:00Z'), end: new Date('2026-06-10T14:00:00Z') };
    const open = day('2026-06-10', { busy: [session], sessions: [{ start: session.start, seatsLeft: 2 }] });
    expect(starts(r, open)).toEqual(['2026-06-10T13:00', '2026-06-10T14:00']);
    const full = day('2026-06-10', { busy: [session], sessions: [{ start: session.start, seatsLeft: 0 }] });
    expect(starts(r, full)).toEqual(['2026-06-10T14:00']);
  });

  it('nearest slots: before or after the wanted time, nearest first', () => {
    const at = (h: number) => ({
      start: new Date(Date.UTC(2026, 5, 10, h)),
      end: new Date(Date.UTC(2026, 5, 10, h + 1)),
    });
    const near = nearestSlots([at(9), at(11), at(12), at(15)], new Date(Date.UTC(2026, 5, 10, 10)), 3);
    expect(near.map((s) => s.start.getUTCHours())).toEqual([9, 11, 12]);
  });
});

describe('hours and closed days', () => {
  it("the listing's hours are the default; a provider's own rows replace them", () => {
    const listing = { monday: null, tuesday: { open: '09:00', close: '17:00' } };
    expect(weeklyHoursFromListing(listing)).toEqual({ 2: [{ opens: '09:00', closes: '17:00' }] });
    expect(weeklyHoursFor([], listing)).toEqual({ 2: [{ opens: '09:00', closes: '17:00' }] });
    const own = [{ weekday: 3, opens: '10:00:00', closes: '14:00:00' }];
    expect(weeklyHoursFor(own, listing)).toEqual({ 3: [{ opens: '10:00', closes: '14:00' }] });
  });

  it("statutory holidays by province, from date-holidays' public holidays only", () => {
    expect(statutoryHoliday('2026-07-01', 'ON')).toBe('Canada Day');
    expect(statutoryHoliday('2026-06-24', 'QC')).not.toBeNull();
    expect(statutoryHoliday('2026-06-24', 'ON')).toBeNull();
    expect(statutoryHoliday('2026-08-03', 'SK')).not.toBeNull(); // Saskatchewan Day
    expect(statutoryHoliday('2026-02-02', 'ON')).toBeNull(); // Groundhog Day is an observance
    expect(statutoryHoliday('2026-12-25', 'QC', 'fr')).toBe('Noël');
  });

  it('exceptions cover their first and last days', () => {
    const vacation = [{ starts_on: '2026-07-20', ends_on: '2026-07-24' }];
    expect(['2026-07-19', '2026-07-20', '2026-07-24', '2026-07-25'].map((d) => isExceptionDay(d, vacation))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
