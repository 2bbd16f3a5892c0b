import type { Config } from '@netlify/functions';
import { allowMethods, handle, json, parseJsonBody } from '../src/server/http.ts';
import { requireRole } from '../src/server/auth/guard.ts';
import { publishArticleSchema } from '../src/schemas/articles.ts';
import { publishArticle } from '../src/server/content-tools/articles.ts';

// Publish an article now, or at a date (the scheduled function publishes it then). Managers and the owner.
export default handle(async (req) => {
  allowMethods(req, 'POST');
  const business = await requireRole(req, 'articles-publish');
  const { id, at } = await parseJsonBody(req, publishArticleSchema);
  return json(await publishArticle(business, id, at));
});

export const config: Config = { path: '/api/articles/publish' };
