/** The owner inbox's pure parts: how a lead and a review's moderation state read. */
import { STATUS_LABELS, reasonLabel, type ModerationReason, type ReviewStatusValue } from '../listing-interactions/outcomes.ts';

export interface InboxLead {
  id: string;
  listing_id: string | null;
  business_name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  message: string;
  source: 'listing' | 'website';
  created_at: string;
  handled_at: string | null;
}

export interface InboxReview {
  id: string;
  listing_id: string;
  business_name: string;
  first_name: string;
  last_name: string;
  rating: number;
  message: string;
  status: ReviewStatusValue;
  moderation_reason: ModerationReason | null;
  owner_reply: string | null;
  owner_replied_at: string | null;
  created_at: string;
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Approved", "Waiting for moderation (held: Spam: …)", "Rejected: Duplicate: …". */
export function moderationText(review: Pick<InboxReview, 'status' | 'moderation_reason'>): string {
  const reason = reasonLabel(review.moderation_reason);
  if (review.status === 'rejected') return `${STATUS_LABELS.rejected}: ${reason || 'no reason given'}`;
  if (review.status === 'pending' && reason) return `${STATUS_LABELS.pending} (held: ${reason})`;
  return STATUS_LABELS[review.status];
}

export function sourceText(source: InboxLead['source']): string {
  return source === 'website' ? 'from your website' : 'from your directory listing';
}

export const starText = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** "Reply by email": a mailto link to the sender with the subject filled in (issue 18). */
export function replyHref(lead: Pick<InboxLead, 'email' | 'business_name' | 'message'>): string {
  const subject = `Re: your message to ${lead.business_name}`;
  const quoted = lead.message.split('\n').map((line) => `> ${line}`).join('\n');
  return `mailto:${encodeURIComponent(lead.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`\n\n${quoted}`)}`;
}
