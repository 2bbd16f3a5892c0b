/**
 * Changing a person's email: the current password is needed, and the change happens only when the
 * link sent to the new address is opened. The answer is the same whether or not the address is taken.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import { addressInUseEmail, confirmEmailChange } from '../mail/account-templates.ts';
import { checkPassword } from './password-change.ts';
import { hashLinkToken, linkState, newLinkToken, type LinkState } from './link-tokens.ts';
import { EMAIL_LINK_MESSAGES, linkStateOf } from './link-states.ts';
import type { ChangeEmail } from '../../schemas/account.ts';

export { EMAIL_LINK_MESSAGES };

export async function requestEmailChange(userId: string, input: ChangeEmail): Promise<void> {
  await checkPassword(userId, input.current_password);
  const [taken] = await query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [input.new_email]);
  if (taken) {
    await notify(input.new_email, addressInUseEmail(), 'You receive this email because someone entered this address on Main Street.');
    return;
  }
  const { token, hash } = newLinkToken();
  await query(`INSERT INTO email_changes (token_hash, user_id, new_email, expires_at) VALUES ($1, $2, $3, now() + interval '24 hours')`, [hash, userId, input.new_email]);
  await notify(input.new_email, confirmEmailChange(`${getEnv().siteUrl}/confirm-email/?token=${token}`), 'You receive this email because someone entered this address on Main Street.', { requested: true });
}

/** Whether an email-change link can still be used, without using it. */
export const emailLinkState = (token: string): Promise<LinkState> => linkStateOf('email', token);

export async function confirmEmailChangeToken(token: string): Promise<void> {
  const [row] = await query<{ user_id: string; new_email: string; used_at: Date | null; expires_at: Date }>(
    'SELECT user_id, new_email, used_at, expires_at FROM email_changes WHERE token_hash = $1',
    [hashLinkToken(token)],
  );
  const state = linkState(row);
  if (state !== 'valid' || !row) throw new HttpError(410, `link_${state}`, EMAIL_LINK_MESSAGES[state === 'valid' ? 'used' : state]);
  try {
    await query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [row.user_id, row.new_email]);
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'email_taken', 'This address got a Main Street login meanwhile. Nothing was changed.');
    throw error;
  }
  await query('UPDATE email_changes SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [row.user_id]);
}
