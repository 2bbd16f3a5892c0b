import type { Config } from '@netlify/functions';
import { allowMethods, handle, json } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { getCopywriter } from '../src/server/ai/copywriter.ts';
import { parseLimitedJson } from '../src/server/site-editor/requests.ts';
import { addSecondLanguage } from '../src/server/site-editor/second-language.ts';
import { addSecondLanguageSchema, SECOND_LANGUAGE_MESSAGES } from '../src/schemas/site-second-language.ts';

// The editor's "Add French pages": the copywriter writes the second language's words from the owner's facts; both saved as one version.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'site-second-language');
  const { language, baseVersion } = await parseLimitedJson(req, addSecondLanguageSchema, 1024);
  await enforceRateLimits(
    [{ name: 'site-language:business', value: business.id, limit: 20, windowSeconds: 3600 }],
    SECOND_LANGUAGE_MESSAGES.rateLimited,
  );
  return json(await addSecondLanguage(business.id, language, baseVersion, getCopywriter()));
});

export const config: Config = { path: '/api/site/second-language' };
