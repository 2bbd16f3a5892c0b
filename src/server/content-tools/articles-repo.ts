/** Articles in the database (migration 0012). Every query names the business: owners see only their own. */
import { query } from '../db/client.ts';
import type { SitePhoto } from '../../schemas/site-spec.ts';
import type { PublishedArticle } from '../../features/content-tools/blog-pages.ts';

export interface ArticleRow extends Record<string, unknown> {
  id: string;
  business_id: string;
  status: 'generating' | 'error' | 'draft' | 'scheduled' | 'published';
  topic: string;
  keyword: string;
  slug: string;
  title: string;
  meta_description: string;
  outline: string[];
  body_md: string;
  faq: { question: string; answer: string }[];
  links: { label: string; path: string }[];
  image: { mediaId: string; alt: string; photo: SitePhoto } | null;
  writer: string | null;
  quota_month: string | null;
  error_message: string | null;
  publish_at: Date | null;
  published_at: Date | null;
  published: Omit<PublishedArticle, 'publishedAt' | 'updatedAt'> | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

const COLUMNS = `id, business_id, status, topic, keyword, slug, title, meta_description, outline, body_md, faq, links, image, writer,
  to_char(quota_month, 'YYYY-MM-DD') AS quota_month, error_message, publish_at, published_at, published, version, created_at, updated_at`;

export async function findArticle(id: string, businessId?: string): Promise<ArticleRow | undefined> {
  const [row] = await query<ArticleRow>(
    `SELECT ${COLUMNS} FROM articles WHERE id = $1 ${businessId ? 'AND business_id = $2' : ''}`,
    businessId ? [id, businessId] : [id],
  );
  return row;
}

export async function listArticles(businessId: string): Promise<ArticleRow[]> {
  return query<ArticleRow>(
    `SELECT ${COLUMNS} FROM articles WHERE business_id = $1 ORDER BY created_at DESC LIMIT 200`,
    [businessId],
  );
}

/** A new article row with the first free slug for its topic ('-2', '-3', … when taken). */
export async function insertArticle(
  businessId: string,
  fields: { topic: string; keyword: string; slugBase: string; quotaMonth: string | null; status: ArticleRow['status'] },
): Promise<ArticleRow> {
  for (let n = 1; n <= 50; n++) {
    const slug = n === 1 ? fields.slugBase : `${fields.slugBase.slice(0, 75)}-${n}`;
    const [row] = await query<{ id: string }>(
      `INSERT INTO articles (business_id, status, topic, keyword, slug, title, quota_month) VALUES ($1, $2, $3, $4, $5, $3, $6::date)
       ON CONFLICT (business_id, slug) DO NOTHING RETURNING id`,
      [businessId, fields.status, fields.topic, fields.keyword, slug, fields.quotaMonth],
    );
    if (row) return (await findArticle(row.id))!;
  }
  throw new Error(`No free article slug for ${fields.slugBase}`);
}

/** Published articles of a business, newest first, as the live site shows them. */
export async function publishedArticles(businessId: string): Promise<PublishedArticle[]> {
  const rows = await query<{ published: ArticleRow['published']; published_at: Date; updated_at: Date }>(
    `SELECT published, published_at, updated_at FROM articles WHERE business_id = $1 AND status = 'published' AND published IS NOT NULL ORDER BY published_at DESC LIMIT 500`,
    [businessId],
  );
  return rows.map((r) => ({
    ...r.published!,
    publishedAt: r.published_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  }));
}
