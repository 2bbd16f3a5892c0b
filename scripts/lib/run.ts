/** Small process helpers shared by the scripts. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const BIN = path.resolve('node_modules/.bin');

/** The environment for child processes: project binaries (Node 22, deno, netlify) first on PATH. */
export function childEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}

/**
 * NODE_OPTIONS for netlify dev. While it bundles every function at start-up its heap grows by tens of MB
 * per function (about 2 GB at 50 functions, measured), and with 80-odd functions it passed V8's default
 * 4 GB limit and aborted ("heap out of memory"), in a loop under the supervisor. 8 GB leaves it room.
 */
export function netlifyDevNodeOptions(extra = ''): string {
  return `${process.env.NODE_OPTIONS ?? ''} --max-old-space-size=8192 ${extra}`.trim();
}

export function runCommand(command: string, args: string[], env = childEnv()): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
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
