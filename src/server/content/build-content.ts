/**
 * Content pages at build time: every item with its sanitized body, and the routes of each URL
 * prefix (/news, /article, /tutorial, /documentation) — article pages, series index pages, and
 * short redirects so any "/{prefix}/{slug}" reaches the item's canonical page.
 */
import { listContent, type ContentItem } from './content-repo.ts';
import { listTools, type Tool } from '../tools/tools-repo.ts';
import type { SeriesNode } from '../../features/content/content-links.ts';

let pending: Promise<ContentItem[]> | undefined;

export function getBuildContent(): Promise<ContentItem[]> {
  pending ??= listContent({ withBody: true });
  return pending;
}

export type ContentRoute =
  | { kind: 'article'; path: string; item: ContentItem }
  | { kind: 'series'; path: string; type: ContentItem['type']; chain: SeriesNode[]; items: ContentItem[] }
  | { kind: 'redirect'; path: string; to: string };

/** The routes under one prefix (paths without the leading prefix segment). */
export function contentRoutes(prefix: 'news' | 'article' | 'tutorial' | 'documentation', items: readonly ContentItem[]): ContentRoute[] {
  const routes = new Map<string, ContentRoute>();
  for (const item of items) {
    if (item.link.startsWith(`/${prefix}/`)) routes.set(item.link, { kind: 'article', path: item.link, item });
  }
  for (const item of items) {
    const short = `/${prefix}/${item.slug}/`;
    const sameType = prefix === 'news' || item.link.startsWith(`/${prefix}/`);
    if (!routes.has(short) && sameType && item.link !== short) routes.set(short, { kind: 'redirect', path: short, to: item.link });
  }
  if (prefix !== 'news') {
    // Series index pages: /tutorial/getting-online, /tutorial/getting-online/your-website, …
    for (const item of items.filter((i) => i.link.startsWith(`/${prefix}/`) && i.seriesData.length)) {
      item.seriesData.forEach((_, depth) => {
        const chain = item.seriesData.slice(0, depth + 1);
        const path = `/${prefix}/${chain.map((s) => s.label).join('/')}/`;
        const existing = routes.get(path);
        if (existing?.kind === 'series') existing.items.push(item);
        else if (!existing) routes.set(path, { kind: 'series', path, type: item.type, chain, items: [item] });
      });
    }
  }
  return [...routes.values()];
}

let tools: Promise<Tool[]> | undefined;

/** The tools an article's header shows (spec §2 tools templates), loaded once per build; [] for other templates. */
export function loadArticleTools(item: Pick<ContentItem, 'headerTemplate'>): Promise<Tool[]> {
  if (item.headerTemplate !== 'tools-main' && item.headerTemplate !== 'tools-single') return Promise.resolve([]);
  return (tools ??= listTools());
}

/** getStaticPaths of a content prefix: each route, its path without the prefix segment. */
export async function contentStaticPaths(prefix: 'article' | 'tutorial' | 'documentation') {
  const strip = new RegExp(`^/${prefix}/`);
  return contentRoutes(prefix, await getBuildContent()).map((route) => ({ params: { path: route.path.replace(strip, '').replace(/\/$/, '') }, props: { route } }));
}
