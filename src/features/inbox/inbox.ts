/** The owner inbox's pure parts: how a lead and a review's moderation state read. */
import { STATUS_LABELS, reasonLabel } from '../../shared/outcomes.ts';
import type { Lead, OwnerReview } from '../../schemas/inbox-responses.ts';

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleString('en-CA', { dateStyle: 'medium', timeStyle: 'short' });
}

/** "Approved", "Waiting for moderation (held: Spam: …)", "Rejected: Duplicate: …". */
export function moderationText(review: Pick<OwnerReview, 'status' | 'moderation_reason'>): string {
  const reason = reasonLabel(review.moderation_reason);
  if (review.status === 'rejected') return `${STATUS_LABELS.rejected}: ${reason || 'no reason given'}`;
  if (review.status === 'pending' && reason) return `${STATUS_LABELS.pending} (held: ${reason})`;
  return STATUS_LABELS[review.status];
}

export function sourceText(source: Lead['source']): string {
  return source === 'website' ? 'from your website' : 'from your directory listing';
}

export const starText = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** "Reply by email": a mailto link to the sender with the subject filled in (issue 18). */
export function replyHref(lead: Pick<Lead, 'email' | 'business_name' | 'message'>): string {
  const subject = `Re: your message to ${lead.business_name}`;
  const quoted = lead.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  return `mailto:${encodeURIComponent(lead.email).replace('%40', '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`\n\n${quoted}`)}`;
}
