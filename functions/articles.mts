import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { enforceRateLimits } from '../src/server/rate-limit.ts';
import { deleteArticleSchema, generateArticleSchema, saveArticleSchema } from '../src/schemas/articles.ts';
import { articlesAnswer, deleteArticle, saveArticle, startArticle } from '../src/server/content-tools/articles.ts';

// SEO articles: the list, quota and topics (GET, viewers); a new draft from a topic (POST, managers:
// it spends a unit); an edit (PUT, staff and up); removing one (DELETE, managers).
export default handle(async (req) => {
  allowMethods(req, 'GET', 'POST', 'PUT', 'DELETE');
  const business = await requireRole(req, 'articles');
  if (req.method === 'GET') return json(await articlesAnswer(business));
  if (req.method === 'PUT')
    return json({
      article: await saveArticle(business, await parseJsonBody(req, saveArticleSchema)),
      message: 'Saved.',
    });
  if (req.method === 'DELETE') {
    await deleteArticle(business, (await parseJsonBody(req, deleteArticleSchema)).id);
    return json({ message: 'Article deleted.' });
  }
  const input = await parseJsonBody(req, generateArticleSchema);
  await enforceRateLimits(
    [{ name: 'articles:business', value: business.id, limit: 30, windowSeconds: 3600 }],
    'You have started many articles this hour. Please try again later.',
  );
  const article = await startArticle(business, input, { origin: new URL(req.url).origin });
  if (article.status === 'error')
    return json({ article, error: { code: 'generation_failed', message: article.errorMessage } }, { status: 502 });
  return json({ article }, { status: article.status === 'generating' ? 202 : 201 });
});

export const config: Config = { path: '/api/articles' };
