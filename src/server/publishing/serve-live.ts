/**
 * Serves live websites by host: `{slug}.{SITES_DOMAIN}` or a verified custom domain answers with the
 * files of the site's live version (one pointer, so never a mix of two versions). A site whose paid
 * plan ended shows a plain 503 page; its versions stay stored and come back when the owner pays again.
 */
import { canPublish, slugFromHost } from '../../features/publishing/publishing.ts';
import { getEnv } from '../env.ts';
import { SECURITY, serveStoredFile, type SiteAnswer } from '../generation/serve.ts';
import { liveCacheHeaders, siteCacheTag } from './cdn.ts';
import { getPublishingConfig } from './config.ts';
import { NO_SITE_PAGE, NOT_PUBLISHED_PAGE, PAUSED_PAGE } from './pages.ts';
import { versionPrefix } from './publish.ts';
import { findSiteForHost, type HostSite } from './websites-repo.ts';
import { answerBlogRequest } from '../content-tools/blog-live.ts';

const HTML = 'text/html; charset=utf-8';

/** Live sites are indexable, and their contact form posts to the platform's lead endpoint. */
function liveSecurity(): Record<string, string> {
  const platform = new URL(getEnv().siteUrl).origin;
  const { 'x-robots-tag': _noindex, ...rest } = SECURITY;
  return { ...rest, 'content-security-policy': rest['content-security-policy'].replace("connect-src 'self'", `connect-src 'self' ${platform}`) };
}

const plain = (status: number, body: string, extra: Record<string, string> = {}): SiteAnswer => ({
  status,
  body,
  headers: { 'content-type': HTML, 'cache-control': 'no-store', 'x-robots-tag': 'noindex', ...extra },
});

/** The site a host names, if any (platform hosts name none). */
export async function findSiteByHost(host: string): Promise<HostSite | undefined> {
  const config = getPublishingConfig();
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (config.platformHosts.includes(name)) return undefined;
  const slug = slugFromHost(name, config.sitesDomain);
  return findSiteForHost(slug ? { slug } : { domain: name });
}

export async function resolveLiveRequest(host: string, pathname: string): Promise<SiteAnswer> {
  const site = await findSiteByHost(host);
  if (!site) return plain(404, NO_SITE_PAGE);
  if (!canPublish(site.rank)) {
    // Tagged, so the publish/plan purge replaces it at the CDN as soon as the owner pays again.
    return plain(503, PAUSED_PAGE, { 'retry-after': '3600', 'netlify-cache-tag': siteCacheTag(site.slug) });
  }
  if (!site.live_version) return plain(404, NOT_PUBLISHED_PAGE);
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  // Articles are served beside the published version (their own snapshots), with the same headers.
  const blog = await answerBlogRequest(site, path, (kind) => ({ ...liveCacheHeaders(site.slug, kind), ...liveSecurity() }));
  if (blog) return blog;
  return serveStoredFile(
    versionPrefix(site.business_id, site.live_version),
    path,
    '/',
    (html, key) => liveCacheHeaders(site.slug, html ? 'page' : key.startsWith('assets/fonts/') ? 'font' : 'asset'),
    liveSecurity(),
  );
}
