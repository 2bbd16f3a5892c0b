// RSS feed of the published news-centre items (newest first).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getBuildContent } from '../server/content/build-content.ts';
import { SITE } from '../features/site/site.ts';
import { isPublicNews } from '../features/news/news-filter.ts';

export const GET: APIRoute = async ({ site }) => {
  const items = (await getBuildContent()).filter(isPublicNews);
  return rss({
    title: `${SITE.name} news`,
    description: 'News, tutorials and documentation for Canadian small businesses.',
    site: site ?? 'http://localhost:8888',
    items: items.map((i) => ({
      title: i.title,
      link: i.link,
      pubDate: new Date(i.createdAt),
      description: i.excerpt ?? i.seo.metaDescription ?? '',
      categories: [i.category, ...i.tags],
    })),
    customData: '<language>en-ca</language>',
  });
};
