/**
 * Whether an emailed link can still be used, read without using it, and what a page says when it cannot
 * (issue 29). Apart from the modules that use the links so that the pages rendered on demand, which only
 * read, carry neither zod nor the mail code (@astrojs/netlify's one function stays small).
 */
import { query } from '../db/client.ts';
import { hashLinkToken, linkState, type LinkState } from './link-tokens.ts';

export const LINK_MESSAGES: Record<Exclude<LinkState, 'valid'>, string> = {
  used: 'This link was already used. Ask for a new one if you still need to change your password.',
  expired: 'This link has expired (links work for 1 hour). Ask for a new one below.',
  unknown: 'This link is not valid. It may be incomplete: open it again from the email, or ask for a new one below.',
};

export const SIGNUP_LINK_MESSAGES: Record<Exclude<LinkState, 'valid'>, string> = {
  used: 'This link was already used: your account is ready. Log in with your email and password.',
  expired:
    'This link has expired (links work for 24 hours). Register again to get a new one: nothing you entered was kept.',
  unknown: 'This link is not valid. It may be incomplete: open it again from the email, or register again.',
};

export const EMAIL_LINK_MESSAGES = {
  used: 'This link was already used.',
  expired: 'This link has expired (links work for 24 hours). Ask for the change again on your account page.',
  unknown: 'This link is not valid. Open it again from the email.',
} as const;

const TABLES = { reset: 'password_resets', signup: 'pending_signups', email: 'email_changes' } as const;

/** The state of a password-reset, sign-up or email-change link. */
export async function linkStateOf(kind: keyof typeof TABLES, token: string): Promise<LinkState> {
  const [row] = await query<{ used_at: Date | null; expires_at: Date }>(
    `SELECT used_at, expires_at FROM ${TABLES[kind]} WHERE token_hash = $1`,
    [hashLinkToken(token)],
  );
  return linkState(row);
}
