/**
 * Starting a Netlify background function (issue 42): a POST to /.netlify/functions/{name}-background on
 * the platform's origin, which Netlify answers 202 at once, carrying an HMAC token only the server can make
 * so nobody else can start one. (article generation and website generation keep their own copies of this.)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEnv } from './env.ts';
import { deriveKey } from './session-secret.ts';
import { readJson } from './http.ts';

export const BACKGROUND_TOKEN_HEADER = 'x-background-token';

/** The token for one piece of work: `purpose` keeps one function's tokens useless to another. */
export function backgroundToken(purpose: string, subject: string): string {
  return createHmac('sha256', deriveKey(getEnv().sessionSecret, purpose)).update(`${purpose}:${subject}`).digest('hex');
}

export function verifyBackgroundToken(purpose: string, subject: string, token: string | null): boolean {
  const expected = Buffer.from(backgroundToken(purpose, subject));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** POSTs `body` to the background function; false (logged) when it could not be started. */
export async function startBackground(origin: string, name: string, token: string, body: unknown): Promise<boolean> {
  try {
    const res = await fetch(new URL(`/.netlify/functions/${name}`, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BACKGROUND_TOKEN_HEADER]: token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(8000),
    });
    return res.status === 202 || res.ok;
  } catch (error) {
    console.error(`[background] ${name} unreachable:`, (error as Error).message);
    return false;
  }
}

/**
 * A background function's whole request for one piece of work: POST `{ [field]: id }` with the token the server
 * made for that id runs `run(id)`; any other method is 405 and a missing id or wrong token 403, running nothing.
 */
export async function runStartedWork(
  req: Request,
  field: string,
  verify: (id: string, token: string | null) => boolean,
  run: (id: string) => Promise<unknown>,
): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const body = ((await readJson(req, 4096).catch(() => ({}))) ?? {}) as Record<string, unknown>;
  const id = typeof body[field] === 'string' ? body[field] : '';
  if (!id || !verify(id, req.headers.get(BACKGROUND_TOKEN_HEADER))) return new Response(null, { status: 403 });
  await run(id);
  return new Response(null, { status: 202 });
}
