/**
 * Purging the CDN by cache tag, behind one call. On Netlify, purgeCache calls its purge API. Under
 * `npm start` and `npm test` the local front door plays the CDN (scripts/lib/cdn-cache.ts) and
 * tells the functions where to send purges (LOCAL_CDN_PURGE_URL, with a per-run token), so the
 * same code path runs. Anywhere else (scripts, function tests) there is no CDN to purge.
 */
import { purgeCache } from '@netlify/functions';

export const LOCAL_PURGE_PATH = '/.netlify/local-cdn/purge';
export const LOCAL_PURGE_TOKEN_HEADER = 'x-local-purge-token';

export async function purgeCacheTags(tags: string[]): Promise<void> {
  if (tags.length === 0) return;
  const localUrl = process.env.LOCAL_CDN_PURGE_URL;
  try {
    if (localUrl) {
      const res = await fetch(localUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [LOCAL_PURGE_TOKEN_HEADER]: process.env.LOCAL_CDN_PURGE_TOKEN ?? '',
        },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(2_000),
      });
      if (!res.ok) throw new Error(`local CDN answered ${res.status}`);
    } else if (process.env.NETLIFY_PURGE_API_TOKEN || process.env.SITE_ID) {
      await purgeCache({ tags });
    } else {
      console.info(`[cdn] no CDN here: ${tags.join(', ')} not purged`);
    }
  } catch (error) {
    // The origin already has the change; a failed purge only delays it until the cached copy expires.
    console.error(`[cdn] purge of ${tags.join(', ')} failed:`, error);
  }
}
