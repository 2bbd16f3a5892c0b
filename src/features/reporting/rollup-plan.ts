/**
 * When the roll-up rolls what (pure; the SQL is in src/server/reporting/rollup.ts). Each run replaces a
 * day's aggregates with a recount of its raw events up to a moment: finished days up to their end,
 * the current day up to a minute ago (events are written within a second of arriving, so nothing can
 * still be on its way behind that moment). A day is complete once it has been rolled up to its end;
 * until then every run counts it again from scratch, so reruns never count an event twice and events
 * arriving meanwhile are never skipped. Reports add the raw events from the watermark on.
 */

const DAY_MS = 86_400_000;
/** Time for an event to be written after it was stamped (batches wait at most 250 ms). */
export const SETTLE_MS = 60_000;

/** The UTC day of a moment, as 'YYYY-MM-DD'. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number): string => utcDay(new Date(dayStart(day).getTime() + n * DAY_MS));

export interface RollStep {
  day: string;
  until: Date;
  complete: boolean;
}

/**
 * The days one run rolls up, oldest first: from the day after the last complete one, or from an older
 * day left incomplete (days marked complete without a roll-up, as the demo seed does, cannot hide it),
 * never further back than `rawDays` (the raw events' lifetime), to the day of `now - settleMs`, each
 * up to min(its end, now - settleMs).
 */
export function planRollup(
  now: Date,
  lastComplete: string | null,
  rawDays: number,
  settleMs = SETTLE_MS,
  firstOpen: string | null = null,
): RollStep[] {
  const cutoff = new Date(now.getTime() - settleMs);
  const lastDay = utcDay(cutoff);
  const oldest = addDays(utcDay(now), -rawDays);
  let first = lastComplete && lastComplete >= oldest ? addDays(lastComplete, 1) : oldest;
  if (firstOpen && firstOpen >= oldest && firstOpen < first) first = firstOpen;
  const steps: RollStep[] = [];
  for (let day = first; day <= lastDay; day = addDays(day, 1)) {
    const end = dayStart(addDays(day, 1));
    const complete = cutoff.getTime() >= end.getTime();
    steps.push({ day, until: complete ? end : cutoff, complete });
  }
  return steps;
}

/**
 * The watermark: every event before it is in the aggregates. It is where the latest rolled day's
 * aggregates stop (its end when complete), and never before `floor` (raw events older than the raw
 * window are not read).
 */
export function watermark(latest: { day: string; rolledTo: Date | null } | undefined, floor: Date): Date {
  if (!latest) return floor;
  const reach = latest.rolledTo ?? dayStart(addDays(latest.day, 1));
  return reach.getTime() > floor.getTime() ? reach : floor;
}
