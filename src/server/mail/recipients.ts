/**
 * Every address we email has a row in email_recipients; its id is the unsubscribe token in
 * `/email/unsubscribe/{id}`. Unsubscribing (the public site's page and function) sets unsubscribed_at.
 */
import { query } from '../db/client.ts';

export interface Recipient extends Record<string, unknown> {
  id: string;
  email: string;
  unsubscribed: boolean;
}

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
