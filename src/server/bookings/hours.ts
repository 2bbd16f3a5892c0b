/**
 * Where a provider's weekly hours come from, and which days are closed: the provider's own hours, else the
 * listing's opening hours; whole-day exceptions; the province's statutory holidays (date-holidays' Canadian
 * data, its 'public' holidays only, not observances such as Groundhog Day). Pure but for the library's tables.
 */
import Holidays from 'date-holidays';
import { WEEKDAYS, type Hours } from '../../schemas/seed.ts';
import type { WeeklyHours } from './slots.ts';

/** The listing's opening hours as weekly windows (Monday = 1). */
export function weeklyHoursFromListing(hours: Hours | null | undefined): WeeklyHours {
  const weekly: WeeklyHours = {};
  WEEKDAYS.forEach((day, i) => {
    const open = hours?.[day];
    if (open && open.close > open.open) weekly[i + 1] = [{ opens: open.open, closes: open.close }];
  });
  return weekly;
}

/** A provider's own rows (weekday, opens, closes), or the listing's hours when the provider has none. */
export function weeklyHoursFor(
  rows: readonly { weekday: number; opens: string; closes: string }[],
  listingHours: Hours | null | undefined,
): WeeklyHours {
  if (rows.length === 0) return weeklyHoursFromListing(listingHours);
  const weekly: WeeklyHours = {};
  for (const r of rows) (weekly[r.weekday] ??= []).push({ opens: r.opens.slice(0, 5), closes: r.closes.slice(0, 5) });
  return weekly;
}

const calendars = new Map<string, Holidays>();

/** The statutory holiday's name on `date` (YYYY-MM-DD) in the province, or null. */
export function statutoryHoliday(date: string, province: string, language: 'en' | 'fr' = 'en'): string | null {
  const key = `${province}:${language}`;
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = new Holidays('CA', province, { languages: [language], types: ['public'] });
    calendars.set(key, calendar);
  }
  const found = calendar.getHolidays(Number(date.slice(0, 4))).find((h) => h.date.slice(0, 10) === date);
  return found?.name ?? null;
}

/** True when a whole-day exception (inclusive dates) covers `date`. */
export function isExceptionDay(date: string, exceptions: readonly { starts_on: string; ends_on: string }[]): boolean {
  return exceptions.some((e) => e.starts_on <= date && date <= e.ends_on);
}
