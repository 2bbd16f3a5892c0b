/** Small process helpers shared by the scripts. */
import { spawn, type ChildProcess } from 'node:child_process';
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
}

export function runCommand(command: string, args: string[], env = childEnv(), { signal, label, cwd }: RunOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env, signal, cwd });
    if (label) {
      for (const stream of [child.stdout!, child.stderr!]) {
        createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.log(`[${label}] ${line}`));
      }
    }
    child.once('error', reject);
    // 'close', not 'exit': every line of its output has been read by then.
    child.once('close', (code, killedBy) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? killedBy}`)),
    );
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
