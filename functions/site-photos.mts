import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { readPhotoUpload } from '../src/server/site-editor/requests.ts';
import { storePhoto } from '../src/server/site-editor/photo-upload.ts';
import { addToLibrary } from '../src/server/content-tools/media.ts';

// One website photo per request (multipart field "photo", or JSON { fromListing }): resized, stripped of metadata, stored.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'site-photos');
  await enforceRateLimits(
    [{ name: 'site-photo:business', value: business.id, limit: 60, windowSeconds: 3600 }],
    'Too many uploads. Please wait an hour and try again.',
  );
  const { bytes, alt } = await readPhotoUpload(req, business.id);
  const photo = await storePhoto(business.id, bytes, alt);
  await addToLibrary(business.id, 'upload', photo, alt); // every upload is in the one media library too
  return json({ photo }, { status: 201 });
});

export const config: Config = { path: '/api/site/photos' };
