import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { readPhotoUpload } from '../src/server/site-editor/requests.ts';
import { startImageUpload } from '../src/server/uploads/image-uploads.ts';

// One catalogue photo (multipart field "photo"): answers 202 with a job; image-upload-background decodes it,
// strips its metadata and resizes it, and the job's result is its address.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'shop-catalogue-photo');
  await enforceRateLimits(
    [{ name: 'catalogue-photo:business', value: business.id, limit: 60, windowSeconds: 3600 }],
    'Too many uploads. Please wait an hour and try again.',
  );
  const { bytes } = await readPhotoUpload(req, business.id);
  const origin = new URL(req.url).origin;
  return json(await startImageUpload(business.id, 'catalogue', { bytes }, origin), { status: 202 });
});

export const config: Config = { path: '/api/shop/catalogue/photo' };
