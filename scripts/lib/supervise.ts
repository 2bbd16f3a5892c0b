/**
 * Keeps `netlify dev` running: when it exits on its own (one bad request used to stop it), it is
 * started again within a second or two while the database keeps running. A crash loop backs off.
 */
import type { ChildProcess } from 'node:child_process';
import { startCommand } from './run.ts';

export interface Supervised {
  stop(): void;
  /** How many times the command was restarted. */
  restarts(): number;
}

export function superviseCommand(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Supervised {
  let child: ChildProcess;
  let stopped = false;
  let restarts = 0;
  const recent: number[] = [];
  const start = () => {
    child = startCommand(command, args, env);
    child.once('exit', (code, signal) => {
      if (stopped) return;
      const now = Date.now();
      recent.push(now);
      while (recent.length && recent[0]! < now - 60_000) recent.shift();
      const delay = recent.length > 5 ? 10_000 : 1000;
      log(
        `${command} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s — the database keeps running`,
      );
      setTimeout(() => {
        if (stopped) return;
        restarts++;
        start();
      }, delay);
    });
  };
  start();
  return {
    stop() {
      stopped = true;
      child.kill('SIGTERM');
    },
    restarts: () => restarts,
  };
}
