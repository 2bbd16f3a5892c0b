import { describe, expect, it } from 'vitest';
import { formatSteps, runSteps, type Step } from '../../scripts/lib/steps.ts';

/** A step that finishes when `gate` resolves (or fails), and notes when it started. */
function gated(name: string, events: string[], gate: Promise<void>, after?: string[]): Step {
  return {
    name,
    after,
    run: (signal) => {
      events.push(`start ${name}`);
      return new Promise<void>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')));
        gate.then(() => {
          events.push(`end ${name}`);
          resolve();
        }, reject);
      });
    },
  };
}

const silent = () => undefined;

describe('runSteps', () => {
  it('starts independent steps together and a step only after the ones it waits for', async () => {
    const events: string[] = [];
    let openBuild = () => {};
    const build = new Promise<void>((resolve) => (openBuild = resolve));
    const run = runSteps([
      gated('check', events, Promise.resolve()),
      gated('build', events, build),
      gated('e2e', events, Promise.resolve(), ['build']),
    ], silent);
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toContain('start build');
    expect(events).not.toContain('start e2e');
    openBuild();
    const results = await run;
    expect(events.indexOf('start e2e')).toBeGreaterThan(events.indexOf('end build'));
    expect(results.map((r) => [r.name, r.status])).toEqual([['check', 'ok'], ['build', 'ok'], ['e2e', 'ok']]);
  });

  it('cancels the running steps and skips the waiting ones when one fails', async () => {
    const events: string[] = [];
    const results = await runSteps([
      gated('check', events, Promise.reject(new Error('tsc found 2 errors'))),
      gated('build', events, new Promise(() => {})),
      gated('e2e', events, Promise.resolve(), ['build']),
    ], silent);
    expect(results.map((r) => [r.name, r.status])).toEqual([['check', 'failed'], ['build', 'cancelled'], ['e2e', 'skipped']]);
    expect(results[0]!.error).toBe('tsc found 2 errors');
    expect(events).not.toContain('start e2e');
    expect(formatSteps(results)).toContain('| check | 0 |');
  });

  it('refuses a step that waits for one that is not in the run', async () => {
    await expect(runSteps([gated('e2e', [], Promise.resolve(), ['serve'])], silent)).rejects.toThrow('step "e2e" waits for "serve"');
  });
});
