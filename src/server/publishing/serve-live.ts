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
import { liveSitePath } from './host-routing.ts';
import { versionPrefix } from './publish.ts';
import { findSiteForHost, type HostSite } from './websites-repo.ts';
import { withBeacon } from '../reporting/beacon.ts';
import { answerBlogRequest } from '../content-tools/blog-live.ts';

const HTML = 'text/html; charset=utf-8';

/** Live sites are indexable, their contact form posts to the platform, and they load its visit counter. */
function liveSecurity(): Record<string, string> {
  const platform = new URL(getEnv().siteUrl).origin;
  const { 'x-robots-tag': _noindex, ...rest } = SECURITY;
  const csp = rest['content-security-policy']
    .replace("connect-src 'self'", `connect-src 'self' ${platform}`)
    .replace("script-src 'self'", `script-src 'self' ${platform}`)
    // The catalogue's photos are the platform's stored files (/files/catalogue-photos/…).
    .replace("img-src 'self'", `img-src 'self' ${platform}`);
  return { ...rest, 'content-security-policy': csp };
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
  const platformOrigin = new URL(getEnv().siteUrl).origin;
  // Articles are served beside the published version (their own snapshots), with the same headers.
  const blog = await answerBlogRequest(site, path, (kind) => ({
    ...liveCacheHeaders(site.slug, kind),
    ...liveSecurity(),
  }));
  if (blog) return withBeacon(blog, platformOrigin);
  const serveFrom = (prefix: string) =>
    serveStoredFile(
      prefix,
      path,
      '/',
      (html, key) => liveCacheHeaders(site.slug, html ? 'page' : key.startsWith('assets/fonts/') ? 'font' : 'asset'),
      liveSecurity(),
    );
  // A storefront refresh rewrites the pages only (live-refresh.ts): fonts, photos, logo and preview image stay
  // in the version's own folder.
  const own = versionPrefix(site.business_id, site.live_version);
  let answer = await serveFrom(site.pages_prefix ?? own);
  if (answer.status === 404 && site.pages_prefix && path.startsWith('/assets/')) answer = await serveFrom(own);
  return withBeacon(answer, platformOrigin);
}

/** A SiteAnswer as the Response a function returns (no body for HEAD). */
export function toResponse(req: Request, answer: SiteAnswer): Response {
  return new Response(req.method === 'HEAD' ? null : answer.body, { status: answer.status, headers: answer.headers });
}

/**
 * The live-sites deploy (production): every request, whatever its path, is a visit to the live website
 * of the host it came to, by the same routing rule the local front door applies. Platform hosts (the
 * deploy's own *.netlify.app name among them, as any unknown host) have no website there.
 */
export async function serveLiveHost(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const path = liveSitePath(url.host, url.pathname, getPublishingConfig().platformHosts);
  return toResponse(req, path === undefined ? plain(404, NO_SITE_PAGE) : await resolveLiveRequest(url.host, path));
}
