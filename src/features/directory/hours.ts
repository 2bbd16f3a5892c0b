/** Hours of operation: display rows and schema.org openingHours. Pure. */

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type DayHours = { open: string; close: string } | null | undefined;
export type WeeklyHours = Partial<Record<Weekday, DayHours>>;

const SCHEMA_DAY: Record<Weekday, string> = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "07:00" -> "7:00 a.m." (Canadian style), "17:30" -> "5:30 p.m."; anything else is shown as given. */
export function formatTime(value: string): string {
  const match = TIME.exec(value);
  if (!match) return value;
  const hour = Number(match[1]);
  const suffix = hour < 12 ? 'a.m.' : 'p.m.';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${match[2]} ${suffix}`;
}

/** "07:00" -> "7 h 00", "17:30" -> "17 h 30" (Canadian French, issue 31). */
export function formatTimeFr(value: string): string {
  const match = TIME.exec(value);
  return match ? `${Number(match[1])} h ${match[2]}` : value;
}

export interface HoursRow {
  day: Weekday;
  label: string;
  text: string;
  closed: boolean;
}

/** `words` (issue 31): another language's day names, 'Closed' and time format; English without. */
export function hoursRows(
  hours: WeeklyHours | null | undefined,
  words?: { day: (d: Weekday) => string; closed: string; time: (t: string) => string },
): HoursRow[] {
  if (!hours) return [];
  if (words)
    return hoursRows(hours).map((r) => ({
      ...r,
      label: words.day(r.day),
      text: r.closed ? words.closed : `${words.time(hours[r.day]!.open)} – ${words.time(hours[r.day]!.close)}`,
    }));
  return WEEKDAYS.map((day) => {
    const h = hours[day];
    const label = day[0]!.toUpperCase() + day.slice(1);
    const valid = h && TIME.test(h.open) && TIME.test(h.close);
    return { day, label, closed: !valid, text: valid ? `${formatTime(h.open)} – ${formatTime(h.close)}` : 'Closed' };
  });
}

/** schema.org openingHours strings, e.g. ["Tu 07:00-17:30", "We 07:00-17:30"]. */
export function openingHoursSpec(hours: WeeklyHours | null | undefined): string[] {
  if (!hours) return [];
  return WEEKDAYS.flatMap((day) => {
    const h = hours[day];
    return h && TIME.test(h.open) && TIME.test(h.close) ? [`${SCHEMA_DAY[day]} ${h.open}-${h.close}`] : [];
  });
}
