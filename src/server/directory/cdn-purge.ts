/**
 * Changes visible in seconds (issue 19): when a listing, its reviews or an owner's reply change, the
 * CDN copies tagged with the listing, its city, its province, its country and 'directory' are purged, so
 * the next visit renders them again from the database (listing pages and list pages beyond the first). The purge goes through the project's one purge seam
 * (src/server/cdn/purge.ts: Netlify's purge API in production, the front door's stand-in CDN under
 * `npm start` and `npm test`); function tests swap in a recorder with setPurger.
 * A failed purge never fails the owner's change: the page is then fresh when its CDN copy expires.
 */
import { purgeCacheTags } from '../cdn/purge.ts';
import { query } from '../db/client.ts';
import { markSiteChanged } from '../site-state.ts';
import { listingCacheTags } from './live-page.ts';
import { scopeCacheTags } from './live-scope.ts';

export type ListingChange = 'review-moderated' | 'listing-saved' | 'owner-reply' | 'listing-rank' | 'listing-website';
export type Purger = (tags: string[], change: ListingChange) => Promise<void>;

let purger: Purger = (tags) => purgeCacheTags(tags);

/** Tests swap in a recorder; returns the function that puts the previous purger back. */
export function setPurger(next: Purger): () => void {
  const previous = purger;
  purger = next;
  return () => {
    purger = previous;
  };
}

interface Located extends Record<string, unknown> {
  business_unique_id: string;
  country_code: string;
  state_code: string;
  city_slug: string;
}

/**
 * After a change to these listings: the prebuilt pages are marked stale (the scheduled rebuild
 * refreshes them) and the listings' CDN copies, city and province pages are purged.
 * `before` names where a listing was before an edit that moved it (its old city page lists it too).
 */
export async function listingsChanged(
  listingIds: readonly string[],
  change: ListingChange,
  before: readonly Located[] = [],
): Promise<string[]> {
  await markSiteChanged();
  if (listingIds.length === 0) return [];
  const rows = await query<Located>(
    'SELECT business_unique_id, country_code, state_code, city_slug FROM listings WHERE id = ANY($1::uuid[])',
    [listingIds],
  );
  // The listing's page, its city's and province's (listing and list pages), and the country's and whole
  // directory's list pages rendered on demand: a change can move every later listing by one position.
  const tags = [
    ...new Set(
      [...rows, ...before].flatMap((row) => [
        ...listingCacheTags(row),
        ...scopeCacheTags({ country_code: row.country_code }),
        ...scopeCacheTags({}),
      ]),
    ),
  ];
  try {
    await purger(tags, change);
  } catch (error) {
    console.error(`[cdn-purge] purging ${tags.join(',')} failed: ${(error as Error).message}`);
  }
  return tags;
}
