/**
 * When a pickup order can be collected (issue 40): as soon as possible (ready after the preparation time, while
 * the business is open) or in a 15-minute slot within the listing's opening hours, starting after the
 * preparation time. A closed day offers nothing, so the list starts at the next open day. Times are the
 * business's wall-clock times in its time zone (its province's, src/shared/time-zones.ts). Pure.
 */
export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type OpeningHours = Partial<Record<(typeof WEEKDAYS)[number], { open: string; close: string } | null>>;

export const SLOT_MINUTES = 15;
const DAYS_AHEAD = 7;
const MAX_OPEN_DAYS = 3;

export interface PickupOptions {
  /** 'As soon as possible' is offered: the order would be ready within today's opening hours. */
  asap: boolean;
  /** Slot starts (ISO 8601, UTC), grouped by the business's local date. */
  days: { date: string; slots: string[] }[];
  timeZone: string;
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The wall-clock date, weekday and minute of the day at `instant` in `timeZone`. */
export function localParts(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!;
  return { date, weekday, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** The instant at which the wall clock in `timeZone` reads `date` + `minute` (daylight saving included). */
export function zonedInstant(date: string, minute: number, timeZone: string): Date {
  const guess = Date.parse(`${date}T00:00:00Z`) + minute * 60_000;
  // The zone's offset at the guess, then once more at the corrected instant (a change of offset that day).
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const seen = localParts(new Date(instant), timeZone);
    const seenUtc = Date.parse(`${seen.date}T00:00:00Z`) + seen.minute * 60_000;
    instant += guess - seenUtc;
  }
  return new Date(instant);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function pickupOptions(input: {
  hours: OpeningHours | null;
  timeZone: string;
  prepMinutes: number;
  now: Date;
}): PickupOptions {
  const { hours, timeZone, prepMinutes, now } = input;
  const ready = new Date(now.getTime() + prepMinutes * 60_000);
  // No opening hours given: the order is ready after the preparation time, and no slots can be offered.
  if (!hours || !Object.values(hours).some(Boolean)) return { asap: true, days: [], timeZone };
  const today = localParts(now, timeZone);
  const days: PickupOptions['days'] = [];
  let asap = false;
  for (let d = 0; d <= DAYS_AHEAD && days.length < MAX_OPEN_DAYS; d++) {
    const date = addDays(today.date, d);
    const day = hours[WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!];
    if (!day) continue;
    const open = minutesOf(day.open);
    const close = minutesOf(day.close);
    const slots: string[] = [];
    for (let m = Math.ceil(open / SLOT_MINUTES) * SLOT_MINUTES; m + SLOT_MINUTES <= close; m += SLOT_MINUTES) {
      const start = zonedInstant(date, m, timeZone);
      if (start >= ready) slots.push(start.toISOString());
    }
    if (d === 0 && today.minute >= open && zonedInstant(date, close, timeZone) > ready) asap = true;
    if (slots.length) days.push({ date, slots });
  }
  return { asap, days, timeZone };
}

/** True when `at` is one of the offered slots (the server checks the buyer's choice with this). */
export function isOfferedSlot(options: PickupOptions, at: string): boolean {
  const time = Date.parse(at);
  return options.days.some((day) => day.slots.some((slot) => Date.parse(slot) === time));
}
