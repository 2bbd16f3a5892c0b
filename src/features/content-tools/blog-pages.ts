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
import { localesOf, localSpec, type Locale } from '../site-renderer/locale.ts';
import { SWITCHER_CSS, type LanguageSite } from '../site-renderer/language-links.ts';

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

/**
 * The blog speaks the site's main language (it is served at the root, beside the main language's
 * pages): a French or French-first site's blog has a French shell. The article's own text is kept
 * as written. On a two-language site the switcher leads to the other language's home.
 */
interface Blog {
  spec: SiteSpec;
  loc: Locale;
  ctx: PageContext;
}

function blogOf(spec: SiteSpec): Blog {
  const locales = localesOf(spec);
  const loc = locales[0]!;
  const local = localSpec(spec, loc);
  const site: LanguageSite[] = locales.map((l) => ({ loc: l, paths: new Set<string>() }));
  const css = renderCss(local.design) + BLOG_CSS + (site.length > 1 ? SWITCHER_CSS : '');
  return {
    spec: local,
    loc,
    ctx: { spec: local, css, fonts: designFontFiles(local.design), jsonLd: localBusinessJsonLd(local, loc), loc, site },
  };
}

function withPhoto(spec: SiteSpec, image: PublishedArticle['image']): SiteSpec {
  if (!image) return spec;
  return {
    ...spec,
    photos: [...spec.photos.filter((p) => p.id !== image.photo.id), { ...image.photo, alt: image.alt }],
  };
}

export function articleJsonLd(
  spec: SiteSpec,
  a: PublishedArticle,
  loc: Locale = localesOf(spec)[0]!,
): Record<string, unknown> {
  const url = new URL(articlePath(a.slug), spec.baseUrl).href;
  const org = { '@type': 'Organization', name: spec.business.name, url: spec.baseUrl };
  const image = a.image
    ? [new URL(photoFile(a.image.photo.id, Math.max(...a.image.photo.widths), 'webp'), spec.baseUrl).href]
    : undefined;
  const article: Record<string, unknown> = {
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    description: a.metaDescription,
    datePublished: a.publishedAt,
    dateModified: a.updatedAt,
    author: org,
    publisher: org,
    mainEntityOfPage: url,
    inLanguage: loc.t.htmlLang,
    ...(image ? { image } : {}),
  };
  const graph: Record<string, unknown>[] = [article];
  if (a.faq.length) {
    graph.push({
      '@type': 'FAQPage',
      mainEntity: a.faq.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    });
  }
  return { '@context': 'https://schema.org', '@graph': graph };
}

export function renderArticlePage(site: SiteSpec, a: PublishedArticle): string {
  const { spec, loc, ctx } = blogOf(site);
  const t = loc.t.blog;
  const path = articlePath(a.slug);
  const s = withPhoto(spec, a.image);
  const figure = a.image
    ? `<figure class="article-figure">${picture(s, path, a.image.photo.id, '(max-width: 820px) 100vw, 736px', true)}</figure>`
    : '';
  const faq = a.faq.length
    ? `<h2>${t.faq}</h2><dl class="article-faq">${a.faq.map((f) => `<dt>${esc(f.question)}</dt><dd>${esc(f.answer)}</dd>`).join('')}</dl>`
    : '';
  const body =
    `<section class="hero banner"><div class="wrap"><p class="crumbs"><a href="${rel(path, '')}">${loc.t.crumbHome}</a> / <a href="${rel(path, BLOG_PATH)}">${t.title}</a></p><h1>${esc(a.title)}</h1><p class="article-meta">${esc(t.published(t.date(a.publishedAt), spec.business.name))}</p></div></section>` +
    `<section class="section"><div class="wrap"><article class="article-body">${figure}${a.html}${faq}<p><a href="${rel(path, BLOG_PATH)}">${t.allArticles}</a></p></article></div></section>`;
  return renderPage(
    { ...ctx, spec: s },
    {
      path,
      nav: 'blog',
      title: a.title,
      description: a.metaDescription,
      body,
      jsonLd: articleJsonLd(spec, a, loc),
      ogType: 'article',
    },
  );
}

export function renderBlogIndex(site: SiteSpec, articles: PublishedArticle[]): string {
  const { spec, loc, ctx } = blogOf(site);
  const t = loc.t.blog;
  const path = BLOG_PATH;
  const list = articles.length
    ? `<ul class="blog-list">${articles.map((a) => `<li><h2><a href="${rel(path, articlePath(a.slug))}">${esc(a.title)}</a></h2><p class="article-meta">${esc(t.date(a.publishedAt))}</p><p>${esc(a.metaDescription)}</p></li>`).join('')}</ul>`
    : `<p>${t.none}</p>`;
  const lead = t.lead(spec.business.name);
  const body =
    banner(spec, path, t.title, lead, undefined, loc) +
    `<section class="section"><div class="wrap">${list}<p><a href="${rel(path, `${BLOG_PATH}rss.xml`)}">${t.rss}</a></p></div></section>`;
  return renderPage(ctx, { path, nav: 'blog', title: t.title, description: lead, body });
}

const xml = (s: string) => esc(s);

/** RSS 2.0: titles, summaries and bodies as escaped text (the sanitized HTML, never raw markup). */
export function renderRss(spec: SiteSpec, articles: PublishedArticle[]): string {
  const { t } = localesOf(spec)[0]!;
  const feed = new URL(`${BLOG_PATH}rss.xml`, spec.baseUrl).href;
  const items = articles.map((a) => {
    const link = new URL(articlePath(a.slug), spec.baseUrl).href;
    return `<item><title>${xml(a.title)}</title><link>${xml(link)}</link><guid isPermaLink="true">${xml(link)}</guid><pubDate>${new Date(a.publishedAt).toUTCString()}</pubDate><description>${xml(a.metaDescription)}</description><content:encoded>${xml(a.html)}</content:encoded></item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(t.blog.feedTitle(spec.business.name))}</title><link>${xml(new URL(BLOG_PATH, spec.baseUrl).href)}</link><description>${xml(t.blog.lead(spec.business.name))}</description><language>${t.htmlLang}</language><atom:link href="${xml(feed)}" rel="self" type="application/rss+xml"/>${items.join('')}</channel></rss>\n`;
}

/** The published version's sitemap with the blog and each article added. */
export function sitemapWithArticles(sitemap: string, spec: SiteSpec, articles: PublishedArticle[]): string {
  if (!articles.length) return sitemap;
  const urls = [
    `<url><loc>${xml(new URL(BLOG_PATH, spec.baseUrl).href)}</loc></url>`,
    ...articles.map(
      (a) =>
        `<url><loc>${xml(new URL(articlePath(a.slug), spec.baseUrl).href)}</loc><lastmod>${a.updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return sitemap.includes('</urlset>') ? sitemap.replace('</urlset>', `${urls.join('')}</urlset>`) : sitemap;
}
