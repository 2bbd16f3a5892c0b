/**
 * SEO articles end to end: a unit of the month's quota is taken, a row made 'generating', the
 * copywriter drafts it (inline for the built-in writer, in the background function for a model),
 * and it becomes a 'draft' — or an 'error' that gives the unit back. Publishing snapshots the
 * sanitized article in one UPDATE; the live site serves that snapshot at /blog/{slug}/.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { query } from '../db/client.ts';
import { HttpError, notFound } from '../http.ts';
import { getEnv } from '../env.ts';
import { deriveKey } from '../session-secret.ts';
import type { SessionBusiness } from '../auth/session.ts';
import { CopyError } from '../ai/copy-request.ts';
import { getArticleWriter, type ArticleWriter } from '../ai/article-writer.ts';
import { sanitizeRichHtml } from '../../features/content/sanitize.ts';
import { markdownToHtml } from '../../features/content-tools/article-markdown.ts';
import { suggestTopics } from '../../features/content-tools/topics.ts';
import { articlePath } from '../../features/content-tools/blog-pages.ts';
import { liveAddress } from '../../features/publishing/publishing.ts';
import type { ArticleView, ArticlesAnswer, GenerateArticle, SaveArticle } from '../../schemas/articles.ts';
import { purgeSite } from '../publishing/cdn.ts';
import { getPublishingConfig } from '../publishing/config.ts';
import { findDomain, findWebsite } from '../publishing/websites-repo.ts';
import { photoAssetBase } from '../site-editor/photos.ts';
import { loadArticleFacts } from './article-facts.ts';
import { findArticle, insertArticle, listArticles, type ArticleRow } from './articles-repo.ts';
import { findMedia } from './media.ts';
import { assertToolIncluded, giveBackUnit, quotaFor, takeUnit } from './quotas.ts';

export const ARTICLE_BACKGROUND_PATH = '/.netlify/functions/article-draft-background';
export const ARTICLE_STALE_MESSAGE = 'Someone saved this article after you opened it. Reload it to see their changes.';
const GENERIC_FAILURE = 'The article could not be written. Your article was not counted: please try again.';
/** A 'generating' row older than this is given up on (the background function died): unit back. */
const STALE_GENERATING_MS = 20 * 60 * 1000;

export function articleSlug(topic: string): string {
  const slug = topic
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'article';
}

async function siteAddress(businessId: string): Promise<string | null> {
  const site = await findWebsite(businessId);
  if (!site?.live_version) return null;
  const domain = await findDomain(businessId);
  return liveAddress(site.slug, getPublishingConfig(), domain?.status === 'verified' ? domain.domain : null);
}

export function articleView(row: ArticleRow, address: string | null): ArticleView {
  return {
    id: row.id,
    status: row.status,
    topic: row.topic,
    keyword: row.keyword,
    slug: row.slug,
    title: row.title,
    metaDescription: row.meta_description,
    outline: row.outline,
    bodyMarkdown: row.body_md,
    faq: row.faq,
    internalLinks: row.links,
    image: row.image ? { mediaId: row.image.mediaId, alt: row.image.alt, photoId: row.image.photo.id } : null,
    writer: row.writer,
    errorMessage: row.error_message,
    publishAt: row.publish_at?.toISOString() ?? null,
    publishedAt: row.published_at?.toISOString() ?? null,
    liveUrl: row.status === 'published' && address ? `${address}${articlePath(row.slug)}` : null,
    version: row.version,
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * Marks a generating article failed and gives its unit back — once, whoever gets here first. One
 * statement: nobody reading the list sees the article failed with its unit still spent.
 */
async function failArticle(id: string, message: string): Promise<void> {
  await query(
    `WITH failed AS (
       UPDATE articles SET status = 'error', error_message = $2, updated_at = now() WHERE id = $1 AND status = 'generating'
       RETURNING business_id, quota_month)
     UPDATE content_usage u SET used = u.used - 1 FROM failed
     WHERE u.business_id = failed.business_id AND u.month = failed.quota_month AND u.kind = 'article' AND u.used > 0`,
    [id, message],
  );
}

export async function articlesAnswer(business: SessionBusiness): Promise<ArticlesAnswer> {
  const stale = await query<{ id: string }>(
    `SELECT id FROM articles WHERE business_id = $1 AND status = 'generating' AND updated_at < now() - ($2 || ' milliseconds')::interval`,
    [business.id, String(STALE_GENERATING_MS)],
  );
  for (const s of stale) await failArticle(s.id, GENERIC_FAILURE);
  const [quota, rows, facts, address] = await Promise.all([
    quotaFor(business, 'article'),
    listArticles(business.id),
    loadArticleFacts(business.id),
    siteAddress(business.id),
  ]);
  return {
    locked: quota.limit <= 0,
    quota,
    topics: suggestTopics(facts),
    articles: rows.map((r) => articleView(r, address)),
    siteAddress: address,
    assetBase: photoAssetBase(business.id),
    copywriter: getArticleWriter().name,
  };
}

/** Writes one generating article to the end: a draft, or an error with its unit given back. */
export async function buildArticle(id: string, writer: ArticleWriter = getArticleWriter()): Promise<void> {
  const row = await findArticle(id);
  if (!row || row.status !== 'generating') return;
  try {
    const facts = await loadArticleFacts(row.business_id);
    const draft = await writer.write(facts, { topic: row.topic, keyword: row.keyword });
    await query(
      `UPDATE articles SET status = 'draft', title = $2, meta_description = $3, outline = $4::jsonb, body_md = $5, faq = $6::jsonb, links = $7::jsonb,
         keyword = CASE WHEN keyword = '' THEN $8 ELSE keyword END, writer = $9, error_message = NULL, updated_at = now()
       WHERE id = $1 AND status = 'generating'`,
      [
        id,
        draft.title,
        draft.metaDescription,
        JSON.stringify(draft.outline),
        draft.bodyMarkdown,
        JSON.stringify(draft.faq),
        JSON.stringify(draft.internalLinks),
        facts.subCategoryName.toLowerCase(),
        writer.name,
      ],
    );
  } catch (error) {
    if (error instanceof CopyError) {
      console.warn(`[articles] ${id}: ${error.reason}`, (error.cause as Error | undefined)?.message ?? '');
      await failArticle(id, error.message);
    } else {
      console.error(`[articles] ${id} failed:`, error);
      await failArticle(id, GENERIC_FAILURE);
    }
  }
}

export function articleToken(id: string): string {
  return createHmac('sha256', deriveKey(getEnv().sessionSecret, 'article-token')).update(`article:${id}`).digest('hex');
}

export function verifyArticleToken(id: string, token: string | null): boolean {
  const expected = Buffer.from(articleToken(id));
  const given = Buffer.from(token ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function dispatchBackground(origin: string, id: string): Promise<boolean> {
  try {
    const res = await fetch(new URL(ARTICLE_BACKGROUND_PATH, origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-article-token': articleToken(id) },
      body: JSON.stringify({ article_id: id }),
      signal: AbortSignal.timeout(8000),
    });
    return res.status === 202 || res.ok;
  } catch (error) {
    console.error('[articles] background function unreachable:', (error as Error).message);
    return false;
  }
}

/** Takes a unit and starts the draft: written now (built-in) or in the background (a model). */
export async function startArticle(
  business: SessionBusiness,
  input: GenerateArticle,
  options: { origin: string; writer?: ArticleWriter },
): Promise<ArticleView> {
  const limit = assertToolIncluded(business, 'article');
  const writer = options.writer ?? getArticleWriter();
  const month = await takeUnit(business.id, 'article', limit);
  let row: ArticleRow;
  try {
    row = await insertArticle(business.id, {
      topic: input.topic,
      keyword: input.keyword,
      slugBase: articleSlug(input.topic),
      quotaMonth: month,
      status: 'generating',
    });
  } catch (error) {
    await giveBackUnit(business.id, 'article', month);
    throw error;
  }
  if (!writer.slow) await buildArticle(row.id, writer);
  else if (!(await dispatchBackground(options.origin, row.id)))
    await failArticle(row.id, 'Writing could not start. Your article was not counted: please try again.');
  return articleView((await findArticle(row.id))!, null);
}

export async function saveArticle(business: SessionBusiness, input: SaveArticle): Promise<ArticleView> {
  let image: ArticleRow['image'] = null;
  if (input.image) {
    const media = await findMedia(business.id, input.image.mediaId);
    if (!media)
      throw new HttpError(400, 'validation_failed', 'This image is not in your library.', {
        image: ['This image is not in your library.'],
      });
    image = { mediaId: media.id, alt: input.image.alt, photo: media.photo };
  }
  const [row] = await query<{ id: string }>(
    `UPDATE articles SET title = $4, keyword = $5, meta_description = $6, body_md = $7, faq = $8::jsonb, image = $9::jsonb, version = version + 1, updated_at = now()
     WHERE id = $1 AND business_id = $2 AND version = $3 AND status IN ('draft', 'scheduled', 'published') RETURNING id`,
    [
      input.id,
      business.id,
      input.version,
      input.title,
      input.keyword,
      input.metaDescription,
      input.bodyMarkdown,
      JSON.stringify(input.faq),
      image ? JSON.stringify(image) : null,
    ],
  );
  if (!row) {
    const current = await findArticle(input.id, business.id);
    if (!current) throw notFound('This article does not exist.');
    if (current.status === 'generating' || current.status === 'error')
      throw new HttpError(409, 'not_editable', 'This article has no draft to edit yet.');
    throw new HttpError(409, 'stale_version', ARTICLE_STALE_MESSAGE);
  }
  return articleView((await findArticle(input.id))!, await siteAddress(business.id));
}

/** The snapshot visitors see: the body sanitized by the one policy, the rest kept as text. */
export function publishedSnapshot(row: ArticleRow) {
  return {
    slug: row.slug,
    title: row.title,
    metaDescription: row.meta_description,
    html: sanitizeRichHtml(markdownToHtml(row.body_md)),
    faq: row.faq,
    image: row.image ? { photo: row.image.photo, alt: row.image.alt } : null,
  };
}

export const ARTICLE_NOT_READY = 'Give the article a title and some text before publishing it.';

/** Publishes one article now: one UPDATE swaps in the new snapshot. `due` only publishes a scheduled one that is due. */
export async function publishArticleNow(id: string, options: { due?: boolean } = {}): Promise<ArticleRow | undefined> {
  const row = await findArticle(id);
  if (!row || !['draft', 'scheduled', 'published'].includes(row.status)) return undefined;
  const [done] = await query<{ id: string }>(
    `UPDATE articles SET status = 'published', published = $2::jsonb, published_at = COALESCE(published_at, now()), publish_at = NULL, updated_at = now()
     WHERE id = $1 AND version = $3 ${options.due ? "AND status = 'scheduled' AND publish_at <= now()" : ''} RETURNING id`,
    [id, JSON.stringify(publishedSnapshot(row)), row.version],
  );
  if (!done) return undefined;
  const site = await findWebsite(row.business_id);
  if (site) await purgeSite(site.slug);
  return findArticle(id);
}

export async function publishArticle(
  business: SessionBusiness,
  id: string,
  at: string | null,
): Promise<{ article: ArticleView; message: string }> {
  assertToolIncluded(business, 'article');
  const row = await findArticle(id, business.id);
  if (!row) throw notFound('This article does not exist.');
  if (!['draft', 'scheduled', 'published'].includes(row.status))
    throw new HttpError(409, 'not_editable', 'This article has no draft to publish yet.');
  if (row.title.trim().length < 3 || row.body_md.trim().length < 20)
    throw new HttpError(400, 'validation_failed', ARTICLE_NOT_READY);
  const address = await siteAddress(business.id);
  const later = at ? new Date(at) : null;
  if (later && later.getTime() > Date.now() + 60_000) {
    if (later.getTime() > Date.now() + 366 * 86_400_000)
      throw new HttpError(400, 'validation_failed', 'Choose a date within the next year.', {
        at: ['Choose a date within the next year.'],
      });
    await query(
      `UPDATE articles SET status = 'scheduled', publish_at = $3, updated_at = now() WHERE id = $1 AND business_id = $2`,
      [id, business.id, later],
    );
    const article = articleView((await findArticle(id))!, address);
    return {
      article,
      message: `Scheduled: it goes live on ${later.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    };
  }
  const published = await publishArticleNow(id);
  if (!published) throw new HttpError(409, 'stale_version', ARTICLE_STALE_MESSAGE);
  const article = articleView(published, address);
  return {
    article,
    message: article.liveUrl
      ? `Published at ${article.liveUrl}`
      : 'Published. It appears on your website’s blog as soon as your website is live.',
  };
}

/** The scheduled function: publishes every article whose date has come. */
export async function publishDueArticles(): Promise<number> {
  const due = await query<{ id: string }>(
    `SELECT id FROM articles WHERE status = 'scheduled' AND publish_at <= now() ORDER BY publish_at LIMIT 200`,
  );
  let count = 0;
  for (const { id } of due) if (await publishArticleNow(id, { due: true })) count++;
  return count;
}

export async function deleteArticle(business: SessionBusiness, id: string): Promise<void> {
  const [row] = await query<{ status: string }>(
    `DELETE FROM articles WHERE id = $1 AND business_id = $2 AND status <> 'generating' RETURNING status`,
    [id, business.id],
  );
  if (!row) throw notFound('This article does not exist, or it is still being written.');
  if (row.status === 'published') {
    const site = await findWebsite(business.id);
    if (site) await purgeSite(site.slug);
  }
}
