import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { listOwnerReviews } from '../src/server/reviews/reviews.ts';
import { visibilityNotice } from '../src/server/rebuild/build-hook.ts';

// Reviews of the signed-in owner's listings, with their moderation status and reason.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'inbox-reviews');
  return json({ reviews: await listOwnerReviews(business.id), visibility_notice: visibilityNotice() });
});

export const config: Config = { path: '/api/inbox/reviews' };
