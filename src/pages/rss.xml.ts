// RSS feed of the published news-centre items (newest first): atom:link rel="self", lastBuildDate (the newest
// change among its items, so an unchanged feed stays byte for byte the same) and one case per category (issue 28).
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getBuildContent } from '../server/content/build-content.ts';
import { SITE } from '../features/site/site.ts';
import { isPublicNews } from '../features/news/news-filter.ts';
import { feedCategories } from '../features/news/feed-categories.ts';

export const GET: APIRoute = async ({ site }) => {
  const items = (await getBuildContent()).filter(isPublicNews);
  const origin = (site ?? new URL('http://localhost:8888')).href.replace(/\/$/, '');
  const categoriesOf = feedCategories(items);
  const changed = Math.max(0, ...items.map((i) => Date.parse(i.updatedAt || i.createdAt)).filter(Number.isFinite));
  return rss({
    title: `${SITE.name} news`,
    description: 'News, tutorials and documentation for Canadian small businesses.',
    site: site ?? 'http://localhost:8888',
    items: items.map((i) => ({
      title: i.title,
      link: i.link,
      pubDate: new Date(i.createdAt),
      description: i.excerpt ?? i.seo.metaDescription ?? '',
      categories: categoriesOf(i),
    })),
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: [
      '<language>en-ca</language>',
      `<atom:link href="${origin}/rss.xml" rel="self" type="application/rss+xml"/>`,
      `<lastBuildDate>${new Date(changed || Date.now()).toUTCString()}</lastBuildDate>`,
    ].join(''),
  });
};
