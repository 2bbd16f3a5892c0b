import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireBusiness } from '../src/server/auth/session.ts';
import { listOwnerReviews } from '../src/server/reviews/reviews.ts';
import { visibilityNotice } from '../src/server/rebuild/build-hook.ts';

// Reviews of the signed-in owner's listings, with their moderation status and reason.
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireBusiness(req);
  return json({ reviews: await listOwnerReviews(business.id), visibility_notice: visibilityNotice() });
});

export const config: Config = { path: '/api/inbox/reviews' };
