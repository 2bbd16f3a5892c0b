import { buildArticle, verifyArticleToken } from '../src/server/content-tools/articles.ts';
import { readJson } from '../src/server/http.ts';

// Netlify background function (up to 15 minutes): drafts an article with a slow AI model. Started by
// POST /api/articles with a token only the server can make; the editor polls GET /api/articles.
export default async function articleDraftBackground(req: Request): Promise<Response> {
  if (req.method !== 'POST') return new Response(null, { status: 405 });
  const body = ((await readJson(req, 4096).catch(() => ({}))) ?? {}) as { article_id?: unknown };
  const id = typeof body.article_id === 'string' ? body.article_id : '';
  if (!id || !verifyArticleToken(id, req.headers.get('x-article-token'))) return new Response(null, { status: 403 });
  await buildArticle(id);
  return new Response(null, { status: 202 });
}
