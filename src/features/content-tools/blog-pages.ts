/**
 * The blog of a live website (pure): article pages with Article + FAQPage JSON-LD, the blog index,
 * an RSS feed and the sitemap with the articles added. Pages use the site's own shell (header,
 * footer, colours, fonts), so they look like the rest of the site. Article HTML arrives sanitized.
 */
import type { SiteSpec, SitePhoto } from '../../schemas/site-spec.ts';
import { designFontFiles } from '../../shared/catalogue/fonts.ts';
import { renderCss } from '../site-renderer/theme.ts';
import { renderPage, type PageContext } from '../site-renderer/layout.ts';
import { localBusinessJsonLd } from '../site-renderer/assets.ts';
import { banner, picture, photoFile } from '../site-renderer/sections.ts';
import { esc, rel } from '../site-renderer/html.ts';

export interface PublishedArticle {
  slug: string;
  title: string;
  metaDescription: string;
  /** Sanitized HTML of the body (made at publish time). */
  html: string;
  faq: { question: string; answer: string }[];
  image: { photo: SitePhoto; alt: string } | null;
  publishedAt: string;
  updatedAt: string;
}

export const BLOG_PATH = 'blog/';
export const articlePath = (slug: string) => `${BLOG_PATH}${slug}/`;

const BLOG_CSS = `.article-body{max-width:46rem}.article-body img{max-width:100%;height:auto}.article-body h2{margin-top:2rem}.article-meta{color:inherit;opacity:.8}.article-figure{margin:0 0 1.5rem}.article-figure img{width:100%;height:auto;border-radius:.5rem}.article-faq dt{font-weight:700;margin-top:1rem}.article-faq dd{margin:.25rem 0 0}.blog-list{list-style:none;padding:0;display:grid;gap:1.5rem}.blog-list h2{margin:0 0 .25rem;font-size:1.3rem}`;

function context(spec: SiteSpec): PageContext {
  return { spec, css: renderCss(spec.design) + BLOG_CSS, fonts: designFontFiles(spec.design), jsonLd: localBusinessJsonLd(spec) };
}

const DATE = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Toronto' });
const formatDate = (iso: string) => DATE.format(new Date(iso));

function withPhoto(spec: SiteSpec, image: PublishedArticle['image']): SiteSpec {
  if (!image) return spec;
  return { ...spec, photos: [...spec.photos.filter((p) => p.id !== image.photo.id), { ...image.photo, alt: image.alt }] };
}

export function articleJsonLd(spec: SiteSpec, a: PublishedArticle): Record<string, unknown> {
  const url = new URL(articlePath(a.slug), spec.baseUrl).href;
  const org = { '@type': 'Organization', name: spec.business.name, url: spec.baseUrl };
  const image = a.image ? [new URL(photoFile(a.image.photo.id, Math.max(...a.image.photo.widths), 'webp'), spec.baseUrl).href] : undefined;
  const article: Record<string, unknown> = {
    '@type': 'Article', headline: a.title.slice(0, 110), description: a.metaDescription, datePublished: a.publishedAt, dateModified: a.updatedAt,
    author: org, publisher: org, mainEntityOfPage: url, inLanguage: 'en-CA', ...(image ? { image } : {}),
  };
  const graph: Record<string, unknown>[] = [article];
  if (a.faq.length) {
    graph.push({
      '@type': 'FAQPage',
      mainEntity: a.faq.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

export function renderArticlePage(spec: SiteSpec, a: PublishedArticle): string {
  const path = articlePath(a.slug);
  const s = withPhoto(spec, a.image);
  const figure = a.image ? `<figure class="article-figure">${picture(s, path, a.image.photo.id, '(max-width: 820px) 100vw, 736px', true)}</figure>` : '';
  const faq = a.faq.length
    ? `<h2>Frequently asked questions</h2><dl class="article-faq">${a.faq.map((f) => `<dt>${esc(f.question)}</dt><dd>${esc(f.answer)}</dd>`).join('')}</dl>`
    : '';
  const body = `<section class="hero banner"><div class="wrap"><p class="crumbs"><a href="${rel(path, '')}">Home</a> / <a href="${rel(path, BLOG_PATH)}">Articles</a></p><h1>${esc(a.title)}</h1><p class="article-meta">Published ${esc(formatDate(a.publishedAt))} by ${esc(spec.business.name)}</p></div></section>` +
    `<section class="section"><div class="wrap"><article class="article-body">${figure}${a.html}${faq}<p><a href="${rel(path, BLOG_PATH)}">All articles</a></p></article></div></section>`;
  return renderPage(context(s), { path, nav: 'blog', title: a.title, description: a.metaDescription, body, jsonLd: articleJsonLd(spec, a), ogType: 'article' });
}

export function renderBlogIndex(spec: SiteSpec, articles: PublishedArticle[]): string {
  const path = BLOG_PATH;
  const list = articles.length
    ? `<ul class="blog-list">${articles.map((a) => `<li><h2><a href="${rel(path, articlePath(a.slug))}">${esc(a.title)}</a></h2><p class="article-meta">${esc(formatDate(a.publishedAt))}</p><p>${esc(a.metaDescription)}</p></li>`).join('')}</ul>`
    : '<p>No articles yet.</p>';
  const lead = `Guides and answers from ${spec.business.name}.`;
  const body = banner(spec, path, 'Articles', lead) + `<section class="section"><div class="wrap">${list}<p><a href="${rel(path, `${BLOG_PATH}rss.xml`)}">RSS feed</a></p></div></section>`;
  return renderPage(context(spec), { path, nav: 'blog', title: 'Articles', description: lead, body });
}

const xml = (s: string) => esc(s);

/** RSS 2.0: titles, summaries and bodies as escaped text (the sanitized HTML, never raw markup). */
export function renderRss(spec: SiteSpec, articles: PublishedArticle[]): string {
  const feed = new URL(`${BLOG_PATH}rss.xml`, spec.baseUrl).href;
  const items = articles.map((a) => {
    const link = new URL(articlePath(a.slug), spec.baseUrl).href;
    return `<item><title>${xml(a.title)}</title><link>${xml(link)}</link><guid isPermaLink="true">${xml(link)}</guid><pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate><description>${xml(a.metaDescription)}</description><content:encoded>${xml(a.html)}</content:encoded></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(`${spec.business.name}: articles`)}</title><link>${xml(new URL(BLOG_PATH, spec.baseUrl).href)}</link><description>${xml(`Guides and answers from ${spec.business.name}.`)}</description><language>en-CA</language><atom:link href="${xml(feed)}" rel="self" type="application/rss+xml"/>${items.join('')}</channel></rss>\n`;
}

/** The published version's sitemap with the blog and each article added. */
export function sitemapWithArticles(sitemap: string, spec: SiteSpec, articles: PublishedArticle[]): string {
  if (!articles.length) return sitemap;
  const urls = [`<url><loc>${xml(new URL(BLOG_PATH, spec.baseUrl).href)}</loc></url>`, ...articles.map((a) => `<url><loc>${xml(new URL(articlePath(a.slug), spec.baseUrl).href)}</loc><lastmod>${a.updatedAt.slice(0, 10)}</lastmod></url>`)];
  return sitemap.includes('</urlset>') ? sitemap.replace('</urlset>', `${urls.join('')}</urlset>`) : sitemap;
}
