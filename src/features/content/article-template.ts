/** Choices the article header templates make (spec §2 Article pages). Pure. */
import { slugify } from '../../shared/locations.ts';

export interface ToolRef {
  tool_unique_id: string;
  name: string;
}

/** The tool a tools-single article is about: a tag naming it, or its id or name inside the slug (longest wins). */
export function featuredTool<T extends ToolRef>(item: { slug: string; tags: string[] }, tools: readonly T[]): T | undefined {
  const tags = new Set(item.tags.map((t) => slugify(t)));
  const byTag = tools.find((t) => tags.has(t.tool_unique_id));
  if (byTag) return byTag;
  const candidates = tools
    .flatMap((t) => [t.tool_unique_id, slugify(t.name)].map((key) => ({ tool: t, key })))
    .filter(({ key }) => `-${item.slug}-`.includes(`-${key}-`))
    .sort((a, b) => b.key.length - a.key.length);
  return candidates[0]?.tool;
}

/** "#local-seo" style hash tags. */
export function hashTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => slugify(t)).filter(Boolean))].map((t) => `#${t}`);
}

/** The image shown at the top: the banner if there is one, else the featured image. */
export function bannerImage<T extends { location: string }>(images: readonly T[]): T | undefined {
  return images.find((i) => i.location === 'banner') ?? images.find((i) => i.location === 'featured');
}

export const TYPE_LABELS: Record<string, { name: string; plural: string }> = {
  article: { name: 'News', plural: 'News' },
  tutorial: { name: 'Tutorial', plural: 'Tutorials' },
  documentation: { name: 'Documentation', plural: 'Documentation' },
};
