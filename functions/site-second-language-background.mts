import { runSecondLanguageJob, verifyJobToken } from '../src/server/site-editor/second-language-jobs.ts';
import { readJson } from '../src/server/http.ts';
import { BACKGROUND_TOKEN_HEADER } from '../src/server/background.ts';

// Netlify background function (up to 15 minutes): writes a website's second language with the
// copywriter (a model when configured) and saves both languages as one version. Started by
// POST /api/site/second-language with a token only the server can make; the editor polls GET.
export default async function siteSecondLanguageBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const body = ((await readJson(req, 4096).catch(() => ({}))) ?? {}) as { job_id?: unknown };
  const id = typeof body.job_id === 'string' ? body.job_id : '';
  if (!id || !verifyJobToken(id, req.headers.get(BACKGROUND_TOKEN_HEADER))) return new Response(null, { status: 403 });
  await runSecondLanguageJob(id);
  return new Response(null, { status: 202 });
}
