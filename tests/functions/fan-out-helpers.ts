// The fan-out tests' tools (issue 42): a background host that records every batch handed to it and holds the
// runs until the test lets them go, so that what the scheduled run did alone can be seen; and emails counted.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resetEnvCache } from '../../src/server/env.ts';
import { startBackgroundHost } from './background-host.ts';

type Handler = (req: Request) => Promise<Response>;

export async function startHeldHost(name: string, handler: Handler) {
  /** Each batch's body, recorded as the POST arrives (before the scheduled run hears its 202). */
  const handed: Promise<unknown>[] = [];
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const host = await startBackgroundHost({
    [name]: async (req) => {
      handed.push(req.clone().json());
      await gate;
      return handler(req);
    },
  });
  return {
    ...host,
    handed,
    bodies: () => Promise.all(handed),
    /** Runs started from now on wait for `release()`. */
    hold: () => (gate = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
  };
}

/** Points the platform's origin (where background functions are started) at `origin`, or back. */
export function useOrigin(origin: string | undefined) {
  if (origin === undefined) delete process.env.MAIN_STREET_URL;
  else process.env.MAIN_STREET_URL = origin;
  resetEnvCache();
}

/** How many emails in `outbox` went to each of `addresses`. */
export function emailsTo(outbox: string, addresses: string[]): number[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return addresses.map(() => 0);
  }
  const to = files.map((f) => /^To: (.+)$/im.exec(readFileSync(path.join(outbox, f), 'utf8'))?.[1]?.trim());
  return addresses.map((a) => to.filter((t) => t === a).length);
}

/** Calls a background function as Netlify would start it: a POST of the batch with a token (or another method). */
export function postBatch(handler: Handler, name: string, batch: unknown, token: string, method = 'POST') {
  return handler(
    new Request(`http://localhost/.netlify/functions/${name}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-background-token': token },
      ...(method === 'POST' ? { body: JSON.stringify(batch) } : {}),
    }),
  );
}
