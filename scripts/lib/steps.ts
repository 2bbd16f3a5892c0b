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
  run: (signal: AbortSignal) => Promise<unknown>;
}

export type StepStatus = 'ok' | 'failed' | 'cancelled' | 'skipped';

export interface StepResult {
  name: string;
  status: StepStatus;
  /** Seconds from the start of the run, and how long the step took. */
  startedAt?: number;
  seconds?: number;
  error?: string;
}

export async function runSteps(steps: Step[], log: (line: string) => void = console.log): Promise<StepResult[]> {
  const byName = new Map(steps.map((step) => [step.name, step]));
  for (const step of steps) {
    for (const name of step.after ?? []) if (!byName.has(name)) throw new Error(`step "${step.name}" waits for "${name}", which is not a step of this run`);
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
      log(`${step.name}: started`);
      try {
        await step.run(abort.signal);
        results.set(step.name, { name: step.name, status: 'ok', startedAt, seconds: since(begin) });
        log(`${step.name}: done in ${since(begin)} s`);
        return true;
      } catch (error) {
        const cancelled = abort.signal.aborted;
        const message = (error as Error).message;
        results.set(step.name, { name: step.name, status: cancelled ? 'cancelled' : 'failed', startedAt, seconds: since(begin), error: message });
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

/** The results as a Markdown table (start and duration in seconds), for the log and for docs/testing.md. */
export function formatSteps(results: StepResult[]): string {
  const rows = results.map((r) => `| ${r.name} | ${r.startedAt ?? '—'} | ${r.seconds ?? '—'} | ${r.status} |`);
  return ['| Step | Started at (s) | Took (s) | Result |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
