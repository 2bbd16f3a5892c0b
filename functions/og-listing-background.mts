import { readJson } from '../src/server/http.ts';
import { verifyOgDrawingToken } from '../src/server/seo/listing-og-image.ts';
import { drawListingOg } from '../src/server/seo/listing-og-draw.ts';

// Netlify background function (issue 42): draws and stores a listing's preview image with sharp, so the
// request-path og-listing carries no image library. Started by og-listing with a token only the server can
// make; Netlify answers the caller 202 at once.
export default async function ogListingBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const body = ((await readJson(req, 1024).catch(() => ({}))) ?? {}) as { id?: unknown; format?: unknown };
  const id = typeof body.id === 'string' ? body.id : '';
  const format = body.format === 'png' || body.format === 'jpg' ? body.format : undefined;
  if (!id || !format || !verifyOgDrawingToken(id, format, req.headers.get('x-og-token')))
    return new Response(null, { status: 403 });
  await drawListingOg(id, format);
  return new Response(null, { status: 202 });
}
