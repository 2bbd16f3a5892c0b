/**
 * Every address we email has a row in email_recipients; its id is the unsubscribe token in
 * `/email/unsubscribe/{id}` (spec §2 Email unsubscribe). Sending checks `unsubscribed` first;
 * unsubscribing records the time once and is safe to repeat.
 */
import { query } from '../db/client.ts';

export interface Recipient extends Record<string, unknown> {
  id: string;
  email: string;
  unsubscribed: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The recipient row for an address (created on first use), with whether it unsubscribed. */
export async function ensureRecipient(email: string): Promise<Recipient> {
  const [row] = await query<Recipient>(
    `INSERT INTO email_recipients (email) VALUES ($1)
     ON CONFLICT ((lower(email))) DO UPDATE SET email = email_recipients.email
     RETURNING id, email, unsubscribed_at IS NOT NULL AS unsubscribed`,
    [email.trim()],
  );
  if (!row) throw new Error('Could not record the email recipient.');
  return row;
}

/** Marks the recipient unsubscribed (keeping the first time); undefined when the id is unknown. */
export async function unsubscribeRecipient(id: string): Promise<Recipient | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await query<Recipient>(
    `UPDATE email_recipients SET unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE id = $1
     RETURNING id, email, true AS unsubscribed`,
    [id],
  );
  return row;
}

/** "j***@example.com": enough for the owner to recognise the address, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
