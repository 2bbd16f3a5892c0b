/** Referral codes: readable and unguessable enough, e.g. "maple-bakery-4f9c2a". Pure. */
import { slugify } from '../../shared/locations.ts';

export const REFERRAL_CODE_PATTERN = /^[a-z0-9-]{4,40}$/;

export function makeReferralCode(businessName: string, randomHex: string): string {
  const base = slugify(businessName).slice(0, 24).replace(/-+$/, '') || 'business';
  return `${base}-${randomHex
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 8)}`;
}

/** A referral code as typed in a URL, or undefined when it cannot be one. */
export function normalizeReferralCode(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toLowerCase();
  return REFERRAL_CODE_PATTERN.test(code) ? code : undefined;
}
