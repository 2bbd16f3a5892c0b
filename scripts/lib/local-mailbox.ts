/**
 * The local mailbox at /_local/mailbox: every email the platform wrote to the outbox (no SMTP_URL),
 * newest first; each message with its text part (links clickable) and its HTML part in a sandboxed
 * frame (no scripts; its links open in the top window). `/_local/mailbox.json` says it is on, which
 * is how 'check your inbox' screens know to link here. Served only by `npm start`'s front door, to
 * loopback clients, and only without SMTP_URL (otherwise 404); Netlify has no front door, so it never
 * answers there.
 */
import type http from 'node:http';
import path from 'node:path';
import { escapeHtml } from '../../src/shared/html-escape.ts';
import { listMessages, readMessage, type OutboxMessage } from './outbox.ts';

export const MAILBOX_PATH = '/_local/mailbox';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1f;background:#f6f6f9}main{max-width:60rem;margin:0 auto;padding:1rem}
.note{background:#e9ebff;border:1px solid #3a3da3;padding:.5rem .75rem;border-radius:6px}ol{list-style:none;padding:0}
li{background:#fff;border:1px solid #ddd;border-radius:8px;margin:.5rem 0;padding:.6rem .8rem}li a{font-weight:600}.muted{color:#555;font-size:.9rem}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#fff;border:1px solid #ddd;border-radius:8px;padding:.75rem}
iframe{width:100%;height:32rem;border:1px solid #ddd;border-radius:8px;background:#fff}.btn{display:inline-block;background:#3a3da3;color:#fff;padding:.5rem .9rem;border-radius:6px;text-decoration:none;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:.1rem .75rem;margin:0}dd{margin:0;overflow-wrap:anywhere}`;

const shell = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

const when = (date: string) =>
  date ? new Date(date).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' }) : '';

/** Text with its links made clickable (everything else escaped). */
function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"')\]]+)/g)
    .map((part, i) => (i % 2 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function listPage(messages: OutboxMessage[], outboxDir: string): string {
  const items = messages
    .map(
      (m) =>
        `<li><a href="${MAILBOX_PATH}/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a><br><span class="muted">To ${escapeHtml(m.to)} · ${escapeHtml(when(m.date))}</span></li>`,
    )
    .join('');
  return shell(
    'Local mailbox — Main Street',
    `<h1>Local mailbox</h1><p class="note">Running locally without email (no <code>SMTP_URL</code>): every email Main Street sends is kept here and in <code>${escapeHtml(path.relative(process.cwd(), outboxDir) || outboxDir)}</code> instead of being delivered. Newest first.</p>` +
      (items
        ? `<ol>${items}</ol>`
        : '<p>No emails yet. Register, reset a password or invite someone, and the email appears here.</p>') +
      '<p><a href="/">Back to Main Street</a></p>',
  );
}

function messagePage(m: OutboxMessage): string {
  // The HTML part runs nothing (sandbox without allow-scripts); its links leave the frame for the top window.
  const srcdoc = m.html ? `<base target="_top">${m.html}` : '';
  return shell(
    `${m.subject} — Local mailbox`,
    `<p><a href="${MAILBOX_PATH}">← All emails</a></p><h1>${escapeHtml(m.subject)}</h1>` +
      `<dl><dt>To</dt><dd>${escapeHtml(m.to)}</dd><dt>From</dt><dd>${escapeHtml(m.from)}</dd><dt>Date</dt><dd>${escapeHtml(when(m.date))}</dd></dl>` +
      (m.actionLink ? `<p><a class="btn" href="${escapeHtml(m.actionLink)}">Open the link in this email</a></p>` : '') +
      (m.html
        ? `<h2>HTML part</h2><iframe title="The email as HTML" sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(srcdoc)}"></iframe>`
        : '') +
      `<h2>Text part</h2><pre>${linkify(m.text)}</pre>`,
  );
}

function send(res: http.ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': `${type}; charset=utf-8`,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
    'referrer-policy': 'no-referrer',
  });
  res.end(body);
}

/** Answers /_local/mailbox, /_local/mailbox.json and /_local/mailbox/{id}. */
export function createLocalMailbox(outboxDir: string) {
  return async function mailbox(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Method not allowed');
    if (pathname === `${MAILBOX_PATH}.json`) {
      const messages = await listMessages(outboxDir, 20);
      const list = messages.map(({ id, to, subject, date, actionLink }) => ({ id, to, subject, date, actionLink }));
      return send(res, 200, 'application/json', JSON.stringify({ mailbox: MAILBOX_PATH, messages: list }));
    }
    if (pathname === MAILBOX_PATH || pathname === `${MAILBOX_PATH}/`)
      return send(res, 200, 'text/html', listPage(await listMessages(outboxDir), outboxDir));
    let id = '';
    try {
      id = decodeURIComponent(pathname.slice(MAILBOX_PATH.length + 1));
    } catch {
      // a malformed escape names no message
    }
    const message = await readMessage(outboxDir, id);
    if (!message) return send(res, 404, 'text/plain', 'No such email in the local mailbox.');
    return send(res, 200, 'text/html', messagePage(message));
  };
}
