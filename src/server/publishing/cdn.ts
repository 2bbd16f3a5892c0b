/**
 * The CDN side of live sites: every answer carries its site's cache tag, and a publish or rollback
 * purges that tag (src/server/cdn/purge.ts: Netlify's purge API, or the local front door's cache).
 */
import { purgeCacheTags } from '../cdn/purge.ts';
import { query } from '../db/client.ts';

export const siteCacheTag = (slug: string) => `site-${slug}`;

/**
 * Browsers revalidate pages every time (a publish or rollback shows at once) and keep assets five
 * minutes (fonts a week); the CDN keeps every answer until the next publish purges the site's tag.
 */
export function liveCacheHeaders(slug: string, kind: 'page' | 'asset' | 'font'): Record<string, string> {
  const browser = { page: 'public, max-age=0, must-revalidate', asset: 'public, max-age=300', font: 'public, max-age=604800' }[kind];
  return {
    'cache-control': browser,
    'netlify-cdn-cache-control': 'public, s-maxage=31536000, durable',
    'netlify-cache-tag': siteCacheTag(slug),
  };
}

export async function purgeSite(slug: string): Promise<void> {
  await purgeCacheTags([siteCacheTag(slug)]);
}

/** A plan change pauses or restores the account's live site: its cached pages must go. */
export async function purgeAccountSite(businessId: string): Promise<void> {
  const [site] = await query<{ slug: string }>('SELECT slug FROM websites WHERE business_id = $1', [businessId]);
  if (site) await purgeSite(site.slug);
}
