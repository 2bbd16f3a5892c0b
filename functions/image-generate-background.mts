import { buildImage } from '../src/server/content-tools/media-generate.ts';
import { verifyImageGenerationToken } from '../src/server/content-tools/image-generations.ts';
import { BACKGROUND_TOKEN_HEADER } from '../src/server/background.ts';
import { readJson } from '../src/server/http.ts';

// Netlify background function (issue 42): makes one image asked for on the media library (the OpenAI Images
// API or the built-in illustrator, then the website photo pipeline with sharp). Started by POST /api/images
// with a token only the server can make; the library polls GET /api/images. Netlify answers the caller 202 at once.
export default async function imageGenerateBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const body = ((await readJson(req, 1024).catch(() => ({}))) ?? {}) as { id?: unknown };
  const id = typeof body.id === 'string' ? body.id : '';
  if (!id || !verifyImageGenerationToken(id, req.headers.get(BACKGROUND_TOKEN_HEADER)))
    return new Response(null, { status: 403 });
  await buildImage(id);
  return new Response(null, { status: 202 });
}
