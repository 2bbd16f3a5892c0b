/**
 * The local outbox: without SMTP_URL every email the platform sends is an .eml file in
 * `<DATA_DIR>/outbox/` (src/server/mail/send.ts). This reads them (newest first, parsed with
 * postal-mime) for the local mailbox page, and watches the folder so `npm start` prints one line per
 * email: the recipient, the subject and the first link.
 */
import { readdir, readFile } from 'node:fs/promises';
import { mkdirSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';

export interface OutboxMessage {
  /** The file name, which is also the message's id in the mailbox's addresses. */
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
  firstLink: string | null;
}

const FILE = /^[\w.-]+\.eml$/;
const URL_IN_TEXT = /https?:\/\/[^\s<>"')\]]+/g;

/** The first link a person would follow: never the unsubscribe link every email ends with. */
export function firstLinkOf(text: string): string | null {
  for (const match of text.matchAll(URL_IN_TEXT)) if (!match[0].includes('/email/unsubscribe/')) return match[0];
  return null;
}

export async function readMessage(dir: string, id: string): Promise<OutboxMessage | undefined> {
  if (!FILE.test(id)) return undefined;
  const raw = await readFile(path.join(dir, id)).catch(() => undefined);
  if (!raw) return undefined;
  const mail = await PostalMime.parse(raw);
  const addresses = (list: typeof mail.to) => (list ?? []).map((a) => ('address' in a && a.address ? a.address : a.name)).join(', ');
  const text = mail.text ?? '';
  return {
    id,
    to: addresses(mail.to),
    from: mail.from ? addresses([mail.from]) : '',
    subject: mail.subject ?? '(no subject)',
    date: mail.date ?? '',
    text,
    html: mail.html ?? null,
    firstLink: firstLinkOf(text) ?? firstLinkOf(mail.html ?? ''),
  };
}

/** The newest `limit` messages first (file names start with the time they were written). */
export async function listMessages(dir: string, limit = 100): Promise<OutboxMessage[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => FILE.test(f)).sort().reverse().slice(0, limit);
  const messages = await Promise.all(files.map((f) => readMessage(dir, f).catch(() => undefined)));
  return messages.filter((m): m is OutboxMessage => Boolean(m));
}

/** Prints one line per new email written to the outbox. */
export function watchOutbox(dir: string, print: (line: string) => void): FSWatcher {
  mkdirSync(dir, { recursive: true });
  const seen = new Set<string>();
  return watch(dir, (_event, file) => {
    if (!file || !FILE.test(file) || seen.has(file)) return;
    seen.add(file);
    // The file is written in one call; a short wait lets that call finish before it is read.
    setTimeout(() => {
      void readMessage(dir, file).then((m) => {
        if (m) print(`to ${m.to}: "${m.subject}"${m.firstLink ? ` ${m.firstLink}` : ''}`);
      });
    }, 100);
  });
}
