import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { readPhotoUpload } from '../src/server/site-editor/requests.ts';
import { storeCataloguePhoto } from '../src/server/shop/catalogue-photos.ts';

// One catalogue photo (multipart field "photo"): decoded, stripped of metadata, resized; answers its address.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'shop-catalogue-photo');
  await enforceRateLimits(
    [{ name: 'catalogue-photo:business', value: business.id, limit: 60, windowSeconds: 3600 }],
    'Too many uploads. Please wait an hour and try again.',
  );
  const { bytes } = await readPhotoUpload(req, business.id);
  return json(await storeCataloguePhoto(business.id, bytes), { status: 201 });
});

export const config: Config = { path: '/api/shop/catalogue/photo' };
