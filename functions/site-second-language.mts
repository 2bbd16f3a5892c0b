import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { parseLimitedJson } from '../src/server/site-editor/requests.ts';
import { secondLanguageStatus, startSecondLanguage } from '../src/server/site-editor/second-language-jobs.ts';
import { addSecondLanguageSchema, SECOND_LANGUAGE_MESSAGES } from '../src/schemas/site-second-language.ts';
import { isUuid } from '../src/schemas/ids.ts';

// The editor's "Add French pages": POST starts the job (202; the copywriter writes in
// site-second-language-background) and GET [?job=id] is what the editor polls.
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST');
  const business = await requireRole(req, 'site-second-language');
  if (req.method === 'GET') {
    const job = new URL(req.url).searchParams.get('job');
    const id = job && isUuid(job) ? job : undefined;
    if (job && !id) return json({ error: { code: 'not_found', message: 'This job does not exist.' } }, { status: 404 });
    return json(await secondLanguageStatus(business.id, id));
  }
  const { language, baseVersion } = await parseLimitedJson(req, addSecondLanguageSchema, 1024);
  await enforceRateLimits(
    [{ name: 'site-language:business', value: business.id, limit: 20, windowSeconds: 3600 }],
    SECOND_LANGUAGE_MESSAGES.rateLimited,
  );
  const origin = new URL(req.url).origin;
  return json(await startSecondLanguage(business.id, language, baseVersion, origin), { status: 202 });
});

export const config: Config = { path: '/api/site/second-language' };
