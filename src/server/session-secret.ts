/**
 * The key that signs sessions. No secret lives in the repository:
 *  - on Netlify (any deploy context) SESSION_SECRET must be set, at least 32 characters, or the
 *    function stops with one clear log line;
 *  - locally (npm start, npm test, netlify dev) a random secret is made once and kept in
 *    `<DATA_DIR>/session-secret`, so sessions survive restarts but differ per checkout.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MIN_SECRET_LENGTH = 32;

/** True inside a Netlify build or function (not under `netlify dev`, which emulates one locally). */
export function isOnNetlify(source: NodeJS.ProcessEnv): boolean {
  if (source.NETLIFY_DEV === 'true') return false;
  return Boolean(source.NETLIFY || source.CONTEXT || source.AWS_LAMBDA_FUNCTION_NAME || source.DEPLOY_ID);
}

export function readSessionSecret(source: NodeJS.ProcessEnv, dataDir: string): string {
  const given = source.SESSION_SECRET ?? '';
  if (given.length >= MIN_SECRET_LENGTH) return given;
  if (isOnNetlify(source) || given) {
    const line = given
      ? `SESSION_SECRET is too short (${given.length} characters): use at least ${MIN_SECRET_LENGTH} random characters.`
      : `SESSION_SECRET is not set: sessions cannot be signed. Set it (at least ${MIN_SECRET_LENGTH} random characters) in the site's environment variables for Functions.`;
    console.error(`[config] ${line}`);
    throw new Error(line);
  }
  return ensureLocalSecret(dataDir);
}

/** Reads the local secret, creating it on first use (flag 'wx': two processes racing keep one). */
export function ensureLocalSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
}

/** A key for one purpose (e.g. 'draft-token'), derived from the session secret: a token made for one use never verifies as another. */
export function deriveKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`main-street:${purpose}`).digest();
}
