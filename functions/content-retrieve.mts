import type { Config } from '@netlify/functions';
import { z } from '../src/schemas/z.ts';
import { allowMethods, decodePathSegment, handle, json, notFound, parseWith } from '../src/server/http.ts';
import { findContent } from '../src/server/content/content-repo.ts';
import { contentSlugParam } from '../src/schemas/public-api.ts';

// One content item with its sanitized body; the message of an unknown slug is the spec's (§8).
export default handle(async (req) => {
  allowMethods(req, 'GET');
  const slug = decodePathSegment(new URL(req.url).pathname.split('/')[4] ?? '');
  const params = parseWith(z.object({ slug: contentSlugParam }), { slug: slug || undefined });
  const item = await findContent(params.slug);
  if (!item) throw notFound('Article not found.');
  return json(item, { headers: { 'cache-control': 'public, max-age=60' } });
});

export const config: Config = { path: '/api/content/retrieve/:slug' };
