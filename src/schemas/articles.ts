/**
 * SEO articles (issue 17): what a drafted article must hold (the copywriter's answer, checked with
 * zod), the owner's requests and the API's answers. Used by the island and the functions alike.
 */
import { z } from './z.ts';
import { dbId } from './ids.ts';
import { text } from './text.ts';
import { countWords } from '../shared/word-count.ts';

export const ARTICLE_WORDS = [800, 1200] as const;
const SITE_PATH = /^\/([a-z0-9]+(-[a-z0-9]+)*\/)*$/;

/** One drafted article. The body is Markdown with ## headings, no H1 (the title is the page's H1). */
export const articleDraftSchema = z.object({
  title: text().check(z.trim(), z.minLength(20), z.maxLength(90)),
  metaDescription: text().check(z.trim(), z.minLength(70), z.maxLength(170)),
  outline: z.array(text().check(z.trim(), z.minLength(3), z.maxLength(120))).check(z.minLength(3), z.maxLength(12)),
  bodyMarkdown: text().check(
    z.maxLength(20000),
    z.refine((md) => (md.match(/^##\s+\S/gm) ?? []).length >= 3, 'The body needs at least three ## headings.'),
    z.refine((md) => !/^#\s/m.test(md), 'The body may not have an H1 (# heading): the title is the H1.'),
    z.refine((md) => {
      const words = countWords(md);
      return words >= ARTICLE_WORDS[0] && words <= ARTICLE_WORDS[1];
    }, `The body must be ${ARTICLE_WORDS[0]}–${ARTICLE_WORDS[1]} words.`),
  ),
  faq: z
    .array(
      z.object({
        question: text().check(z.trim(), z.minLength(8), z.maxLength(200)),
        answer: text().check(z.trim(), z.minLength(10), z.maxLength(800)),
      }),
    )
    .check(z.minLength(3), z.maxLength(8)),
  internalLinks: z
    .array(
      z.object({
        label: text().check(z.trim(), z.minLength(2), z.maxLength(80)),
        path: text().check(z.regex(SITE_PATH, 'A path on the owner’s site, such as /services/catering/.')),
      }),
    )
    .check(z.maxLength(10)),
});
export type ArticleDraft = z.infer<typeof articleDraftSchema>;

/** Start a draft: a suggested topic or the owner's own. */
export const generateArticleSchema = z.object({
  topic: text().check(
    z.trim(),
    z.minLength(3, 'Write a topic of at least 3 characters.'),
    z.maxLength(140, 'Keep the topic under 140 characters.'),
  ),
  keyword: z._default(text().check(z.trim(), z.maxLength(80, 'Keep the keyword under 80 characters.')), ''),
});
export type GenerateArticle = z.infer<typeof generateArticleSchema>;

export const articleImageSchema = z.object({ mediaId: dbId(), alt: text().check(z.trim(), z.maxLength(160)) });

/** An edit saved by the editor (staff and up). Looser than a fresh draft: the owner decides. */
export const saveArticleSchema = z.object({
  id: dbId(),
  version: z.number().check(z.int(), z.gte(1)),
  title: text().check(
    z.trim(),
    z.minLength(3, 'Write a title.'),
    z.maxLength(120, 'Keep the title under 120 characters.'),
  ),
  keyword: text().check(z.trim(), z.maxLength(80, 'Keep the keyword under 80 characters.')),
  metaDescription: text().check(z.trim(), z.maxLength(200, 'Keep the meta description under 200 characters.')),
  bodyMarkdown: text().check(z.maxLength(20000, 'Keep the article under 20,000 characters.')),
  faq: z
    .array(
      z.object({
        question: text().check(z.trim(), z.minLength(3), z.maxLength(200)),
        answer: text().check(z.trim(), z.minLength(1), z.maxLength(800)),
      }),
    )
    .check(z.maxLength(8)),
  image: z.nullable(articleImageSchema),
});
export type SaveArticle = z.infer<typeof saveArticleSchema>;

/** Publish now (no date) or at a date in the future (a scheduled function publishes it). */
export const publishArticleSchema = z.object({
  id: dbId(),
  at: z._default(z.nullable(z.iso.datetime({ offset: true })), null),
});

export const deleteArticleSchema = z.object({ id: dbId() });

export const ARTICLE_STATUSES = ['generating', 'error', 'draft', 'scheduled', 'published'] as const;

export interface ArticleView {
  id: string;
  status: (typeof ARTICLE_STATUSES)[number];
  topic: string;
  keyword: string;
  slug: string;
  title: string;
  metaDescription: string;
  outline: string[];
  bodyMarkdown: string;
  faq: { question: string; answer: string }[];
  internalLinks: { label: string; path: string }[];
  image: { mediaId: string; alt: string; photoId: string } | null;
  writer: string | null;
  errorMessage: string | null;
  publishAt: string | null;
  publishedAt: string | null;
  /** The live address once published and the website is live. */
  liveUrl: string | null;
  version: number;
  updatedAt: string;
}

export interface QuotaView {
  kind: 'article' | 'image';
  limit: number;
  used: number;
  left: number;
  /** ISO time the next month starts (UTC). */
  resetsAt: string;
}

export interface ArticlesAnswer {
  locked: boolean;
  quota: QuotaView;
  topics: { topic: string; keyword: string; source: string }[];
  articles: ArticleView[];
  /** The live site's address (null before the first publish). */
  siteAddress: string | null;
  /** The preview reads library photos from here. */
  assetBase: string;
  copywriter: 'builtin' | 'openai';
}
