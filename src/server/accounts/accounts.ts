/**
 * Accounts: creation (once a sign-up is confirmed by email, signup.ts) and login. Emails are unique
 * whatever their case (a unique index on lower(business_email)), so two confirmations for one email
 * give one account. Passwords are hashed with scrypt and never stored or logged in clear.
 */
import { randomBytes } from 'node:crypto';
import { query, transaction } from '../db/client.ts';
import type { Lang } from '../../shared/i18n/i18n.ts';
import { HttpError } from '../http.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { findBusinessById, type SessionBusiness } from '../auth/session.ts';
import { defaultBusinessOf, findMembership } from '../auth/sessions-repo.ts';
import { makeReferralCode, normalizeReferralCode } from './referral-code.ts';

export const EMAIL_TAKEN = 'An account already exists for this email address. Please log in instead.';
export const BAD_CREDENTIALS = 'The email address or password is incorrect.';
export const NO_BUSINESS =
  'You are not part of any business on Main Street any more. Ask an owner to invite you again.';
export const CONFIRM_FIRST =
  'Please confirm your email address first: open the link we emailed you. No email? Register again to get a new link.';

/** What a confirmed sign-up creates: the submitted details, the password already hashed. */
export interface ConfirmedSignup {
  business_name: string;
  email: string;
  password_hash: string;
  website_url: string | null;
  referred_by: string | null;
  /** The language of the page the person signed up on (issue 42): their emails are in it. */
  language: Lang;
}

const isUniqueViolation = (error: unknown, constraint?: string) =>
  (error as { code?: string }).code === '23505' &&
  (!constraint || (error as { constraint?: string }).constraint === constraint);

/** The referrer's id from the referral link's code; unknown codes are ignored. */
export async function findReferrerId(code: string | undefined): Promise<string | null> {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return null;
  const [row] = await query<{ id: string }>('SELECT id FROM businesses WHERE referral_code = $1', [normalized]);
  return row?.id ?? null;
}

/** True when the address already signs in somewhere (a person) or names a business. */
export async function emailTaken(email: string): Promise<boolean> {
  const [row] = await query(
    'SELECT 1 FROM users WHERE lower(email) = lower($1) UNION ALL SELECT 1 FROM businesses WHERE lower(business_email) = lower($1) LIMIT 1',
    [email],
  );
  return Boolean(row);
}

export async function createBusiness(input: ConfirmedSignup): Promise<SessionBusiness> {
  // A person (say, an invited team member) may have started signing in with this email meanwhile.
  if (await emailTaken(input.email)) throw new HttpError(409, 'email_taken', EMAIL_TAKEN);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const referralCode = makeReferralCode(input.business_name, randomBytes(4).toString('hex'));
    try {
      // A new account cannot be its own referrer: the referrer is an existing, different row.
      // The businesses_add_owner trigger makes its owner; the owner gets the sign-up's language in the same
      // transaction, so no account is left without it.
      const row = await transaction(async (tx) => {
        const {
          rows: [created],
        } = await tx.query<{ id: string }>(
          `INSERT INTO businesses
             (business_name, business_email, password_hash, website_url, referral_code, referred_by)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [input.business_name, input.email, input.password_hash, input.website_url, referralCode, input.referred_by],
        );
        await tx.query(
          `UPDATE users u SET language = $2 FROM memberships m
           WHERE m.business_id = $1 AND m.role = 'owner' AND m.user_id = u.id`,
          [created!.id, input.language],
        );
        return created;
      });
      const business = row && (await findBusinessById(row.id));
      if (!business) throw new Error('The new account could not be read back.');
      return business;
    } catch (error) {
      if (isUniqueViolation(error, 'businesses_referral_code_key')) continue; // rare: draw another code
      if (isUniqueViolation(error)) throw new HttpError(409, 'email_taken', EMAIL_TAKEN);
      throw error;
    }
  }
  throw new Error('Could not draw a unique referral code.');
}

async function pendingSignupHash(email: string): Promise<string | undefined> {
  const [row] = await query<{ password_hash: string }>(
    'SELECT password_hash FROM pending_signups WHERE lower(email) = lower($1) AND used_at IS NULL AND expires_at > now() ORDER BY created_at DESC LIMIT 1',
    [email],
  );
  return row?.password_hash;
}

// Compared against when the email is unknown, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

/** The person with this email and password, signed in to their default business. */
export async function authenticate(email: string, password: string): Promise<SessionBusiness> {
  const [row] = await query<{ id: string; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  // No login yet but a sign-up waiting for its email: said only to whoever knows its password.
  const pending = row ? undefined : await pendingSignupHash(email);
  const ok = await verifyPassword(password, row?.password_hash ?? pending ?? (await dummyHash));
  if (ok && !row && pending) throw new HttpError(403, 'confirm_email', CONFIRM_FIRST);
  if (!ok || !row) throw new HttpError(401, 'bad_credentials', BAD_CREDENTIALS);
  const business = await defaultBusinessOf(row.id);
  if (!business) throw new HttpError(403, 'no_business', NO_BUSINESS);
  return business;
}

/** The person's membership in one business (sign-in straight into a business they were invited to). */
export async function membershipOrThrow(userId: string, businessId: string): Promise<SessionBusiness> {
  const business = await findMembership(userId, businessId);
  if (!business) throw new HttpError(403, 'forbidden', 'You are not a member of this business.');
  return business;
}
