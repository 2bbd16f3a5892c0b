/** Single-use link tokens: 32 random bytes in the link, only their SHA-256 in the database. */
import { createHash, randomBytes } from 'node:crypto';

export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Why a link cannot be used, for a clear page instead of an error. */
export type LinkState = 'valid' | 'used' | 'expired' | 'unknown';

export function linkState(
  row: { used_at: Date | null; expires_at: Date; revoked_at?: Date | null } | undefined,
  now = new Date(),
): LinkState {
  if (!row) return 'unknown';
  if (row.used_at || row.revoked_at) return 'used';
  return new Date(row.expires_at) <= now ? 'expired' : 'valid';
}
