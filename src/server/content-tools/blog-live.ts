/**
 * The blog beside a live website: /blog/, /blog/{slug}/, /blog/rss.xml and the sitemap with the
 * articles, answered from the published snapshots (one UPDATE publishes one, so a visitor sees the
 * old article or the new one) in the shell of the live version. Library photos an article uses are
 * served from the owner's photo store on the site's own host, so the site's CSP stays 'self'.
 */
import { siteSpecSchema, type SiteSpec } from '../../schemas/site-spec.ts';
import {
  articlePath,
  renderArticlePage,
  renderBlogIndex,
  renderRss,
  sitemapWithArticles,
} from '../../features/content-tools/blog-pages.ts';
import { liveAddress } from '../../features/publishing/publishing.ts';
import type { SiteAnswer } from '../generation/serve.ts';
import { fileStore } from '../storage/storage.ts';
import { getPublishingConfig } from '../publishing/config.ts';
import { LIVE_SPEC_FILE, versionPrefix } from '../publishing/publish.ts';
import { loadSiteSpec } from '../site-editor/site-specs.ts';
import type { HostSite } from '../publishing/websites-repo.ts';
import { publishedArticles } from './articles-repo.ts';

/** '/blog', '/blog/', '/blog/rss.xml', '/blog/{slug}', '/blog/{slug}/' → what is asked for. */
export function parseBlogPath(
  path: string,
): { kind: 'index' | 'rss' | 'article'; slug?: string; slash: boolean } | undefined {
  if (path === '/blog' || path === '/blog/') return { kind: 'index', slash: path.endsWith('/') };
  if (path === '/blog/rss.xml') return { kind: 'rss', slash: true };
  const m = /^\/blog\/([a-z0-9]+(?:-[a-z0-9]+)*)(\/?)$/.exec(path);
  return m ? { kind: 'article', slug: m[1], slash: m[2] === '/' } : undefined;
}
const LIBRARY_PHOTO = /^\/assets\/photos\/([0-9a-f]{16})-(\d{2,4})\.(webp|avif)$/;

/** The spec the live version was rendered from (versions published before it was kept: the working copy). */
async function liveSpec(site: HostSite): Promise<SiteSpec | undefined> {
  const stored = await fileStore('sites')
    .get(`${versionPrefix(site.business_id, site.live_version!)}${LIVE_SPEC_FILE}`)
    .catch(() => undefined);
  if (stored) return siteSpecSchema.parse(JSON.parse(new TextDecoder().decode(stored.data)));
  const working = await loadSiteSpec(site.business_id);
  if (!working) return undefined;
  const baseUrl = liveAddress(site.slug, getPublishingConfig(), site.domain);
  return { ...working.spec, baseUrl, demo: false };
}

type Headers = (kind: 'page' | 'asset') => Record<string, string>;

/** Answers a blog path (or a library photo), or undefined for every other path. */
export async function answerBlogRequest(
  site: HostSite,
  path: string,
  headers: Headers,
): Promise<SiteAnswer | undefined> {
  const photo = LIBRARY_PHOTO.exec(path);
  if (photo) {
    const inVersion = await fileStore('sites')
      .get(`${versionPrefix(site.business_id, site.live_version!)}${path.slice(1)}`)
      .catch(() => undefined);
    if (inVersion) return undefined;
    const file = await fileStore('uploads')
      .get(`site-assets/${site.business_id}${path}`)
      .catch(() => undefined);
    return file
      ? { status: 200, body: file.data, headers: { 'content-type': file.contentType, ...headers('asset') } }
      : undefined;
  }
  if (path === '/sitemap.xml') {
    const [spec, articles, stored] = await Promise.all([
      liveSpec(site),
      publishedArticles(site.business_id),
      fileStore('sites')
        // A storefront refresh may have added or removed the Menu or Shop page since the version was published.
        .get(`${site.pages_prefix ?? versionPrefix(site.business_id, site.live_version!)}sitemap.xml`)
        .catch(() => undefined),
    ]);
    if (!spec || !stored) return undefined;
    return {
      status: 200,
      body: sitemapWithArticles(new TextDecoder().decode(stored.data), spec, articles),
      headers: { 'content-type': 'application/xml', ...headers('page') },
    };
  }
  const asked = parseBlogPath(path);
  if (!asked) return undefined;
  const [spec, articles] = await Promise.all([liveSpec(site), publishedArticles(site.business_id)]);
  if (!spec) return undefined;
  const html = (body: string): SiteAnswer => ({
    status: 200,
    body,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers('page') },
  });
  if (asked.kind === 'rss')
    return {
      status: 200,
      body: renderRss(spec, articles),
      headers: { 'content-type': 'application/rss+xml; charset=utf-8', ...headers('page') },
    };
  // Relative links in the pages need the folder's trailing slash.
  if (!asked.slash)
    return {
      status: 301,
      body: null,
      headers: {
        location: `/${asked.slug ? articlePath(asked.slug) : 'blog/'}`,
        'cache-control': 'public, max-age=3600',
      },
    };
  if (asked.kind === 'index') return html(renderBlogIndex(spec, articles));
  const article = articles.find((a) => a.slug === asked.slug);
  return article ? html(renderArticlePage(spec, article)) : undefined;
}
