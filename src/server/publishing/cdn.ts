/**
 * The CDN side of live sites: every answer carries its site's cache tag, and a publish or rollback
 * purges that tag. In production live sites are served by their own Netlify deploy(s)
 * (deploy/live-sites/), so the platform purges the tag there through the Netlify API
 * (NETLIFY_AUTH_TOKEN, NETLIFY_LIVE_SITE_IDS or NETLIFY_SITE_ID); otherwise through the one purge
 * seam (src/server/cdn/purge.ts: Netlify's purge API for this site, or the local front door's cache).
 */
import { purgeCacheTags } from '../cdn/purge.ts';
import { query } from '../db/client.ts';
import { netlifyApi } from './netlify-api.ts';

export const siteCacheTag = (slug: string) => `site-${slug}`;

/**
 * Browsers revalidate pages every time (a publish or rollback shows at once) and keep assets five
 * minutes (fonts a week); the CDN keeps every answer until the next publish purges the site's tag.
 */
export function liveCacheHeaders(slug: string, kind: 'page' | 'asset' | 'font'): Record<string, string> {
  const browser = {
    page: 'public, max-age=0, must-revalidate',
    asset: 'public, max-age=300',
    font: 'public, max-age=604800',
  }[kind];
  return {
    'cache-control': browser,
    'netlify-cdn-cache-control': 'public, s-maxage=31536000, durable',
    'netlify-cache-tag': siteCacheTag(slug),
  };
}

/** The live-sites deploys whose CDN holds live pages (the wildcard one and the custom-domain one). */
export function liveDeploySiteIds(env: NodeJS.ProcessEnv): string[] {
  return (env.NETLIFY_LIVE_SITE_IDS || env.NETLIFY_SITE_ID || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function purgeSite(slug: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const tags = [siteCacheTag(slug)];
  const liveDeploys = liveDeploySiteIds(env);
  if (!env.NETLIFY_AUTH_TOKEN || liveDeploys.length === 0) return purgeCacheTags(tags);
  const api = netlifyApi(env.NETLIFY_AUTH_TOKEN);
  await Promise.all(
    liveDeploys.map((id) =>
      // The new version is already live at the origin; a failed purge only delays it until the browser revalidates.
      api
        .purgeCacheTags(id, tags)
        .catch((error) => console.error(`[publishing] purge of ${tags[0]} on ${id} failed:`, error)),
    ),
  );
}

/** A plan change pauses or restores the account's live site: its cached pages must go. */
export async function purgeAccountSite(businessId: string): Promise<void> {
  const [site] = await query<{ slug: string }>('SELECT slug FROM websites WHERE business_id = $1', [businessId]);
  if (site) await purgeSite(site.slug);
}
