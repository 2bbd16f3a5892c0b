import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { readListingImage } from '../src/server/listings/listing-image-request.ts';
import { startImageUpload } from '../src/server/uploads/image-uploads.ts';

// One listing photo per request (multipart field "image"): answers 202 with a job; image-upload-background
// decodes it and stores it as WebP, and the job's result is its address for the listing form.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'business-listing-image');
  await enforceRateLimits(
    [{ name: 'listing-image:business', value: business.id, limit: 60, windowSeconds: 3600 }],
    'Too many uploads. Please wait an hour and try again.',
  );
  const upload = await readListingImage(req);
  const origin = new URL(req.url).origin;
  return json(await startImageUpload(business.id, 'listing', upload, origin), { status: 202 });
});

export const config: Config = { path: '/api/business/listing-image' };
