/**
 * The article copywriter: the OpenAI-compatible model when OPENAI_API_KEY is set (slow: it runs in
 * the background function while the editor polls), else the built-in writer (fast, inline).
 * A model answer is checked with the article schema; an invalid one is asked once more, then reported.
 */
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { articleDraftSchema, type ArticleDraft } from '../../schemas/articles.ts';
import type { ArticleFacts, ArticleRequest } from '../../features/content-tools/article-facts.ts';
import { writeBuiltinArticle } from '../../features/content-tools/article-builtin.ts';
import { getEnv } from '../env.ts';
import { aiTimeoutMs } from './copywriter.ts';
import { askWithOneRetry, parseAnswer } from './openai.ts';

export interface ArticleWriter {
  readonly name: 'builtin' | 'openai';
  readonly slow: boolean;
  write(facts: ArticleFacts, request: ArticleRequest): Promise<ArticleDraft>;
}

export const ARTICLE_ERROR_MESSAGES = {
  invalid: 'The AI copywriter did not return a usable article. Your article was not counted: please try again.',
  timeout: 'The AI copywriter took too long to answer. Your article was not counted: please try again.',
  unavailable:
    'The AI copywriter is not available right now. Your article was not counted: please try again in a few minutes.',
} as const;

const SYSTEM = `You are the copywriter of Main Street, writing SEO articles for a Canadian small business's website.
Write from the facts you are given and only from them. Canadian English; warm, specific and plain.
Never invent facts: no prices, statistics, percentages, figures, dates, awards, certifications, years in business,
testimonials, reviews or quotes, and no claims about what the business offers beyond its overview and services.
General advice (what to ask, what to check) is welcome. The body is Markdown, 800 to 1,200 words, with at least three
## headings and no # heading (the title is the page's H1); use the keyword in the first paragraph; no HTML.
internalLinks and any Markdown links may only use the given site_pages paths. The FAQ answers only from the given facts.
Answer with JSON that matches the schema exactly.`;

export function articlePrompt(facts: ArticleFacts, req: ArticleRequest): string {
  return JSON.stringify({
    topic: req.topic,
    keyword: req.keyword || null,
    business_name: facts.name,
    business_type: facts.subCategoryName,
    owner_overview: facts.overview,
    location: facts.city ? `${facts.city}${facts.province ? `, ${facts.province}` : ''}, Canada` : 'Canada',
    phone: facts.phone,
    email: facts.email,
    opening_hours: facts.hours,
    services: facts.services.map((s) => ({ name: s.name, about: s.summary, page: `/services/${s.slug}/` })),
    site_pages: facts.pages,
    owner_faq: facts.faq,
  });
}

/** Checks one answer: schema, then links only to the owner's pages. */
export function readArticleAnswer(
  content: string | null | undefined,
  facts: ArticleFacts,
): { draft?: ArticleDraft; problems: string[] } {
  const parsed = parseAnswer(content, articleDraftSchema);
  if (!parsed.data) return { problems: parsed.problems };
  const allowed = new Set(facts.pages.map((p) => p.path));
  const unknown = parsed.data.internalLinks.filter((l) => !allowed.has(l.path)).map((l) => l.path);
  if (unknown.length) return { problems: [`internalLinks: ${unknown.join(', ')} are not pages of this site`] };
  return { draft: parsed.data, problems: [] };
}

export function openAiArticleWriter(options: {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}): ArticleWriter {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  const format = zodResponseFormat(articleDraftSchema, 'seo_article');
  return {
    name: 'openai',
    slow: true,
    write: (facts, req) =>
      askWithOneRetry({
        client,
        model: options.model,
        format,
        system: SYSTEM,
        prompt: articlePrompt(facts, req),
        errors: ARTICLE_ERROR_MESSAGES,
        read: (content) => {
          const answer = readArticleAnswer(content, facts);
          return { value: answer.draft, problems: answer.problems };
        },
      }),
  };
}

export const builtinArticleWriter: ArticleWriter = {
  name: 'builtin',
  slow: false,
  async write(facts, req) {
    return writeBuiltinArticle(facts, req);
  },
};

export function getArticleWriter(): ArticleWriter {
  const env = getEnv();
  if (!env.openaiApiKey) return builtinArticleWriter;
  return openAiArticleWriter({
    apiKey: env.openaiApiKey,
    baseURL: env.openaiBaseUrl,
    model: env.openaiModel,
    timeoutMs: aiTimeoutMs(),
  });
}
