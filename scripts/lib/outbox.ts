/**
 * The local outbox: without SMTP_URL every email the platform sends is an .eml file in
 * `<DATA_DIR>/outbox/` (src/server/mail/send.ts). This reads them (newest first, parsed with
 * postal-mime) for the local mailbox page, and watches the folder so `npm start` prints one line per
 * email: the recipient, the subject and the email's own action link.
 */
import { readdir, readFile } from 'node:fs/promises';
import { mkdirSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { ACTION_LINK_HEADER } from '../../src/server/mail/templates.ts';

export interface OutboxMessage {
  /** The file name, which is also the message's id in the mailbox's addresses. */
  id: string;
  to: string;
  from: string;
  subject: string;
  date: string;
  text: string;
  html: string | null;
  /**
   * The link the email asks its reader to open, as its template marked it (never the first link in the text,
   * which can be a visitor's URL inside a message); null when the email marks none.
   */
  actionLink: string | null;
}

const FILE = /^[\w.-]+\.eml$/;
/** The action link a template marked (src/server/mail/templates.ts ACTION_LINK_HEADER), if it is a web address. */
export function actionLinkOf(headers: readonly { key: string; value: string }[]): string | null {
  const value = headers.find((h) => h.key.toLowerCase() === ACTION_LINK_HEADER.toLowerCase())?.value.trim();
  return value && /^https?:\/\/[^\s]+$/.test(value) ? value : null;
}

export async function readMessage(dir: string, id: string): Promise<OutboxMessage | undefined> {
  if (!FILE.test(id)) return undefined;
  const raw = await readFile(path.join(dir, id)).catch(() => undefined);
  if (!raw) return undefined;
  const mail = await PostalMime.parse(raw);
  const addresses = (list: typeof mail.to) =>
    (list ?? []).map((a) => ('address' in a && a.address ? a.address : a.name)).join(', ');
  const text = mail.text ?? '';
  return {
    id,
    to: addresses(mail.to),
    from: mail.from ? addresses([mail.from]) : '',
    subject: mail.subject ?? '(no subject)',
    date: mail.date ?? '',
    text,
    html: mail.html ?? null,
    actionLink: actionLinkOf(mail.headers),
  };
}

/** The newest `limit` messages first (file names start with the time they were written). */
export async function listMessages(dir: string, limit = 100): Promise<OutboxMessage[]> {
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => FILE.test(f))
    .sort()
    .reverse()
    .slice(0, limit);
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
        if (m) print(`to ${m.to}: "${m.subject}"${m.actionLink ? ` ${m.actionLink}` : ''}`);
      });
    }, 100);
  });
}
