/**
 * Words for what happened to a review or a message, shared by the island, the inbox, the admin
 * queue and the function responses. Reason codes are the ones the reviews table allows. Pure.
 */
export const MODERATION_REASONS = ['spam', 'duplicate', 'rate-limit', 'off-topic', 'abusive'] as const;
export type ModerationReason = (typeof MODERATION_REASONS)[number];
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatusValue = (typeof REVIEW_STATUSES)[number];

/** What each reason means, in words the author and the owner understand. */
export const REASON_LABELS: Record<ModerationReason, string> = {
  spam: 'Spam: it contains links or advertising',
  duplicate: 'Duplicate: the same text was already posted',
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

/** What the author reads right after posting a review. */
export function reviewOutcome(status: ReviewStatusValue, reason: ModerationReason | null): string {
  if (status === 'rejected') return `Your review was not published. ${reasonLabel(reason) || 'It did not pass moderation'}.`;
  if (reason) return `${REVIEW_SUBMITTED} A moderator will look at it first (${reasonLabel(reason)}).`;
  return REVIEW_SUBMITTED;
}

export const STATUS_LABELS: Record<ReviewStatusValue, string> = {
  pending: 'Waiting for moderation',
  approved: 'Approved',
  rejected: 'Rejected',
};
