/**
 * The owner's calendar, pure: which local days a view shows, bookings grouped by the business's local day, and the
 * words for a booking's status and deposit. Days are the business's (its time zone), never the browser's.
 */
import type { CalendarBooking } from '../../schemas/bookings-calendar-answers.ts';
import { addDays, isoWeekday, toZoned } from '../../shared/zoned-time.ts';

export type CalendarView = 'day' | 'week' | 'list';

/** The local days a view covers around `anchor`: a day, its Monday-to-Sunday week, or 30 days from it. */
export function periodOf(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'day') return { from: anchor, to: anchor };
  if (view === 'week') {
    const monday = addDays(anchor, 1 - isoWeekday(anchor));
    return { from: monday, to: addDays(monday, 6) };
  }
  return { from: anchor, to: addDays(anchor, 29) };
}

/** The anchor one step back or forward: a day, a week, or 30 days. */
export function stepAnchor(view: CalendarView, anchor: string, direction: 1 | -1): string {
  return addDays(anchor, direction * (view === 'day' ? 1 : view === 'week' ? 7 : 30));
}

export interface CalendarDay {
  date: string;
  bookings: CalendarBooking[];
}

/**
 * The days of a period with their bookings, in order. The day and week views keep empty days (a week reads as
 * seven days, on a phone a list of them); the list view shows only days that have bookings.
 */
export function groupByDay(
  bookings: readonly CalendarBooking[],
  timeZone: string,
  period: { from: string; to: string },
  keepEmpty: boolean,
): CalendarDay[] {
  const days = new Map<string, CalendarBooking[]>();
  for (let d = period.from; d <= period.to; d = addDays(d, 1)) days.set(d, []);
  for (const b of bookings) days.get(toZoned(new Date(b.start), timeZone).date)?.push(b);
  return [...days].map(([date, list]) => ({ date, bookings: list })).filter((d) => keepEmpty || d.bookings.length);
}

const STATUS: Record<string, string> = {
  held: 'Awaiting deposit',
  confirmed: 'Confirmed',
  completed: 'Completed',
  no_show: 'No-show',
};

export function statusLabel(b: CalendarBooking): string {
  if (b.kind === 'block') return 'Blocked time';
  return STATUS[b.status] ?? b.status;
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(cents / 100);

const DEPOSIT: Record<string, string> = {
  due: 'due, not paid yet',
  paid: 'paid',
  refunded: 'refunded',
  kept: 'kept (no-show)',
};

/** 'No deposit', or '$20.00 deposit, paid'. */
export function depositLabel(b: CalendarBooking): string {
  if (b.deposit_state === 'none' || b.deposit_cents === 0) return 'No deposit';
  return `${money(b.deposit_cents)} deposit, ${DEPOSIT[b.deposit_state] ?? b.deposit_state}`;
}

/** The business's local date today: the view opens on it. */
export function todayIn(timeZone: string, now = new Date()): string {
  return toZoned(now, timeZone).date;
}
