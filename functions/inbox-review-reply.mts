import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { reviewReplySchema } from '../src/schemas/inbox.ts';
import { replyToReview } from '../src/server/reviews/reviews.ts';
import { visibilityNotice } from '../src/server/rebuild/build-hook.ts';

// The owner's public reply to an approved review of their listing (the review itself never changes).
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'inbox-review-reply');
  const { review_id, reply } = await parseJsonBody(req, reviewReplySchema);
  const review = await replyToReview(business.id, review_id, reply);
  return json({ review, visibility_notice: visibilityNotice() });
});

export const config: Config = { path: '/api/inbox/reviews/reply' };
