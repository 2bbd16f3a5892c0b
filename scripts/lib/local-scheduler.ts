/**
 * Netlify runs scheduled functions on their cron schedule (UTC). netlify dev runs one only when its URL
 * is requested (/.netlify/functions/{name}; it then sends the scheduled event itself: a POST with
 * `next_run`, X-NF-Event: schedule). Under `npm start` this clock requests each scheduled function at its
 * next run time, and once shortly after start-up, so that a newcomer's demo shows what the schedules do
 * (website checks, roll-ups, scheduled articles). Each of them does nothing twice within its period.
 * It calls netlify dev on its own loopback port (`baseUrl`), never the front door: on Netlify a
 * scheduled function has no public URL, so the front door answers 404 for those URLs to everyone.
 */
import { CronExpressionParser } from 'cron-parser';

export interface ScheduledFunction {
  name: string;
  schedule: string;
}

/** The functions whose config has a schedule. */
export function scheduledFunctions(configs: Record<string, unknown>): ScheduledFunction[] {
  return Object.entries(configs)
    .map(([name, config]) => ({ name, schedule: (config as { schedule?: unknown } | null)?.schedule }))
    .filter((f): f is ScheduledFunction => typeof f.schedule === 'string');
}

/** The next time a cron expression (or @hourly, @daily, …) fires after `from`, in UTC as Netlify reads it. */
export function nextRun(schedule: string, from: Date): Date {
  return CronExpressionParser.parse(schedule, { currentDate: from, tz: 'Etc/UTC' }).next().toDate();
}

export interface LocalScheduler {
  stop(): void;
}

export function startLocalScheduler(options: {
  functions: ScheduledFunction[];
  /** netlify dev's own address (http://127.0.0.1:PORT), behind the front door, which refuses these URLs. */
  baseUrl: string;
  log: (line: string) => void;
  /** The first run of each, after start-up. */
  firstRunDelayMs?: number;
}): LocalScheduler {
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const at = (delayMs: number, run: () => void) => {
    // setTimeout holds at most about 24.8 days; longer waits are taken in steps.
    const timer = setTimeout(() => (timers.delete(timer), run()), Math.min(delayMs, 2 ** 31 - 1));
    timers.add(timer);
  };
  const invoke = async (fn: ScheduledFunction) => {
    try {
      const res = await fetch(`${options.baseUrl}/.netlify/functions/${fn.name}`, {
        method: 'POST',
        signal: AbortSignal.timeout(10 * 60_000),
      });
      await res.arrayBuffer();
      if (!res.ok) options.log(`scheduled ${fn.name} answered ${res.status}`);
    } catch (error) {
      options.log(`scheduled ${fn.name} could not run: ${(error as Error).message}`);
    }
  };
  const plan = (fn: ScheduledFunction) => {
    if (stopped) return;
    const due = nextRun(fn.schedule, new Date());
    at(due.getTime() - Date.now(), () => {
      if (stopped) return;
      if (Date.now() < due.getTime()) return plan(fn); // a long wait taken in steps
      void invoke(fn).finally(() => plan(fn));
    });
  };
  for (const fn of options.functions) {
    at(options.firstRunDelayMs ?? 30_000, () => void invoke(fn).finally(() => plan(fn)));
  }
  return {
    stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
