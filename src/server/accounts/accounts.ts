/**
 * Accounts: registration and login. Emails are unique whatever their case (a unique index on
 * lower(business_email)), so two simultaneous registrations with one email give one account and
 * one clear 409. Passwords are hashed with scrypt and never stored or logged in clear.
 */
import { randomBytes } from 'node:crypto';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { findBusinessById, type SessionBusiness } from '../auth/session.ts';
import { defaultBusinessOf, findMembership } from '../auth/sessions-repo.ts';
import { makeReferralCode, normalizeReferralCode } from './referral-code.ts';

export const EMAIL_TAKEN = 'An account already exists for this email address. Please log in instead.';
export const BAD_CREDENTIALS = 'The email address or password is incorrect.';
export const NO_BUSINESS = 'You are not part of any business on Main Street any more. Ask an owner to invite you again.';

export interface NewAccount {
  business_name: string;
  business_email: string;
  business_password: string;
  business_website_url?: string;
  /** The referrer's code from the referral link, if any; unknown codes are ignored. */
  referral_id?: string;
}

const isUniqueViolation = (error: unknown, constraint?: string) =>
  (error as { code?: string }).code === '23505' &&
  (!constraint || (error as { constraint?: string }).constraint === constraint);

async function findReferrerId(code: string | undefined): Promise<string | null> {
  const normalized = normalizeReferralCode(code);
  if (!normalized) return null;
  const [row] = await query<{ id: string }>('SELECT id FROM businesses WHERE referral_code = $1', [normalized]);
  return row?.id ?? null;
}

export async function registerBusiness(input: NewAccount): Promise<SessionBusiness> {
  const passwordHash = await hashPassword(input.business_password);
  // A new account cannot be its own referrer: the referrer is an existing, different row.
  const referredBy = await findReferrerId(input.referral_id);
  // A person (say, an invited team member) may already sign in with this email.
  const [person] = await query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [input.business_email]);
  if (person) throw new HttpError(409, 'email_taken', EMAIL_TAKEN, { business_email: [EMAIL_TAKEN] });
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const referralCode = makeReferralCode(input.business_name, randomBytes(4).toString('hex'));
    try {
      const [row] = await query<{ id: string }>(
        `INSERT INTO businesses (business_name, business_email, password_hash, website_url, referral_code, referred_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [input.business_name, input.business_email, passwordHash, input.business_website_url ?? null, referralCode, referredBy],
      );
      // The businesses_add_owner trigger made the person (same email and hash) its owner.
      const business = row && (await findBusinessById(row.id));
      if (!business) throw new Error('The new account could not be read back.');
      return business;
    } catch (error) {
      if (isUniqueViolation(error, 'businesses_referral_code_key')) continue; // rare: draw another code
      if (isUniqueViolation(error)) throw new HttpError(409, 'email_taken', EMAIL_TAKEN, { business_email: [EMAIL_TAKEN] });
      throw error;
    }
  }
  throw new Error('Could not draw a unique referral code.');
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
  const ok = await verifyPassword(password, row?.password_hash ?? (await dummyHash));
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
