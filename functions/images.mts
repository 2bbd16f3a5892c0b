import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { generateImageSchema } from '../src/schemas/media.ts';
import { readPhotoUpload } from '../src/server/site-editor/requests.ts';
import { startImageUpload } from '../src/server/uploads/image-uploads.ts';
import { listMedia } from '../src/server/content-tools/media.ts';
import { startImageGeneration } from '../src/server/content-tools/image-generations.ts';

// The media library (GET, viewers); a new image from a description (JSON { prompt }: a unit of the month's quota,
// made by image-generate-background while the library polls: 202) or an upload (multipart "photo", the website
// photo pipeline, decoded by image-upload-background: 202, a job) (POST, managers).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST');
  const business = await requireRole(req, 'images');
  if (req.method === 'GET') return json(await listMedia(business));
  await enforceRateLimits(
    [{ name: 'images:business', value: business.id, limit: 60, windowSeconds: 3600 }],
    'Too many images this hour. Please wait and try again.',
  );
  if ((req.headers.get('content-type') ?? '').startsWith('multipart/')) {
    const upload = await readPhotoUpload(req, business.id); // decoded in image-upload-background: 202, a job
    return json(await startImageUpload(business.id, 'media', upload, new URL(req.url).origin), { status: 202 });
  }
  const { prompt } = await parseJsonBody(req, generateImageSchema);
  const generation = await startImageGeneration(business, prompt, { origin: new URL(req.url).origin });
  if (generation.status === 'error')
    return json({ generation, error: { code: 'generation_failed', message: generation.message } }, { status: 502 });
  return json({ generation }, { status: 202 });
});

export const config: Config = { path: '/api/images' };
