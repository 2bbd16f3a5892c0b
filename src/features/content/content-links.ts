/**
 * Where a content item lives (spec §2 Article pages): /news/{slug}, /tutorial/{slug},
 * /documentation/{slug}, or /{type}/{series path}/{slug} when series data exists; no slug -> /news. Pure.
 */

export type ContentType = 'article' | 'tutorial' | 'documentation' | 'doc';

export interface SeriesNode {
  id: string;
  name: string;
  label: string;
  parent: string | null;
}

export interface LinkableContent {
  slug?: string | null;
  type: ContentType | string;
  /** The series chain from the root down to the item's own series (empty when none). */
  seriesData?: readonly Pick<SeriesNode, 'label'>[] | null;
}

/** 'doc' and 'documentation' share one URL segment; anything unknown reads as an article. */
export function typeSegment(type: string): 'article' | 'tutorial' | 'documentation' {
  if (type === 'tutorial') return 'tutorial';
  if (type === 'doc' || type === 'documentation') return 'documentation';
  return 'article';
}

export function contentLink(item: LinkableContent): string {
  const slug = item.slug?.trim();
  if (!slug) return '/news/';
  const series = (item.seriesData ?? []).map((s) => s.label.trim()).filter(Boolean);
  const segment = typeSegment(item.type);
  if (series.length) return `/${segment}/${series.join('/')}/${slug}/`;
  return segment === 'article' ? `/news/${slug}/` : `/${segment}/${slug}/`;
}

/**
 * The series chain of a series id, root first, following parent links. Stops on unknown ids and
 * on cycles, so bad data can never loop forever.
 */
export function seriesChain(seriesId: string | null | undefined, all: readonly SeriesNode[]): SeriesNode[] {
  const byId = new Map(all.map((s) => [s.id, s]));
  const chain: SeriesNode[] = [];
  const seen = new Set<string>();
  let current = seriesId ? byId.get(seriesId) : undefined;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    chain.unshift(current);
    current = current.parent ? byId.get(current.parent) : undefined;
  }
  return chain;
}

/** The slug of an article URL: its last non-empty path segment (spec: "Use the last path segment as slug"). */
export function slugFromPath(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] ?? '').toLowerCase();
}

/** True for the paths that show articles: /news/{slug}, /article/*, /tutorial/*, /documentation/*. */
export function isArticlePath(pathname: string): boolean {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'news') return parts.length === 2 && parts[1] !== 'category' && parts[1] !== 'page';
  return ['article', 'tutorial', 'documentation'].includes(parts[0] ?? '') && parts.length >= 2;
}
