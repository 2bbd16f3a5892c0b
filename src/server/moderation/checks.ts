/**
 * Automatic moderation: pure checks over a review (or a message) and a few facts the caller
 * gathered from the database. A review is never approved automatically: it stays pending for the
 * admin queue, is held (pending with a reason the admin sees first) or is rejected with a reason
 * code its author can see. Reason codes are the ones the reviews table allows.
 */
import { createHash } from 'node:crypto';
import type { ModerationReason } from '../../shared/outcomes.ts';

export { MODERATION_REASONS, REASON_LABELS, type ModerationReason } from '../../shared/outcomes.ts';

/** Reviews in a day before the next is rejected (per email) or held (per address) with 'rate-limit'. */
export const REVIEW_LIMITS = { perEmailPerDay: 3, perIpPerDay: 5 } as const;

/** Text shorter than this (normalised) may repeat across authors ("Great service!"). */
export const DUPLICATE_MIN_LENGTH = 40;

/** How long the same text to the same listing counts as a copy. */
export const DUPLICATE_WINDOW_DAYS = 30;

export interface ContentFacts {
  firstName: string;
  lastName: string;
  message: string;
}

export interface ReviewFacts extends ContentFacts {
  /** Reviews from this email in the last 24 hours (not counting this one). */
  recentByEmail: number;
  /** Reviews from this IP address in the last 24 hours (not counting this one). */
  recentByIp: number;
  /** This listing got this exact text (pending or approved) in the last DUPLICATE_WINDOW_DAYS, from anybody. */
  sameTextOnListing: boolean;
  /** This email already has a pending or approved review of this listing. */
  alreadyReviewedListing: boolean;
}

export interface Decision {
  status: 'pending' | 'rejected';
  reason: ModerationReason | null;
}

const LINK =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|ru|cn|xyz|top|shop|click|online|site|store|live|ca)\b(?:\/\S*)?/gi;
const SPAM_PHRASES = [
  'viagra',
  'cialis',
  'casino',
  'crypto',
  'bitcoin',
  'forex',
  'loan offer',
  'payday loan',
  'buy followers',
  'seo services',
  'backlinks',
  'click here',
  'free money',
  'work from home',
  'earn $',
  'make money fast',
  'whatsapp me',
  'telegram',
  'onlyfans',
  'promo code',
  'discount code',
  'limited offer',
];
const ABUSIVE_WORDS = [
  'fuck',
  'fucking',
  'shit',
  'bitch',
  'asshole',
  'bastard',
  'cunt',
  'dickhead',
  'retard',
  'retarded',
  'moron',
  'scumbag',
  'slut',
  'whore',
  'kill you',
  'burn it down',
  'i will find you',
];

/** Links in a text; email addresses are not links (a visitor may leave theirs in a message). */
export function countLinks(text: string): number {
  return text.replace(/[^\s@]+@[^\s@]+/g, ' ').match(LINK)?.length ?? 0;
}

export function countSpamPhrases(text: string): number {
  const lower = text.toLowerCase();
  return SPAM_PHRASES.filter((p) => lower.includes(p)).length;
}

export function isAbusive(text: string): boolean {
  const lower = text.toLowerCase();
  return ABUSIVE_WORDS.some((w) =>
    new RegExp(`(^|[^\\p{L}])${w.replace(/[$]/g, '\\$')}($|[^\\p{L}])`, 'u').test(lower),
  );
}

/** 'reject' for obvious spam, 'hold' for something a person should look at, 'ok' otherwise. */
export function spamLevel({ firstName, lastName, message }: ContentFacts): 'reject' | 'hold' | 'ok' {
  const links = countLinks(message);
  const phrases = countSpamPhrases(message);
  const nameLinks = countLinks(`${firstName} ${lastName}`);
  if (nameLinks > 0 || links >= 3 || (links >= 1 && phrases >= 1) || phrases >= 2) return 'reject';
  const shouting = message.length >= 30 && message === message.toUpperCase() && /[A-Z]/.test(message);
  const repeated = /(.)\1{9,}/u.test(message);
  if (links >= 1 || phrases >= 1 || shouting || repeated) return 'hold';
  return 'ok';
}

/** Lower-case letters and digits only, so spacing and punctuation do not hide a copy. */
export function normaliseText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

export function textFingerprint(text: string): string {
  return createHash('sha256').update(normaliseText(text)).digest('hex').slice(0, 40);
}

export function moderateReview(facts: ReviewFacts, limits = REVIEW_LIMITS): Decision {
  const longEnough = normaliseText(facts.message).length >= DUPLICATE_MIN_LENGTH;
  // The same words about another business, or from another person sharing an address, are not a copy. Checked
  // before the daily limit: an author's second review of one listing is a duplicate however many they sent today.
  if (facts.alreadyReviewedListing || (longEnough && facts.sameTextOnListing)) {
    return { status: 'rejected', reason: 'duplicate' };
  }
  if (facts.recentByEmail >= limits.perEmailPerDay) return { status: 'rejected', reason: 'rate-limit' };
  // Many people can share one address (an office, a café's wifi): hold for a person instead.
  const busyAddress = facts.recentByIp >= limits.perIpPerDay;
  const spam = spamLevel(facts);
  if (spam === 'reject') return { status: 'rejected', reason: 'spam' };
  if (isAbusive(facts.message) || isAbusive(`${facts.firstName} ${facts.lastName}`))
    return { status: 'pending', reason: 'abusive' };
  if (spam === 'hold') return { status: 'pending', reason: 'spam' };
  return { status: 'pending', reason: busyAddress ? 'rate-limit' : null };
}

/** Messages are private to the owner: only obvious spam is refused, everything else is delivered. */
export function screenMessage(facts: ContentFacts): { accepted: boolean; reason: ModerationReason | null } {
  return spamLevel(facts) === 'reject' ? { accepted: false, reason: 'spam' } : { accepted: true, reason: null };
}
