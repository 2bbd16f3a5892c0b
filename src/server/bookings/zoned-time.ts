/**
 * Wall-clock times in a business's time zone turned into instants and back, with the IANA rules Intl carries:
 * right across daylight-saving changes, Newfoundland's half hour and Saskatchewan's year-round standard time. Pure.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The local date (YYYY-MM-DD) and time (HH:MM) of `instant` in `timeZone`. */
export function toZoned(instant: Date, timeZone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Minutes the zone is ahead of UTC at `instant` (Toronto in winter: -300; St. John's in summer: -150). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const { date, time } = toZoned(instant, timeZone);
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  const whole = Math.floor(instant.getTime() / 60_000) * 60_000;
  return Math.round((asUtc - whole) / 60_000);
}

/**
 * The instant a local wall time names, or null when the clocks skip it (the spring-forward hour). A wall time
 * that happens twice (the fall-back hour) is its first occurrence.
 */
export function fromZoned(date: string, time: string, timeZone: string): Date | null {
  const naive = Date.parse(`${date}T${time}:00Z`);
  if (Number.isNaN(naive)) return null;
  // The offsets a day either side: one of them is the wall time's (clocks change at most once in two days).
  const candidates = [naive - 86_400_000, naive + 86_400_000]
    .map((probe) => naive - zoneOffsetMinutes(new Date(probe), timeZone) * 60_000)
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    const back = toZoned(new Date(candidate), timeZone);
    if (back.date === date && back.time === time) return new Date(candidate);
  }
  return null;
}

/** The ISO weekday (1 = Monday ... 7 = Sunday) of a calendar date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The calendar date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
