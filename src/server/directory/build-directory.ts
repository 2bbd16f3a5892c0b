/**
 * Everything the prebuilt directory pages need, read once per build: every listing as a card row (in the
 * directory's order), the location tree, regional news, and the full rows and reviews of the listings the
 * build writes pages for. Build-time only: functions read fresh data through directory-repo.ts instead.
 *
 * Issue 19, a million listings: the read is shared by every module graph of the build process (the
 * integrations' and the pages'), through one promise on globalThis; before, each graph read every listing
 * again. Only card columns are read for all listings; full rows only for the prebuilt ones.
 */
import { buildDirectoryModel, type DirectoryModel } from '../../features/directory/directory-model.ts';
import { prebuiltPositions } from '../../features/directory/prebuilt.ts';
import { allListingCards, approvedReviewsOf, listingsByIds } from './directory-repo.ts';
import { allRegionNews, type RegionNews } from '../regions/regions-repo.ts';
import type { ListingRow, PublicReview } from './listing-shape.ts';
import { listingPath } from '../../features/directory/listing-view.ts';
import { getEnv } from '../env.ts';

export interface PrebuiltListing {
  path: string;
  listing: ListingRow;
  reviews: PublicReview[];
}

export interface BuildDirectory extends DirectoryModel {
  /** Card columns only (description, phone, hours, social are null; the first image alone). */
  entries: ListingRow[];
  /** The listing pages this build writes, by listing id (DIRECTORY_PREBUILT_LISTINGS of them). */
  prebuilt: Map<string, PrebuiltListing>;
  regionNews: Map<string, RegionNews[]>;
  /** When this build read the listings: the search asks the read API for what changed after (issue 19). */
  builtAt: string;
}

const SHARED = Symbol.for('main-street.build-directory');
type Shared = typeof globalThis & { [SHARED]?: Promise<BuildDirectory> };

async function readBuildDirectory(): Promise<BuildDirectory> {
  const builtAt = new Date().toISOString();
  const [listings, regionNews] = await Promise.all([allListingCards(), allRegionNews()]);
  const model = buildDirectoryModel(listings);
  const ids = prebuiltPositions(model.entries, getEnv().prebuiltListings).map((p) => model.entries[p]!.id);
  const [full, reviews] = await Promise.all([listingsByIds(ids), approvedReviewsOf(ids)]);
  const prebuilt = new Map<string, PrebuiltListing>();
  for (const listing of full)
    prebuilt.set(listing.id, { path: listingPath(listing), listing, reviews: reviews.get(listing.id) ?? [] });
  return { ...model, prebuilt, regionNews, builtAt };
}

export function getBuildDirectory(): Promise<BuildDirectory> {
  const shared = globalThis as Shared;
  shared[SHARED] ??= readBuildDirectory();
  return shared[SHARED];
}
