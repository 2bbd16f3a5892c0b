/**
 * Listing pages rendered on demand (issue 19): every listing that is not prebuilt is rendered by the
 * adapter's function from the database, then cached at Netlify's CDN until a change purges its tags.
 * The URL is checked before any query, so a flood of made-up slugs costs no database work.
 */
import { countryCodeFromSlug, provinceCodeFromSlug, slugify } from '../../shared/locations.ts';
import { approvedReviews, findListing } from './directory-repo.ts';
import type { ListingRow, PublicReview } from './listing-shape.ts';
import { loadListingStorefront, type Storefront } from '../shop/storefront-data.ts';

/** The shape of a slug in the database (listings.business_unique_id CHECK, city slugs from slugify). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 120;

export interface ListingAddress {
  country_code: string;
  state_code: string;
  city_slug: string;
  business_unique_id: string;
}

/** The listing a URL names, or null when it cannot name one (no query is made for these). */
export function parseListingParams(params: Record<string, string | undefined>): ListingAddress | null {
  const { country, province, city, listing } = params;
  if (!country || !province || !city || !listing) return null;
  if (![city, listing].every((s) => s.length <= MAX_SLUG && SLUG.test(s))) return null;
  const country_code = country.length <= 40 ? countryCodeFromSlug(country) : undefined;
  const state_code = province.length <= 40 ? provinceCodeFromSlug(province) : undefined;
  if (!country_code || !state_code) return null;
  // Only the canonical spelling: /directory/canada/alberta/…, not /directory/CA/ab/….
  if (country !== slugify(country) || province !== slugify(province) || /^[a-z]{2}$/.test(province)) return null;
  return { country_code, state_code, city_slug: city, business_unique_id: listing };
}

/** Cache tags of a listing page: purged when the listing, its city or its province changes. */
export function listingCacheTags(
  at: Pick<ListingAddress, 'country_code' | 'state_code' | 'city_slug'> & { business_unique_id?: string },
): string[] {
  const province = `${at.country_code}-${at.state_code}`.toLowerCase();
  return [
    ...(at.business_unique_id ? [`listing-${at.business_unique_id}`] : []),
    `city-${province}-${at.city_slug}`,
    `province-${province}`,
  ];
}

/** Seconds a rendered listing stays at the CDN without a purge (purges make changes visible at once). */
export const LISTING_CDN_SECONDS = 7 * 24 * 3600;
/** Misses are cached briefly and not in the durable cache: a flood of random slugs cannot fill it. */
export const MISSING_CDN_SECONDS = 60;

/** The CDN headers of a page rendered on demand: cached durably under its tags, or a brief miss. */
export function cdnCacheHeaders(tags: readonly string[] | null, found: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    // Browsers always ask again; the CDN answers from its cache until a purge.
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': found
      ? `public, durable, s-maxage=${LISTING_CDN_SECONDS}, stale-while-revalidate=86400`
      : `public, s-maxage=${MISSING_CDN_SECONDS}`,
  };
  // A miss for a well-formed address carries its tags too: creating that listing (or page) purges it.
  if (tags?.length) headers['Netlify-Cache-Tag'] = tags.join(',');
  return headers;
}

export function listingCacheHeaders(at: ListingAddress | null, found: boolean): Record<string, string> {
  return cdnCacheHeaders(at ? listingCacheTags(at) : null, found);
}

/** What an on-demand route hands to directory/not-found.astro on a miss (Astro.locals survive a rewrite). */
export interface NotFoundTags {
  notFoundTags?: string[];
}

export interface LiveListing {
  listing: ListingRow;
  reviews: PublicReview[];
  /** The owner's shop (issue 40): claimed listings are always rendered here, never prebuilt. */
  shop?: Storefront;
}

/** The listing at this address with its newest approved reviews (as many as a prebuilt page shows). */
export async function loadLiveListing(at: ListingAddress): Promise<LiveListing | null> {
  const listing = await findListing(at.business_unique_id);
  if (
    !listing ||
    listing.country_code !== at.country_code ||
    listing.state_code !== at.state_code ||
    listing.city_slug !== at.city_slug
  )
    return null;
  const [reviews, shop] = await Promise.all([approvedReviews(listing.id), loadListingStorefront(listing.id)]);
  return { listing, reviews: reviews.slice(0, 10), ...(shop ? { shop } : {}) };
}
