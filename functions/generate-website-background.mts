import { buildDraft } from '../src/server/generation/pipeline.ts';
import { verifyDraftToken } from '../src/server/generation/start.ts';
import { BACKGROUND_TOKEN_HEADER } from '../src/server/background.ts';
import { readJson } from '../src/server/http.ts';

// Netlify background function (up to 15 minutes): builds every website draft (the logo decoded, the listing's
// photos, the copy from the built-in copywriter or a model, the render and screenshot). Started by
// generate-website with a token only the server can make; the wizard polls retrieve-generation-status meanwhile.
// Netlify answers the caller 202 at once.
export default async function generateWebsiteBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const body = ((await readJson(req, 4096).catch(() => ({}))) ?? {}) as { draft_id?: unknown };
  const draftId = typeof body.draft_id === 'string' ? body.draft_id : '';
  if (!draftId || !verifyDraftToken(draftId, req.headers.get(BACKGROUND_TOKEN_HEADER)))
    return new Response(null, { status: 403 });
  await buildDraft(draftId);
  return new Response(null, { status: 202 });
}
