/**
 * Words for what happened to a review or a message, shared by the island, the inbox, the admin
 * queue and the function responses. Reason codes are the ones the reviews table allows. Pure.
 */
export const MODERATION_REASONS = ['spam', 'duplicate', 'rate-limit', 'off-topic', 'abusive'] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatusValue = (typeof REVIEW_STATUSES)[number];

/** What each reason code means, for the admin's queue and the owner's inbox (never shown to the reviewer). */
export const REASON_LABELS: Record<ModerationReason, string> = {
  spam: 'Spam: it contains links or advertising',
  duplicate: 'Duplicate: the author already reviewed this listing, or the same text was posted to it recently',
  'rate-limit': 'Rate limit: too many reviews in a short time',
  'off-topic': 'Off-topic: it is not about an experience with this business',
  abusive: 'Abusive: it contains insults, threats or hateful language',
};

export const REVIEW_SUBMITTED = 'Your review has been submitted and will appear once approved.';
export const MESSAGE_SENT = 'Thank you! Your message has been sent to the business.';

/** Where a message went (issue 27): to the owner, or kept for a business that has not claimed its listing yet. */
export type MessageDelivery = 'sent' | 'kept-invited' | 'kept';
export const MESSAGE_KEPT_INVITED =
  'Thank you! This business has not claimed its Main Street listing yet, so your message is kept for it and shown to the business when it claims its listing. We have emailed the business an invitation to claim it.';
export const MESSAGE_KEPT =
  'Thank you! This business has not claimed its Main Street listing yet, so your message is kept for it and shown to the business when it claims its listing. We cannot email the business, so if it is urgent, please call or visit it.';

/** What the sender reads right after sending a message. */
export function messageOutcome(delivery: MessageDelivery | undefined): string {
  if (delivery === 'kept-invited') return MESSAGE_KEPT_INVITED;
  if (delivery === 'kept') return MESSAGE_KEPT;
  return MESSAGE_SENT;
}

export function reasonLabel(reason: ModerationReason | null | undefined): string {
  return reason ? REASON_LABELS[reason] : '';
}

/** What a reviewer reads about a rejection: a plain sentence, never the moderation note. */
export const REVIEW_REJECTED: Record<ModerationReason, string> = {
  spam: 'Your review was not published because it contains links or advertising. You can post it again without them.',
  duplicate:
    'Your review was not published because this business already has a review from you, ' +
    'or the same text was posted about it recently.',
  'rate-limit': 'Your review was not published because you have sent several reviews today. Please try again tomorrow.',
  'off-topic': 'Your review was not published because it is not about an experience with this business.',
  abusive: 'Your review was not published because it contains insults, threats or hateful language.',
};
export const REVIEW_NOT_PUBLISHED = 'Your review was not published.';

/** The reason a reviewer may learn: a rejection's; why a pending review is held stays with the moderators. */
export function publicReason(status: ReviewStatusValue, reason: ModerationReason | null): ModerationReason | null {
  return status === 'rejected' ? reason : null;
}

/** What the author reads after posting a review: a held review reads as any pending one (its reason is internal). */
export function reviewOutcome(status: ReviewStatusValue, reason: ModerationReason | null): string {
  if (status === 'rejected') return reason ? REVIEW_REJECTED[reason] : REVIEW_NOT_PUBLISHED;
  return REVIEW_SUBMITTED;
}

export const STATUS_LABELS: Record<ReviewStatusValue, string> = {
  pending: 'Waiting for moderation',
  approved: 'Approved',
  rejected: 'Rejected',
};
