/**
 * Sign-up confirmed by email (issue 15). Registration answers the same for every address, so nobody
 * can probe which emails have an account: a new address gets a single-use link (24 hours; only its
 * SHA-256 stored) and what was submitted waits in `pending_signups`; an address that already has a
 * login gets an email saying so, with links to log in and reset the password. Both paths hash the
 * password and send one email, so they also take the same time. Opening the link creates the
 * business, signs the person in and says where to continue.
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getEnv } from '../env.ts';
import { enforceRateLimits } from '../rate-limit.ts';
import { notify } from '../mail/send.ts';
import { alreadyRegisteredEmail, confirmSignupEmail } from '../mail/account-templates.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import { hashPassword } from '../auth/password.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { createBusiness, emailTaken, findReferrerId } from './accounts.ts';
import { hashLinkToken, linkState, newLinkToken, type LinkState } from './link-tokens.ts';
import { linkStateOf, SIGNUP_LINK_MESSAGES } from './link-states.ts';
import { safeNextPath } from '../../shared/safe-next.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { ACCOUNT_PATHS } from '../../features/account-forms/account-paths.ts';

export const SIGNUP_HOURS = 24;
export const TOO_MANY_SIGNUP_EMAILS =
  'Too many registration emails to this address. Please wait an hour and try again.';
export { SIGNUP_LINK_MESSAGES };

export interface SignupInput {
  business_name: string;
  business_email: string;
  business_password: string;
  business_website_url?: string;
  referral_id?: string;
  next: string;
  /** The language of the page signed up on (issue 42): the email, its link's page and the account's language. */
  language?: Lang;
}

export async function requestSignup(input: SignupInput): Promise<void> {
  // Each address gets at most 5 of these emails an hour, whoever asks (taken or not alike).
  await enforceRateLimits(
    [{ name: 'signup-mail:email', value: input.business_email.trim().toLowerCase(), limit: 5, windowSeconds: 3600 }],
    TOO_MANY_SIGNUP_EMAILS,
  );
  // The same work whether or not the address is taken: one scrypt hash, the same lookups, one email.
  const passwordHash = await hashPassword(input.business_password);
  const referredBy = await findReferrerId(input.referral_id);
  const { token, hash } = newLinkToken();
  const site = getEnv().siteUrl;
  // The person is asking on a page in this language: the answer (even to an address with an account) is in it.
  const lang = input.language ?? 'en';
  const pages = ACCOUNT_PATHS[lang];
  const why = mailT(lang, 'why.signup');
  if (await emailTaken(input.business_email)) {
    await notify(
      input.business_email,
      alreadyRegisteredEmail({ loginUrl: `${site}${pages.login}`, resetUrl: `${site}${pages.reset}` }, lang),
      why,
      { requested: true },
    );
    return;
  }
  await query(
    `INSERT INTO pending_signups
       (token_hash, email, business_name, password_hash, website_url, referred_by, next_path, expires_at, language)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + make_interval(hours => $8), $9)`,
    [
      hash,
      input.business_email,
      input.business_name,
      passwordHash,
      input.business_website_url ?? null,
      referredBy,
      safeNextPath(input.next),
      SIGNUP_HOURS,
      lang,
    ],
  );
  // The token travels in the query, so the page works without JavaScript (docs/accounts-and-payments.md#emailed-links).
  const confirmUrl = `${site}${pages.confirmAccount}?token=${token}`;
  await notify(input.business_email, confirmSignupEmail({ businessName: input.business_name, confirmUrl }, lang), why, {
    requested: true,
  });
}

interface PendingRow extends Record<string, unknown> {
  email: string;
  business_name: string;
  password_hash: string;
  website_url: string | null;
  referred_by: string | null;
  next_path: string;
  language: Lang;
}

/** Uses the link (once): creates the business and its owner; answers it and where to continue. */
export async function confirmSignup(token: string): Promise<{ business: SessionBusiness; next: string }> {
  const tokenHash = hashLinkToken(token);
  const [row] = await query<PendingRow>(
    `UPDATE pending_signups SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
     RETURNING email, business_name, password_hash, website_url, referred_by, next_path, language`,
    [tokenHash],
  );
  if (!row) {
    const [seen] = await query<{ used_at: Date | null; expires_at: Date }>(
      'SELECT used_at, expires_at FROM pending_signups WHERE token_hash = $1',
      [tokenHash],
    );
    const state = linkState(seen);
    throw new HttpError(410, `link_${state}`, SIGNUP_LINK_MESSAGES[state === 'valid' ? 'used' : state]);
  }
  let business: SessionBusiness;
  try {
    business = await createBusiness({
      business_name: row.business_name,
      email: row.email,
      password_hash: row.password_hash,
      website_url: row.website_url,
      referred_by: row.referred_by,
      language: row.language,
    });
  } catch (error) {
    // Not created for another reason than the address being taken: the link stays usable.
    if (!(error instanceof HttpError))
      await query('UPDATE pending_signups SET used_at = NULL WHERE token_hash = $1', [tokenHash]);
    throw error;
  }
  // Every link to this address is used now (none can make a second account), and no row keeps a password hash.
  await query(
    `UPDATE pending_signups SET used_at = coalesce(used_at, now()), password_hash = 'used' WHERE lower(email) = lower($1)`,
    [row.email],
  );
  return { business, next: safeNextPath(row.next_path) };
}

/** Whether a sign-up link can still be used, without using it (the page asks before showing its button). */
export const signupLinkState = (token: string): Promise<LinkState> => linkStateOf('signup', token);

/** Links older than a week (used or not) are of no use: the daily prune deletes them. Answers how many. */
export async function prunePendingSignups(): Promise<number> {
  const rows = await query<{ token_hash: string }>(
    `DELETE FROM pending_signups WHERE expires_at < now() - interval '7 days' RETURNING token_hash`,
  );
  return rows.length;
}
