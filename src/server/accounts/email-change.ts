/**
 * Changing a person's email: the current password is needed, and the change happens only when the
 * link sent to the new address is opened. The answer is the same whether or not the address is taken.
 */
import { query, transaction } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getEnv } from '../env.ts';
import { notify } from '../mail/send.ts';
import { addressInUseEmail, confirmEmailChange } from '../mail/account-templates.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { checkPassword } from './password-change.ts';
import { hashLinkToken, newLinkToken, type LinkState } from './link-tokens.ts';
import { endOutstandingLinks } from './outstanding-links.ts';
import { EMAIL_LINK_MESSAGES, linkStateOf } from './link-states.ts';
import { ACCOUNT_PATHS } from '../../features/account-forms/account-paths.ts';
import type { ChangeEmail } from '../../schemas/account.ts';

export { EMAIL_LINK_MESSAGES };

const EMAIL_TAKEN = 'This address got a Main Street login meanwhile. Nothing was changed.';

export async function requestEmailChange(userId: string, input: ChangeEmail): Promise<void> {
  await checkPassword(userId, input.current_password);
  // The emails are in the account's language (issue 42): the new address is the same person's.
  const [user] = await query<{ language: Lang }>('SELECT language FROM users WHERE id = $1', [userId]);
  const lang = user?.language ?? 'en';
  const [taken] = await query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [input.new_email]);
  if (taken) {
    await notify(input.new_email, addressInUseEmail(lang), mailT(lang, 'why.address'));
    return;
  }
  const { token, hash } = newLinkToken();
  await query(
    `INSERT INTO email_changes (token_hash, user_id, new_email, expires_at) VALUES ($1, $2, $3, now() + interval '24 hours')`,
    [hash, userId, input.new_email],
  );
  await notify(
    input.new_email,
    confirmEmailChange(`${getEnv().siteUrl}${ACCOUNT_PATHS[lang].confirmEmail}?token=${token}`, lang),
    mailT(lang, 'why.address'),
    { requested: true },
  );
}

/** Whether an email-change link can still be used, without using it. */
export const emailLinkState = (token: string): Promise<LinkState> => linkStateOf('email', token);

/** Uses the link (once) and changes the address; every other link of the person ends in the same transaction. */
export async function confirmEmailChangeToken(token: string): Promise<void> {
  const changed = await transaction(async (tx) => {
    const {
      rows: [link],
    } = await tx.query<{ user_id: string; new_email: string }>(
      `UPDATE email_changes SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
       RETURNING user_id, new_email`,
      [hashLinkToken(token)],
    );
    if (!link) return false;
    const before = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1 FOR UPDATE', [
      link.user_id,
    ]);
    try {
      await tx.query('UPDATE users SET email = $2, updated_at = now() WHERE id = $1', [link.user_id, link.new_email]);
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, 'email_taken', EMAIL_TAKEN);
      throw error;
    }
    await endOutstandingLinks(tx, link.user_id, [link.new_email, ...before.rows.map((r) => r.email)]);
    return true;
  });
  if (!changed) {
    const state = await emailLinkState(token);
    throw new HttpError(410, `link_${state}`, EMAIL_LINK_MESSAGES[state === 'valid' ? 'used' : state]);
  }
}
