/**
 * Forgotten passwords: a single-use link, valid 1 hour, emailed only if the address has an account;
 * the answer is the same either way. Using it sets the password and ends every session of the person.
 */
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getEnv } from '../env.ts';
import { enforceRateLimits } from '../rate-limit.ts';
import { notify } from '../mail/send.ts';
import { passwordResetEmail } from '../mail/account-templates.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { defaultBusinessOf } from '../auth/sessions-repo.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { hashPassword } from '../auth/password.ts';
import { storePassword } from './password-change.ts';
import { hashLinkToken, newLinkToken, type LinkState } from './link-tokens.ts';
import { LINK_MESSAGES, linkStateOf } from './link-states.ts';
import { ACCOUNT_PATHS } from '../../features/account-forms/account-paths.ts';

export const TOO_MANY_RESETS = 'Too many password reset requests. Please wait an hour and try again.';
export { LINK_MESSAGES };

export async function requestPasswordReset(email: string, ip: string): Promise<void> {
  await enforceRateLimits(
    [
      { name: 'reset:ip', value: ip, limit: 10, windowSeconds: 3600 },
      { name: 'reset:email', value: email.trim().toLowerCase(), limit: 3, windowSeconds: 3600 },
    ],
    TOO_MANY_RESETS,
  );
  const [user] = await query<{ id: string; email: string; language: Lang }>(
    'SELECT id, email, language FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  if (!user) return;
  const { token, hash } = newLinkToken();
  await query(
    `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
    [hash, user.id],
  );
  // The token travels in the query, so the page works without JavaScript (docs/accounts-and-payments.md#emailed-links).
  await notify(
    user.email,
    passwordResetEmail(`${getEnv().siteUrl}${ACCOUNT_PATHS[user.language].reset}?token=${token}`, user.language),
    mailT(user.language, 'why.reset'),
    { requested: true },
  );
}

export const resetLinkState = (token: string): Promise<LinkState> => linkStateOf('reset', token);

/** Uses the link (once), sets the password, ends every session and link of the person; answers the business. */
export async function resetPassword(token: string, newPassword: string): Promise<SessionBusiness | undefined> {
  const passwordHash = await hashPassword(newPassword); // slow on purpose: before the transaction
  const userId = await transaction(async (tx) => {
    const {
      rows: [row],
    } = await tx.query<{ user_id: string }>(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hashLinkToken(token)],
    );
    if (row) await storePassword(tx, row.user_id, passwordHash, null); // any other link of the person ends too
    return row?.user_id;
  });
  if (!userId) {
    const state = await resetLinkState(token);
    throw new HttpError(410, `link_${state}`, LINK_MESSAGES[state === 'valid' ? 'used' : state]);
  }
  return defaultBusinessOf(userId);
}
