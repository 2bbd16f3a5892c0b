import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { readPhotoUpload } from '../src/server/site-editor/requests.ts';
import { startImageUpload } from '../src/server/uploads/image-uploads.ts';

// One website photo per request (multipart field "photo", or JSON { fromListing }): answers 202 with a job;
// image-upload-background resizes it, strips its metadata, stores it and adds it to the media library.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'site-photos');
  await enforceRateLimits(
    [{ name: 'site-photo:business', value: business.id, limit: 60, windowSeconds: 3600 }],
    'Too many uploads. Please wait an hour and try again.',
  );
  const upload = await readPhotoUpload(req, business.id);
  const origin = new URL(req.url).origin;
  return json(await startImageUpload(business.id, 'site-photo', upload, origin), { status: 202 });
});

export const config: Config = { path: '/api/site/photos' };
