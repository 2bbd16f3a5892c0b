import { runImageUpload } from '../src/server/uploads/image-upload-run.ts';
import { verifyUploadToken } from '../src/server/uploads/image-uploads.ts';
import { readJson } from '../src/server/http.ts';
import { BACKGROUND_TOKEN_HEADER } from '../src/server/background.ts';

// Netlify background function: decodes one uploaded image (the only upload function carrying sharp), started
// by the upload functions with a token only the server can make; the owner's screen polls GET /api/uploads/:id.
export default async function imageUploadBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const body = ((await readJson(req, 4096).catch(() => ({}))) ?? {}) as { upload_id?: unknown };
  const id = typeof body.upload_id === 'string' ? body.upload_id : '';
  if (!id || !verifyUploadToken(id, req.headers.get(BACKGROUND_TOKEN_HEADER)))
    return new Response(null, { status: 403 });
  await runImageUpload(id);
  return new Response(null, { status: 202 });
}
