/**
 * Everything the directory pages need, read once per build: all listings (in the directory's
 * order), the location tree, the newest approved reviews and regional news. Build-time only:
 * functions read fresh data through directory-repo.ts instead.
 */
import { buildDirectoryModel, type DirectoryModel } from '../../features/directory/directory-model.ts';
import { allListings, approvedReviewsByListing } from './directory-repo.ts';
import { allRegionNews, type RegionNews } from '../regions/regions-repo.ts';
import type { ListingRow, PublicReview } from './listing-shape.ts';

export interface BuildDirectory extends DirectoryModel {
  entries: ListingRow[];
  reviews: Map<string, PublicReview[]>;
  regionNews: Map<string, RegionNews[]>;
  /** When this build read the listings: the search asks the read API for what changed after (issue 19). */
  builtAt: string;
}

let pending: Promise<BuildDirectory> | undefined;

export function getBuildDirectory(): Promise<BuildDirectory> {
  pending ??= (async () => {
    const builtAt = new Date().toISOString();
    const [listings, reviews, regionNews] = await Promise.all([allListings(), approvedReviewsByListing(), allRegionNews()]);
    return { ...buildDirectoryModel(listings), reviews, regionNews, builtAt };
  })();
  return pending;
}
