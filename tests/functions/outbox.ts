// The .eml outbox of a test file: a fresh DATA_DIR, and the decoded emails sent to one address.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resetEnvCache } from '../../src/server/env.ts';

export function useTempOutbox(): () => string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ms-mail-'));
  process.env.DATA_DIR = dataDir;
  process.env.URL = 'http://localhost:8888';
  delete process.env.SMTP_URL;
  resetEnvCache();
  return () => path.join(dataDir, 'outbox');
}

/** The emails in `outbox` addressed to one person, oldest first, quoted-printable decoded. */
export function mailTo(outbox: string, address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox).sort();
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'im').test(raw))
    .map((raw) =>
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    );
}
