import type { Config } from '@netlify/functions';
import { requireRole } from '../src/server/auth/guard.ts';
import { allowMethods, BODY_LIMITS, handle, json, parseWith, readFormData } from '../src/server/http.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { generateWebsiteSchema } from '../src/schemas/wizard.ts';
import { startGeneration } from '../src/server/generation/start.ts';
import { generationAnswer, summarise } from '../src/server/generation/status.ts';
import { listDrafts } from '../src/server/generation/drafts-repo.ts';

// §7 generate-website: the wizard's multipart form, checked with the island's schema; the account comes from the session.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'ai-generate-website');
  const form = await readFormData(req, BODY_LIMITS.form, 'Send the website details as a multipart form.');
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
  const input = parseWith(generateWebsiteSchema, fields);
  const logo = form.get('logo');
  await enforceRateLimits(
    [{ name: 'generate:account', value: business.id, limit: 30, windowSeconds: 3600 }],
    'You have generated many drafts this hour. Please try again later.',
  );
  const draft = await startGeneration(business, input, logo instanceof File && logo.size > 0 ? logo : null, {
    origin: new URL(req.url).origin,
  });
  const answer = generationAnswer(
    summarise(draft),
    (await listDrafts(business.id)).map((row) => summarise(row)),
  );
  if (answer.key !== 'error') return json(answer, { status: answer.key === 'pending' ? 202 : 200 });
  return json({ ...answer, error: { code: 'generation_failed', message: answer.message } }, { status: 502 });
});

export const config: Config = { path: '/api/ai/generate-website' };
