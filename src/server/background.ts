/**
 * Starting a Netlify background function (issue 42): a POST to /.netlify/functions/{name}-background on
 * the platform's origin, which Netlify answers 202 at once, carrying an HMAC token only the server can make
 * so nobody else can start one. (article generation and website generation keep their own copies of this.)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getEnv } from './env.ts';
import { deriveKey } from './session-secret.ts';

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
