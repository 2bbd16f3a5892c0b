import type { Config } from '@netlify/functions';
import { allowMethods, BODY_LIMITS, handle, json, readFormData } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { storeListingImage } from '../src/server/listings/listing-image-upload.ts';

// One listing photo per request (multipart field "image"); answers its address for the listing form.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'business-listing-image');
  await enforceRateLimits(
    [{ name: 'listing-image:business', value: business.id, limit: 60, windowSeconds: 3600 }],
    'Too many uploads. Please wait an hour and try again.',
  );
  const form = await readFormData(
    req,
    BODY_LIMITS.image,
    'Send the image as multipart form data in the field "image".',
  );
  return json(await storeListingImage(business.id, form.get('image')), { status: 201 });
});

export const config: Config = { path: '/api/business/listing-image' };
