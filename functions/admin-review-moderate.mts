import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { moderationSchema } from '../src/schemas/inbox.ts';
import { moderateReview } from '../src/server/moderation/queue.ts';

// An admin approves a review, or rejects it with a reason code its author and the owner can see.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const admin = await requireRole(req, 'admin-review-moderate');
  const { review_id, ...decision } = await parseJsonBody(req, moderationSchema);
  const review = await moderateReview(admin.id, review_id, decision);
  return json({ review: { id: review.id, status: review.status, moderation_reason: review.moderation_reason } });
});

export const config: Config = { path: '/api/admin/reviews/moderate' };
