/** Owner inbox and admin moderation requests, shared by the islands and the functions. */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { MODERATION_REASONS } from '../shared/outcomes.ts';
import { text } from './text.ts';

export const REPLY_MAX = 2000;

const reviewId = dbId({ error: 'This review was not found. Reload the page and try again.' });

export const reviewReplySchema = z.object({
  review_id: reviewId,
  reply: text({ error: 'Reply is required' }).check(
    z.trim(),
    z.minLength(1, { error: 'Reply is required', abort: true }),
    z.maxLength(REPLY_MAX, `Reply must be at most ${REPLY_MAX} characters`),
  ),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** Mark a lead handled (or not yet) from the owner's inbox (issue 18). */
export const leadHandledSchema = z.object({
  lead_id: dbId({ error: 'This message was not found. Reload the page and try again.' }),
  handled: z.boolean({ error: 'handled must be true or false' }),
});
export type LeadHandled = z.infer<typeof leadHandledSchema>;

export const moderationReasonSchema = z.enum(MODERATION_REASONS, {
  error: `Choose a reason: ${MODERATION_REASONS.join(', ')}`,
});

export const moderationSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ review_id: reviewId, decision: z.literal('approve') }),
    z.object({ review_id: reviewId, decision: z.literal('reject'), reason: moderationReasonSchema }),
  ],
  { error: "decision must be 'approve' or 'reject'" },
);
export type Moderation = z.infer<typeof moderationSchema>;

export const queueQuerySchema = z.object({
  status: z._default(
    z.enum(['pending', 'approved', 'rejected'], { error: "status must be 'pending', 'approved' or 'rejected'" }),
    'pending',
  ),
});
