/** News card data (what the list and its search index need, no bodies). */
import type { ContentItem } from './content-repo.ts';
import type { NewsCardData } from '../../schemas/news-card.ts';
import { slugify } from '../../shared/locations.ts';

export function toNewsCard(item: ContentItem): NewsCardData {
  return {
    slug: item.slug,
    title: item.title,
    excerpt: item.excerpt,
    link: item.link,
    category: item.category,
    categorySlug: slugify(item.category),
    tags: item.tags,
    image: item.images.find((i) => i.location === 'featured')?.url ?? item.images[0]?.url ?? null,
    createdAt: item.createdAt,
    likes: item.likes,
    dislikes: item.dislikes,
    type: item.type,
  };
}
