// The news search index: card data of every public item (no bodies), loaded by the news list on first search.
import type { APIRoute } from 'astro';
import { getBuildContent } from '../server/content/build-content.ts';
import { toNewsCard } from '../server/content/news-cards.ts';
import { isPublicNews } from '../features/news/news-filter.ts';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await getBuildContent()).filter(isPublicNews).map(toNewsCard)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
