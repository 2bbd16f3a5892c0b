/**
 * A scheduled function's fan-out (issue 42): it claims what is due in one statement, then hands the claims in
 * batches to a background function, one POST per batch, all at once. Each batch carries a token over its
 * exact body that only the server can make; a batch that could not be started is given back, so the next
 * run takes it again. Used by the maintenance checks, the weekly digest and the morning tasks email.
 */
import { BACKGROUND_TOKEN_HEADER, backgroundToken, startBackground, verifyBackgroundToken } from './background.ts';
import { BODY_LIMITS, readText } from './http.ts';

export function inBatches<T>(items: T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < items.length; i += size) batches.push(items.slice(i, i + size));
  return batches;
}

/** The token for one batch: an HMAC over its JSON body for one purpose, so no part of it can be changed. */
export const batchBodyToken = (purpose: string, body: unknown) => backgroundToken(purpose, JSON.stringify(body));

/**
 * Starts `name` once per body, all at once (Netlify answers 202). The bodies it could not start are passed to
 * `giveBack` and the run throws, so the failure shows in the scheduled function's log and the next run retries.
 */
export async function handOff<B>(
  origin: string,
  name: string,
  tokenFor: (body: B) => string,
  bodies: B[],
  giveBack: (unstarted: B[]) => Promise<unknown>,
): Promise<void> {
  const started = await Promise.all(bodies.map((body) => startBackground(origin, name, tokenFor(body), body)));
  const unstarted = bodies.filter((_, i) => !started[i]);
  if (!unstarted.length) return;
  await giveBack(unstarted);
  throw new Error(`${unstarted.length} batch(es) could not be handed to ${name}; their claims were given back`);
}

/** A background function's batch: its JSON body when the token matches those exact bytes, otherwise null. */
export async function readBatch(req: Request, purpose: string): Promise<unknown> {
  const text = await readText(req, BODY_LIMITS.json).catch(() => '');
  if (!verifyBackgroundToken(purpose, text, req.headers.get(BACKGROUND_TOKEN_HEADER))) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
