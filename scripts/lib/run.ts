/** Small process helpers shared by the scripts. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

const BIN = path.resolve('node_modules/.bin');

/** The environment for child processes: project binaries (Node 22, deno, netlify) first on PATH. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}

export interface RunOptions {
  /** Stops the command (SIGTERM) when aborted. */
  signal?: AbortSignal;
  /** Prefixes each line of its output with `[label]`, for commands that run beside others. */
  label?: string;
  /** Its working directory (this process's by default). */
  cwd?: string;
  /** Told the CPU seconds (user + system) the command and the processes it waited for used (Linux, /usr/bin/time). */
  cpu?: (seconds: number) => void;
}

const TIME = '/usr/bin/time';
let timed = 0;

/** Processes started by `pid` (Linux). */
function childrenOf(pid: number | undefined): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** CPU seconds (user + system) a running process and the children it has waited for have used so far (Linux). */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // After the name: state is field 3, so utime, stime, cutime, cstime (fields 14-17) are at 11-14 here.
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return undefined;
  }
}

export function runCommand(
  command: string,
  args: string[],
  env = childEnv(),
  { signal, label, cwd, cpu }: RunOptions = {},
): Promise<void> {
  const cpuFile = cpu && existsSync(TIME) ? path.join(os.tmpdir(), `cpu-${process.pid}-${++timed}.txt`) : undefined;
  return new Promise((resolve, reject) => {
    const [file, argv] = cpuFile ? [TIME, ['-q', '-f', '%U %S', '-o', cpuFile, command, ...args]] : [command, args];
    // Under /usr/bin/time, stopping it would leave the command running: stopped here, the command first.
    const child = spawn(file, argv, {
      stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
      cwd,
      signal: cpuFile ? undefined : signal,
    });
    if (cpuFile && signal) {
      const stop = () => {
        for (const pid of childrenOf(child.pid)) process.kill(pid, 'SIGTERM');
        child.kill('SIGTERM');
      };
      if (signal.aborted) stop();
      else signal.addEventListener('abort', stop, { once: true });
    }
    if (label) {
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.log(`[${label}] ${line}`));
      }
    }
    child.once('error', reject);
    // 'close', not 'exit': every line of its output has been read by then.
    child.once('close', (code, killedBy) => {
      if (cpuFile) {
        const [user, system] = (existsSync(cpuFile) ? readFileSync(cpuFile, 'utf8') : '')
          .trim()
          .split(/\s+/)
          .map(Number);
        rmSync(cpuFile, { force: true });
        if (Number.isFinite(user) && Number.isFinite(system)) cpu!(Math.round((user! + system!) * 10) / 10);
      }
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? killedBy}`));
    });
  });
}

export function startCommand(command: string, args: string[], env = childEnv(), quiet = false): ChildProcess {
  return spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env, detached: false });
}

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
}
