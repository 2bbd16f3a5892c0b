/**
 * A person changes their password (the current one needed); every other session and every emailed link of
 * theirs ends.
 */
import { query, transaction, type Queryable } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions-repo.ts';
import { WRONG_CURRENT_PASSWORD, type ChangePassword } from '../../schemas/account.ts';
import { endOutstandingLinks } from './outstanding-links.ts';

export async function checkPassword(userId: string, password: string): Promise<void> {
  const [row] = await query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new HttpError(400, 'validation_failed', `current_password: ${WRONG_CURRENT_PASSWORD}`, {
      current_password: [WRONG_CURRENT_PASSWORD],
    });
  }
}

/**
 * Inside `tx`: stores a new password hash, ends every session of the person but `keepSid`, and every reset,
 * email-change and sign-up link of theirs, so all of it happens or none of it.
 */
export async function storePassword(
  tx: Queryable,
  userId: string,
  passwordHash: string,
  keepSid: string | null,
): Promise<void> {
  const { rows } = await tx.query<{ email: string }>(
    'UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email',
    [userId, passwordHash],
  );
  await endOutstandingLinks(
    tx,
    userId,
    rows.map((r) => r.email),
  );
  await revokeUserSessions(userId, keepSid, tx);
}

export async function changePassword(userId: string, sid: string | null, input: ChangePassword): Promise<void> {
  await checkPassword(userId, input.current_password);
  const passwordHash = await hashPassword(input.new_password); // slow on purpose: before the transaction
  await transaction((tx) => storePassword(tx, userId, passwordHash, sid));
}
