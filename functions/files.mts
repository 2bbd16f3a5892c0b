import type { Config } from '@netlify/functions';
import { allowMethods, decodePathSegment, handle, notFound } from '../src/server/http.ts';
import { fileStore } from '../src/server/storage/storage.ts';

// Serves uploaded files (listing photos, logos) from the one storage interface.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'HEAD');
  const key = decodePathSegment(new URL(req.url).pathname.replace(/^\/files\//, ''));
  const file = await fileStore('uploads')
    .get(key)
    .catch(() => undefined);
  if (!file) throw notFound('No file at this address.');
  return new Response(req.method === 'HEAD' ? null : file.data, {
    headers: {
      'content-type': file.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
    },
  });
});

export const config: Config = { path: '/files/*' };
