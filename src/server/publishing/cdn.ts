/**
 * The CDN side of live sites: every answer carries its site's cache tag, and a publish or rollback
 * purges that tag. On Netlify purgeCache calls the purge API; under `netlify dev` it logs and skips
 * (NETLIFY_LOCAL), and elsewhere (scripts, tests) there is no CDN to purge.
 */
import { purgeCache } from '@netlify/functions';
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
  const tags = [siteCacheTag(slug)];
  if (!process.env.NETLIFY_PURGE_API_TOKEN && !process.env.NETLIFY_LOCAL && !process.env.SITE_ID) {
    console.info(`[publishing] no CDN here: cache tag ${tags[0]} not purged`);
    return;
  }
  try {
    await purgeCache({ tags });
  } catch (error) {
    // The new version is already live at the origin; a failed purge only delays it until the browser revalidates.
    console.error(`[publishing] purge of ${tags[0]} failed:`, error);
  }
}

/** A plan change pauses or restores the account's live site: its cached pages must go. */
export async function purgeAccountSite(businessId: string): Promise<void> {
  const [site] = await query<{ slug: string }>('SELECT slug FROM websites WHERE business_id = $1', [businessId]);
  if (site) await purgeSite(site.slug);
}
