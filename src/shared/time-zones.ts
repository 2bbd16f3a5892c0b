/**
 * The time zone of a Canadian business from its province or territory (the one its listing names).
 * Where a province spans zones, the zone most of its people live in: Nunavut is Iqaluit's Eastern
 * time, the Northwest Territories Mountain time, Quebec and Ontario Eastern time. Pure.
 */
export const DEFAULT_TIME_ZONE = 'America/Toronto';

const PROVINCE_ZONES: Record<string, string> = {
  NL: 'America/St_Johns',
  NS: 'America/Halifax',
  PE: 'America/Halifax',
  NB: 'America/Moncton',
  QC: 'America/Toronto',
  ON: 'America/Toronto',
  MB: 'America/Winnipeg',
  SK: 'America/Regina',
  AB: 'America/Edmonton',
  BC: 'America/Vancouver',
  YT: 'America/Whitehorse',
  NT: 'America/Edmonton',
  NU: 'America/Iqaluit',
};

/** Every province and territory code with a zone of its own above (upper case). */
export const PROVINCE_CODES = Object.keys(PROVINCE_ZONES);

export function provinceTimeZone(code: string | null | undefined): string {
  return (code && PROVINCE_ZONES[code.trim().toUpperCase()]) || DEFAULT_TIME_ZONE;
}

/** The local date (YYYY-MM-DD) and hour (0-23) at `instant` in `timeZone`. */
export function localDateAndHour(instant: Date, timeZone: string): { date: string; hour: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}
