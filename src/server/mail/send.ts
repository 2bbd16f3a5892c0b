/**
 * Sends one email through nodemailer, from MAIL_FROM (replies to MAIL_REPLY_TO when set; env.ts checks both):
 * SMTP when SMTP_URL is set, otherwise the embedded default
 * writes the raw message as an .eml file to `${DATA_DIR}/outbox/`. Every email carries the
 * recipient's `/email/unsubscribe/{id}` link; an unsubscribed address receives nothing, except the
 * account emails its owner asked for just now (a password reset, an address confirmation).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { getEnv } from '../env.ts';
import { ensureRecipient } from './recipients.ts';
import { ACTION_LINK_HEADER, withUnsubscribe, type EmailContent } from './templates.ts';
import { UNSUBSCRIBE_PATHS } from '../../features/email/unsubscribe.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';

export type SendResult =
  | { sent: true; recipientId: string; messageId: string; file?: string }
  | { sent: false; recipientId: string; reason: 'unsubscribed' };

// nodemailer is loaded on the first email: under netlify dev every call is a fresh worker, and most calls
// that could email (a refused or rate-limited post) never do; its import alone took ~60 ms.
const loadMailer = async () => (await import('nodemailer')).default;

let smtp: { url: string; transport: Transporter } | undefined;

async function smtpTransport(url: string): Promise<Transporter> {
  if (smtp?.url !== url) smtp = { url, transport: (await loadMailer()).createTransport(url) };
  return smtp.transport;
}

let outbox: Transporter | undefined;
async function outboxTransport(): Promise<Transporter> {
  outbox ??= (await loadMailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return outbox;
}

export function outboxDir(): string {
  return path.resolve(getEnv().dataDir, 'outbox');
}

/** The recipient's unsubscribe page in the email's language (issue 42). */
export function unsubscribeUrl(recipientId: string, lang: Lang = 'en'): string {
  return `${getEnv().siteUrl}${UNSUBSCRIBE_PATHS[lang]}${recipientId}`;
}

export interface SendOptions {
  /** An email the address's owner just asked for (reset, confirmation): sent even after an unsubscribe. */
  requested?: boolean;
}

export async function sendEmail(
  to: string,
  content: EmailContent,
  why?: string,
  options: SendOptions = {},
): Promise<SendResult> {
  const recipient = await ensureRecipient(to);
  if (recipient.unsubscribed && !options.requested)
    return { sent: false, recipientId: recipient.id, reason: 'unsubscribed' };
  const link = unsubscribeUrl(recipient.id, content.lang);
  const { subject, text, html, actionUrl, attachments } = withUnsubscribe(content, link, why);
  const env = getEnv();
  const mail = {
    from: env.mailFrom,
    ...(env.mailReplyTo ? { replyTo: env.mailReplyTo } : {}),
    to: recipient.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${link}>` },
    ...(attachments ? { attachments } : {}),
  };
  if (env.smtpUrl) {
    const info = await (await smtpTransport(env.smtpUrl)).sendMail(mail);
    return { sent: true, recipientId: recipient.id, messageId: info.messageId };
  }
  // The local mailbox's button opens the email's own action link, read from this header (scripts/lib/outbox.ts).
  const marked = actionUrl ? { ...mail, headers: { ...mail.headers, [ACTION_LINK_HEADER]: actionUrl } } : mail;
  const info = await (await outboxTransport()).sendMail(marked);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 24)}.eml`);
  await writeFile(file, info.message as Buffer);
  return { sent: true, recipientId: recipient.id, messageId: info.messageId, file };
}

/** Notifications never fail the request that caused them: a mail problem is logged, not thrown. */
export async function notify(
  to: string | null | undefined,
  content: EmailContent,
  why?: string,
  options: SendOptions = {},
): Promise<SendResult | undefined> {
  if (!to) return undefined;
  try {
    return await sendEmail(to, content, why, options);
  } catch (error) {
    console.error(`[mail] could not send "${content.subject}":`, (error as Error).message);
    return undefined;
  }
}
