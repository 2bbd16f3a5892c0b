/**
 * Sends one email through nodemailer: SMTP when SMTP_URL is set, otherwise the embedded default
 * writes the raw message as an .eml file to `${DATA_DIR}/outbox/`. Every email carries the
 * recipient's `/email/unsubscribe/{id}` link; an unsubscribed address receives nothing, except the
 * account emails its owner asked for just now (a password reset, an address confirmation).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { getEnv } from '../env.ts';
import { ensureRecipient } from './recipients.ts';
import { withUnsubscribe, type EmailContent } from './templates.ts';

export const MAIL_FROM = 'Main Street <no-reply@mainstreet.example>';

export type SendResult =
  | { sent: true; recipientId: string; messageId: string; file?: string }
  | { sent: false; recipientId: string; reason: 'unsubscribed' };

let smtp: { url: string; transport: Transporter } | undefined;

function smtpTransport(url: string): Transporter {
  if (smtp?.url !== url) smtp = { url, transport: nodemailer.createTransport(url) };
  return smtp.transport;
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export function outboxDir(): string {
  return path.resolve(getEnv().dataDir, 'outbox');
}

export function unsubscribeUrl(recipientId: string): string {
  return `${getEnv().siteUrl}/email/unsubscribe/${recipientId}`;
}

export interface SendOptions {
  /** An email the address's owner just asked for (reset, confirmation): sent even after an unsubscribe. */
  requested?: boolean;
}

export async function sendEmail(to: string, content: EmailContent, why?: string, options: SendOptions = {}): Promise<SendResult> {
  const recipient = await ensureRecipient(to);
  if (recipient.unsubscribed && !options.requested) return { sent: false, recipientId: recipient.id, reason: 'unsubscribed' };
  const link = unsubscribeUrl(recipient.id);
  const { subject, text, html } = withUnsubscribe(content, link, why);
  const mail = {
    from: MAIL_FROM,
    to: recipient.email,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${link}>` },
  };
  const env = getEnv();
  if (env.smtpUrl) {
    const info = await smtpTransport(env.smtpUrl).sendMail(mail);
    return { sent: true, recipientId: recipient.id, messageId: info.messageId };
  }
  const info = await outboxTransport.sendMail(mail);
  const dir = outboxDir();
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${stamp}-${info.messageId.replace(/[^a-z0-9]/gi, '').slice(0, 24)}.eml`);
  await writeFile(file, info.message as Buffer);
  return { sent: true, recipientId: recipient.id, messageId: info.messageId, file };
}

/** Notifications never fail the request that caused them: a mail problem is logged, not thrown. */
export async function notify(to: string | null | undefined, content: EmailContent, why?: string, options: SendOptions = {}): Promise<SendResult | undefined> {
  if (!to) return undefined;
  try {
    return await sendEmail(to, content, why, options);
  } catch (error) {
    console.error(`[mail] could not send "${content.subject}":`, (error as Error).message);
    return undefined;
  }
}
