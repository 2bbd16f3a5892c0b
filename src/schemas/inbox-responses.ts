/**
 * What the inbox, review-status and moderation functions answer: one schema per shape, the types
 * inferred by the server code that builds them and the islands that read them (no hand copies).
 * Times are ISO strings, as JSON carries them.
 */
import { z } from './z.ts';
import { MODERATION_REASONS, REVIEW_STATUSES } from '../shared/outcomes.ts';

const reviewStatus = z.enum(REVIEW_STATUSES);
const reason = z.nullable(z.enum(MODERATION_REASONS));
const time = z.string();

/** A message in the owner's inbox (GET /api/inbox/leads). */
export const leadSchema = z.object({
  id: z.string(),
  listing_id: z.nullable(z.string()),
  business_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  message: z.string(),
  source: z.enum(['listing', 'website']),
  created_at: time,
  /** When the owner marked it handled; null while it still needs an answer. */
  handled_at: z.nullable(time),
});
export type Lead = z.infer<typeof leadSchema>;
export const leadsResponseSchema = z.object({ leads: z.array(leadSchema) });

/** A review of the owner's listings (GET /api/inbox/reviews, and the reply call's answer). */
export const ownerReviewSchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  business_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  rating: z.number(),
  message: z.string(),
  status: reviewStatus,
  moderation_reason: reason,
  owner_reply: z.nullable(z.string()),
  owner_replied_at: z.nullable(time),
  created_at: time,
});
export type OwnerReview = z.infer<typeof ownerReviewSchema>;
export const ownerReviewsResponseSchema = z.object({
  reviews: z.array(ownerReviewSchema),
  visibility_notice: z.string(),
});
export const reviewReplyResponseSchema = z.object({ review: ownerReviewSchema, visibility_notice: z.string() });

/** What a review's author may see about it (GET /api/reviews/status). */
export const reviewStatusSchema = z.object({
  id: z.string(),
  status: reviewStatus,
  moderation_reason: reason,
  business_name: z.string(),
  rating: z.number(),
  created_at: time,
  moderated_at: z.nullable(time),
});
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** A review in the admin moderation queue (GET /api/admin/reviews). */
export const queueItemSchema = z.object({
  id: z.string(),
  listing_id: z.string(),
  business_name: z.string(),
  business_unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  rating: z.number(),
  message: z.string(),
  status: reviewStatus,
  moderation_reason: reason,
  created_at: time,
  moderated_at: z.nullable(time),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueResponseSchema = z.object({ reviews: z.array(queueItemSchema) });
