import { describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatSteps, runSteps, type Step } from '../../scripts/lib/steps.ts';
import { processCpuSeconds, runCommand } from '../../scripts/lib/run.ts';

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
    const run = runSteps(
      [
        gated('check', events, Promise.resolve()),
        gated('build', events, build),
        gated('e2e', events, Promise.resolve(), ['build']),
      ],
      silent,
    );
    await new Promise((r) => setTimeout(r, 10));
    expect(events).toContain('start build');
    expect(events).not.toContain('start e2e');
    openBuild();
    const results = await run;
    expect(events.indexOf('start e2e')).toBeGreaterThan(events.indexOf('end build'));
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['check', 'ok'],
      ['build', 'ok'],
      ['e2e', 'ok'],
    ]);
  });

  it('cancels the running steps and skips the waiting ones when one fails', async () => {
    const events: string[] = [];
    const results = await runSteps(
      [
        gated('check', events, Promise.reject(new Error('tsc found 2 errors'))),
        gated('build', events, new Promise(() => {})),
        gated('e2e', events, Promise.resolve(), ['build']),
      ],
      silent,
    );
    expect(results.map((r) => [r.name, r.status])).toEqual([
      ['check', 'failed'],
      ['build', 'cancelled'],
      ['e2e', 'skipped'],
    ]);
    expect(results[0]!.error).toBe('tsc found 2 errors');
    expect(events).not.toContain('start e2e');
    expect(formatSteps(results)).toContain('| check | 0 |');
  });

  it('refuses a step that waits for one that is not in the run', async () => {
    await expect(runSteps([gated('e2e', [], Promise.resolve(), ['serve'])], silent)).rejects.toThrow(
      'step "e2e" waits for "serve"',
    );
  });

  it('records the CPU seconds a step answers, and each meter’s growth while it ran', async () => {
    let counter = 10;
    const results = await runSteps(
      [{ name: 'build', run: async () => ((counter += 2.5), { cpuSeconds: 4.2 }) }],
      silent,
      { served: () => counter, absent: () => undefined },
    );
    expect(results[0]).toMatchObject({ name: 'build', status: 'ok', cpuSeconds: 4.2, meters: { served: 2.5 } });
    expect(formatSteps(results).split('\n')[0]).toBe(
      '| Step | Started at (s) | Took (s) | CPU (s) | served (s) | Result |',
    );
    expect(formatSteps(results)).toMatch(/\| build \| 0 \| [\d.]+ \| 4\.2 \| 2\.5 \| ok \|/);
  });
});

describe('runCommand’s CPU seconds', () => {
  it('counts the command and the processes it waited for (a child busy for half a second of CPU)', async () => {
    let cpu: number | undefined;
    // Half a second of CPU, not of the clock: on a busy machine the clock runs ahead of the CPU a process gets.
    const busy =
      'const cpu = () => { const { user, system } = process.cpuUsage(); return (user + system) / 1e6; }; while (cpu() < 0.5);';
    const parent = `require('child_process').execFileSync(process.execPath, ['-e', ${JSON.stringify(busy)}])`;
    await runCommand(process.execPath, ['-e', parent], process.env, { cpu: (s) => (cpu = s) });
    expect(cpu).toBeGreaterThanOrEqual(0.5);
    expect(cpu).toBeLessThan(5);
  });

  it('stops the command itself, not only its timer, when the step is cancelled', async () => {
    const pidFile = path.join(mkdtempSync(path.join(tmpdir(), 'steps-')), 'pid');
    const abort = new AbortController();
    const running = runCommand(
      process.execPath,
      [
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(pidFile)}, String(process.pid)); setTimeout(() => {}, 30000)`,
      ],
      process.env,
      { signal: abort.signal, cpu: () => undefined },
    );
    // The file exists a moment before the pid is in it (read empty, '/proc//stat' is /proc/stat: 'cpu ...').
    const pid = () => (existsSync(pidFile) ? readFileSync(pidFile, 'utf8') : '');
    while (!/^\d+$/.test(pid())) await new Promise((r) => setTimeout(r, 20));
    const stat = `/proc/${pid()}/stat`;
    abort.abort();
    await expect(running).rejects.toThrow();
    // Gone, or ended and waiting to be reaped (a zombie: state Z), within 2 s on a busy machine. The state is the
    // field after the command name, which ends at the line's last ')'.
    const state = () => {
      try {
        return readFileSync(stat, 'utf8').replace(/^.*\)\s+/s, '')[0];
      } catch {
        return 'gone';
      }
    };
    for (let waited = 0; waited < 2000 && !/gone|Z/.test(state() ?? ''); waited += 50) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(state()).toMatch(/gone|Z/);
  });

  it('reads a running process’s CPU seconds', () => {
    expect(processCpuSeconds(process.pid)).toBeGreaterThan(0);
    expect(processCpuSeconds(999_999_999)).toBeUndefined();
  });
});
