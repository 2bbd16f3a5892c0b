/**
 * A run made of named steps, each started as soon as the steps named in its `after` have finished, so
 * independent work overlaps (the typecheck and the function tests while the site builds). Every step is
 * timed and the run ends with a table of them. The first failure cancels the steps still running (their
 * `signal` aborts) and skips those not started, so a broken typecheck still fails the run at once.
 */
export interface Step {
  name: string;
  /** Steps that must have finished first. */
  after?: string[];
  /** What it runs; it may answer the CPU seconds its own processes used (runCommand's `cpu`). */
  run: (signal: AbortSignal) => Promise<unknown>;
}

export type StepStatus = 'ok' | 'failed' | 'cancelled' | 'skipped';

export interface StepResult {
  name: string;
  status: StepStatus;
  /** Seconds from the start of the run, and how long the step took. */
  startedAt?: number;
  seconds?: number;
  /** CPU seconds (user + system) of the step's own processes, when it measured them. */
  cpuSeconds?: number;
  /** Each meter's growth while the step ran (e.g. the served site's CPU seconds during the crawl). */
  meters?: Record<string, number>;
  error?: string;
}

/** Cumulative counters read at each step's start and end (runSteps' `meters`). */
export type Meters = Record<string, () => number | undefined>;

export async function runSteps(
  steps: Step[],
  log: (line: string) => void = console.log,
  meters: Meters = {},
): Promise<StepResult[]> {
  const byName = new Map(steps.map((step) => [step.name, step]));
  for (const step of steps) {
    for (const name of step.after ?? [])
      if (!byName.has(name))
        throw new Error(`step "${step.name}" waits for "${name}", which is not a step of this run`);
  }
  const abort = new AbortController();
  const t0 = performance.now();
  const since = (t: number) => Math.round((performance.now() - t) / 100) / 10;
  const results = new Map<string, StepResult>();
  const finished = new Map<string, Promise<boolean>>();

  const start = (step: Step): Promise<boolean> => {
    const known = finished.get(step.name);
    if (known) return known;
    const done = (async () => {
      const ready = await Promise.all((step.after ?? []).map((name) => start(byName.get(name)!)));
      if (!ready.every(Boolean) || abort.signal.aborted) {
        results.set(step.name, { name: step.name, status: 'skipped' });
        return false;
      }
      const startedAt = since(t0);
      const begin = performance.now();
      const before = Object.entries(meters).map(([name, read]) => [name, read()] as const);
      const grown = () => {
        const out: Record<string, number> = {};
        for (const [name, start] of before) {
          const end = meters[name]!();
          if (start !== undefined && end !== undefined) out[name] = Math.round((end - start) * 10) / 10;
        }
        return Object.keys(out).length ? { meters: out } : {};
      };
      log(`${step.name}: started`);
      try {
        const answer = (await step.run(abort.signal)) as { cpuSeconds?: unknown } | undefined;
        const cpuSeconds = typeof answer?.cpuSeconds === 'number' ? answer.cpuSeconds : undefined;
        results.set(step.name, {
          name: step.name,
          status: 'ok',
          startedAt,
          seconds: since(begin),
          ...(cpuSeconds !== undefined ? { cpuSeconds } : {}),
          ...grown(),
        });
        log(`${step.name}: done in ${since(begin)} s`);
        return true;
      } catch (error) {
        const cancelled = abort.signal.aborted;
        const message = (error as Error).message;
        results.set(step.name, {
          name: step.name,
          status: cancelled ? 'cancelled' : 'failed',
          startedAt,
          seconds: since(begin),
          error: message,
        });
        log(`${step.name}: ${cancelled ? 'cancelled' : `failed after ${since(begin)} s: ${message}`}`);
        abort.abort();
        return false;
      }
    })();
    finished.set(step.name, done);
    return done;
  };

  await Promise.all(steps.map(start));
  return steps.map((step) => results.get(step.name)!);
}

/**
 * The results as a Markdown table (start and duration in seconds; the CPU seconds of the step's own processes and
 * each meter's growth while it ran), for the log and for docs/testing.md.
 */
export function formatSteps(results: StepResult[]): string {
  const meterNames = [...new Set(results.flatMap((r) => Object.keys(r.meters ?? {})))];
  const rows = results.map(
    (r) =>
      `| ${[r.name, r.startedAt ?? '—', r.seconds ?? '—', r.cpuSeconds ?? '—', ...meterNames.map((m) => r.meters?.[m] ?? '—'), r.status].join(' | ')} |`,
  );
  const head = ['Step', 'Started at (s)', 'Took (s)', 'CPU (s)', ...meterNames.map((m) => `${m} (s)`), 'Result'];
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows].join('\n');
}
