/** News, tutorials and documentation (spec §3 Content item), with the series hierarchy. */
import { query } from '../db/client.ts';
import { contentLink, seriesChain, type SeriesNode } from '../../features/content/content-links.ts';
import { sanitizeRichHtml } from '../../features/content/sanitize.ts';

export interface ContentImage {
  url: string;
  location: 'featured' | 'banner' | 'web-design-feature';
  link?: string;
  desc?: string;
}

export type HeaderTemplate = 'business-search' | 'tools-main' | 'tools-single' | 'seo-article' | 'default';

export interface ContentItem {
  id: string;
  title: string;
  excerpt: string | null;
  type: 'article' | 'tutorial' | 'documentation';
  slug: string;
  images: ContentImage[];
  category: string;
  tags: string[];
  published: boolean;
  createdAt: string;
  updatedAt: string;
  publishLocation: 'news_center' | 'internal';
  headerTemplate: HeaderTemplate;
  /** The series chain, root first (empty when the item is in no series). */
  seriesData: SeriesNode[];
  /** Sanitized body HTML. */
  main: string;
  seo: { metaTitle?: string; metaDescription?: string };
  views: number;
  likes: number;
  dislikes: number;
  /** The root series' label, or null. */
  seriesType: string | null;
  order: number;
  /** The item's own series id, or null. */
  parentId: string | null;
  /** Where the item lives on the site (spec §2 content links). */
  link: string;
}

interface Row extends Record<string, unknown> {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  type: ContentItem['type'];
  category: string;
  tags: string[];
  published: boolean;
  publish_location: ContentItem['publishLocation'];
  header_template: HeaderTemplate;
  series_id: string | null;
  sort_order: number;
  images: ContentImage[];
  seo: ContentItem['seo'];
  main: string;
  views: number;
  likes: number;
  dislikes: number;
  created_at: Date;
  updated_at: Date;
}

export async function allSeries(): Promise<SeriesNode[]> {
  return query<SeriesNode & Record<string, unknown>>('SELECT id, name, label, parent_id AS parent FROM series ORDER BY id');
}

function toItem(row: Row, series: readonly SeriesNode[], withBody: boolean): ContentItem {
  const seriesData = seriesChain(row.series_id, series);
  const item: ContentItem = {
    id: row.id,
    title: row.title,
    excerpt: row.excerpt,
    type: row.type,
    slug: row.slug,
    images: row.images ?? [],
    category: row.category,
    tags: row.tags,
    published: row.published,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    publishLocation: row.publish_location,
    headerTemplate: row.header_template,
    seriesData,
    main: withBody ? sanitizeRichHtml(row.main) : '',
    seo: row.seo ?? {},
    views: row.views,
    likes: row.likes,
    dislikes: row.dislikes,
    seriesType: seriesData[0]?.label ?? null,
    order: row.sort_order,
    parentId: row.series_id,
    link: '',
  };
  item.link = contentLink(item);
  return item;
}

/** Every item, newest first. The body is left out unless asked for (lists do not need it). */
export async function listContent(options: { withBody?: boolean } = {}): Promise<ContentItem[]> {
  const [rows, series] = await Promise.all([
    query<Row>('SELECT * FROM content_items ORDER BY created_at DESC, slug'),
    allSeries(),
  ]);
  return rows.map((row) => toItem(row, series, options.withBody ?? false));
}

export async function findContent(slug: string): Promise<ContentItem | undefined> {
  const [rows, series] = await Promise.all([query<Row>('SELECT * FROM content_items WHERE slug = $1', [slug]), allSeries()]);
  return rows[0] ? toItem(rows[0], series, true) : undefined;
}
