import { buildDraft } from '../src/server/generation/pipeline.ts';
import { verifyDraftToken } from '../src/server/generation/start.ts';
import { runStartedWork } from '../src/server/background.ts';

// Netlify background function (up to 15 minutes): builds every website draft (the logo decoded, the listing's
// photos, the copy from the built-in copywriter or a model, the render and screenshot). Started by
// generate-website with a token only the server can make; the wizard polls retrieve-generation-status meanwhile.
// Netlify answers the caller 202 at once.
export default (req: Request): Promise<Response> => runStartedWork(req, 'draft_id', verifyDraftToken, buildDraft);
