/** The news list (spec §2 News): search, categories and the card facts. Pure. */
import { slugify } from '../../shared/locations.ts';

export interface NewsCardItem {
  title: string;
  excerpt: string | null;
  category: string;
  tags: string[];
}

/** Case-insensitive substring search over title, excerpt, category and tags. */
export function searchNews<T extends NewsCardItem>(items: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...items];
  return items.filter((item) =>
    [item.title, item.excerpt ?? '', item.category, ...item.tags].some((text) => text.toLowerCase().includes(q)),
  );
}

export interface NewsCategory {
  name: string;
  slug: string;
  count: number;
}

/** The Categories sidebar: every category of the items, with counts, by name. */
export function newsCategories(items: readonly Pick<NewsCardItem, 'category'>[]): NewsCategory[] {
  const map = new Map<string, NewsCategory>();
  for (const item of items) {
    const slug = slugify(item.category);
    const entry = map.get(slug) ?? { name: item.category, slug, count: 0 };
    entry.count += 1;
    map.set(slug, entry);
  }
  return [...map.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function inCategory<T extends Pick<NewsCardItem, 'category'>>(items: readonly T[], slug: string): T[] {
  return items.filter((item) => slugify(item.category) === slug);
}

/** "Global" for the news centre, "Internal" otherwise (spec §2). */
export function publishLocationLabel(location: string): 'Global' | 'Internal' {
  return location === 'news_center' ? 'Global' : 'Internal';
}

export function tagCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'tag' : 'tags'}`;
}

/** Public lists and the RSS feed show published news-centre items only (issue 18); the rest belongs to admins. */
export function isPublicNews(item: { published: boolean; publishLocation: string }): boolean {
  return item.published && item.publishLocation === 'news_center';
}
