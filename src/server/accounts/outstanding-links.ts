/**
 * A person's emailed links die with their password and their email (issue 37): whoever still reads an old
 * mailbox, or kept an old link, cannot use it after either changes. Run inside the transaction that changes them.
 */
import type { Queryable } from '../db/client.ts';

/**
 * Ends every outstanding password-reset and email-change link of the person, and every sign-up link for any
 * of `emails` (their addresses before and after; no row keeps its password hash). A link ended here reads as
 * used: its page says so clearly.
 */
export async function endOutstandingLinks(tx: Queryable, userId: string, emails: readonly string[]): Promise<void> {
  // Data-modifying CTEs always run to completion: one statement ends all three kinds.
  await tx.query(
    `WITH resets AS (
       UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL RETURNING 1
     ), changes AS (
       UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL RETURNING 1
     )
     UPDATE pending_signups SET used_at = now(), password_hash = 'used'
     WHERE lower(email) = ANY($2::text[]) AND used_at IS NULL`,
    [userId, emails.map((e) => e.toLowerCase())],
  );
}
