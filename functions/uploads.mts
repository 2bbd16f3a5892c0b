import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { uploadStatus } from '../src/server/uploads/image-uploads.ts';

// How an image upload ended (issue 42), polled by the screens that upload: processing, ready with what the
// upload used to answer, or refused with why. Only the business's own uploads (404 otherwise).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const business = await requireRole(req, 'uploads');
  return json(await uploadStatus(business.id, new URL(req.url).pathname.split('/')[3] ?? ''));
});

export const config: Config = { path: '/api/uploads/:id' };
