/** A person changes their password (the current one needed); every other session of theirs ends. */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { revokeUserSessions } from '../auth/sessions-repo.ts';
import { WRONG_CURRENT_PASSWORD, type ChangePassword } from '../../schemas/account.ts';

export async function checkPassword(userId: string, password: string): Promise<void> {
  const [row] = await query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  if (!row || !(await verifyPassword(password, row.password_hash))) {
    throw new HttpError(400, 'validation_failed', `current_password: ${WRONG_CURRENT_PASSWORD}`, { current_password: [WRONG_CURRENT_PASSWORD] });
  }
}

/** Sets a new password and ends every session of the person but `keepSid`. */
export async function setPassword(userId: string, newPassword: string, keepSid: string | null): Promise<void> {
  await query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, await hashPassword(newPassword)]);
  await revokeUserSessions(userId, keepSid);
}

export async function changePassword(userId: string, sid: string | null, input: ChangePassword): Promise<void> {
  await checkPassword(userId, input.current_password);
  await setPassword(userId, input.new_password, sid);
}
