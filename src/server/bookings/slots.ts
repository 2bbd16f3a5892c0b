/**
 * Free slots for one service, one provider and one local day. Pure: the caller brings the provider's hours,
 * what already takes their time, the day's closures and `now`; times are generated as wall-clock times in the
 * business's zone, so a 09:00 slot is at 09:00 on both sides of a daylight-saving change.
 */
import { addDays, fromZoned, isoWeekday, toZoned } from './zoned-time.ts';

/** Opening times of one weekday (HH:MM, local). */
export interface DayWindow {
  opens: string;
  closes: string;
}

/** Weekly hours: ISO weekday (1 = Monday) to that day's windows; a missing or empty day is closed. */
export type WeeklyHours = Partial<Record<number, DayWindow[]>>;

export interface Interval {
  start: Date;
  end: Date;
}

/** A class session already running at a start: it takes the slot only while seats are left. */
export interface OpenSession {
  start: Date;
  seatsLeft: number;
}

export interface SlotRules {
  timeZone: string;
  durationMinutes: number;
  bufferMinutes: number;
  stepMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

export interface DayQuery {
  date: string;
  hours: WeeklyHours;
  /** The whole day is closed (an exception, or a statutory holiday when the business closes on them). */
  closed: boolean;
  /** What already takes the provider's time (visits and their buffers, blocked time, class sessions). */
  busy: readonly Interval[];
  /** This service's class sessions on the day (for classes); a seat in one is offered while seats are left. */
  sessions?: readonly OpenSession[];
  now: Date;
}

const MINUTE = 60_000;

function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h! * 60 + m!;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** True when `date` is past the booking horizon (counted in local days from today in the business's zone). */
export function isBeyondHorizon(date: string, rules: SlotRules, now: Date): boolean {
  return date > addDays(toZoned(now, rules.timeZone).date, rules.horizonDays);
}

/** The visit's slots that day, earliest first: each fits its window and leaves its buffer free. */
export function generateSlots(rules: SlotRules, day: DayQuery): Interval[] {
  if (day.closed || isBeyondHorizon(day.date, rules, day.now)) return [];
  const earliest = day.now.getTime() + rules.minNoticeMinutes * MINUTE;
  const slots: Interval[] = [];
  for (const window of day.hours[isoWeekday(day.date)] ?? []) {
    const closes = fromZoned(day.date, window.closes, rules.timeZone);
    if (!closes) continue;
    const last = minutesOf(window.closes) - rules.durationMinutes;
    for (let m = minutesOf(window.opens); m <= last; m += rules.stepMinutes) {
      const start = fromZoned(day.date, timeOf(m), rules.timeZone);
      if (!start || start.getTime() < earliest) continue; // skipped by the clocks, or too soon
      const end = new Date(start.getTime() + rules.durationMinutes * MINUTE);
      if (end > closes) continue;
      const session = day.sessions?.find((s) => s.start.getTime() === start.getTime());
      if (session) {
        if (session.seatsLeft > 0) slots.push({ start, end });
        continue;
      }
      const occupied = { start, end: new Date(end.getTime() + rules.bufferMinutes * MINUTE) };
      if (!day.busy.some((b) => overlaps(b, occupied))) slots.push({ start, end });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** Up to `count` slots nearest to `wanted` (before or after), nearest first: what a 409 offers instead. */
export function nearestSlots(slots: readonly Interval[], wanted: Date, count = 3): Interval[] {
  const distance = (s: Interval) => Math.abs(s.start.getTime() - wanted.getTime());
  return [...slots].sort((a, b) => distance(a) - distance(b) || a.start.getTime() - b.start.getTime()).slice(0, count);
}
