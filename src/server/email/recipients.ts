/**
 * Unsubscribing (spec §2 Email unsubscribe): the id in `/email/unsubscribe/{id}` is an
 * email_recipients row; unsubscribing records the time once and is safe to repeat.
 */
import { query } from '../db/client.ts';

export interface Recipient extends Record<string, unknown> {
  id: string;
  email: string;
  unsubscribed: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isRecipientId(id: string): boolean {
  return UUID.test(id);
}

export async function findRecipient(id: string): Promise<Recipient | undefined> {
  if (!isRecipientId(id)) return undefined;
  const [row] = await query<Recipient>(
    'SELECT id, email, unsubscribed_at IS NOT NULL AS unsubscribed FROM email_recipients WHERE id = $1',
    [id],
  );
  return row;
}

/** Marks the recipient unsubscribed (keeping the first time); undefined when the id is unknown. */
export async function unsubscribeRecipient(id: string): Promise<Recipient | undefined> {
  if (!isRecipientId(id)) return undefined;
  const [row] = await query<Recipient>(
    `UPDATE email_recipients SET unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE id = $1
     RETURNING id, email, true AS unsubscribed`,
    [id],
  );
  return row;
}

/** True when this address asked for no more email (any letter case). */
export async function isUnsubscribed(email: string): Promise<boolean> {
  const [row] = await query<{ unsubscribed: boolean }>(
    'SELECT unsubscribed_at IS NOT NULL AS unsubscribed FROM email_recipients WHERE lower(email) = lower($1)',
    [email.trim()],
  );
  return row?.unsubscribed ?? false;
}

/** "j***@example.com": enough for the owner to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
