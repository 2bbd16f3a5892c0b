/** Listing rows as the spec's Business listing object (§3) and public reviews. No I/O. */
import { fullAddress, listingPath, listingRating, type ListingPlace } from '../../features/directory/listing-view.ts';
import type { WeeklyHours } from '../../features/directory/hours.ts';
import type { ListingCard } from '../../features/directory/search-index.ts';
import { listingBadge } from '../../features/directory/verification.ts';

/** One row of the `listings` table, as its migrations define it (0001, 0018): the one type of that row. */
export interface ListingRecord extends ListingPlace {
  id: string;
  owner_id: string | null;
  business_rank: 'unclaimed' | 'registered' | 'web-hosting' | 'complete';
  categories: string[];
  phone: string | null;
  website_url: string | null;
  description: string | null;
  social: { facebook?: string | null; instagram?: string | null; linkedin?: string | null };
  hours: WeeklyHours | null;
  images: { url: string }[];
  email_opt_in: boolean;
  /** Where a claim invitation goes (0018); never shown. */
  email: string | null;
  claim_invited_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

/** A listing as the directory shows it: LISTING_COLUMNS (or BUILD_CARD_COLUMNS) of a row. */
export interface ListingRow
  extends
    Omit<ListingRecord, 'owner_id' | 'email_opt_in' | 'email' | 'claim_invited_at' | 'created_at' | 'updated_at'>,
    Record<string, unknown> {
  /** An owner manages it: its page is always rendered on demand (changes live at once, issue 19). */
  claimed?: boolean;
  /** Approved reviews only. */
  rating_count: number;
  rating_sum: number;
}

export const LISTING_COLUMNS = `l.id, l.business_unique_id, l.business_name, l.business_rank, l.categories, l.phone,
  l.website_url, l.description, l.street_address, l.city, l.city_slug, l.state_code, l.country_code, l.postal_code,
  l.social, l.hours, l.images, (l.owner_id IS NOT NULL) AS claimed,
  coalesce(r.rating_count, 0)::int AS rating_count, coalesce(r.rating_sum, 0)::int AS rating_sum`;

/**
 * What the build reads for every listing (issue 19: a million of them): a card's columns and what the
 * location tree and the prebuilt choice need, the first image alone; the rest of ListingRow is null.
 */
export const BUILD_CARD_COLUMNS = `l.id, l.business_unique_id, l.business_name, l.business_rank, l.categories, NULL AS phone,
  NULL AS website_url, NULL AS description, l.street_address, l.city, l.city_slug, l.state_code, l.country_code, NULL AS postal_code,
  '{}'::jsonb AS social, NULL AS hours, CASE WHEN jsonb_array_length(l.images) > 0 THEN jsonb_build_array(l.images->0) ELSE '[]'::jsonb END AS images,
  (l.owner_id IS NOT NULL) AS claimed, coalesce(r.rating_count, 0)::int AS rating_count, coalesce(r.rating_sum, 0)::int AS rating_sum`;

/**
 * Joins the approved-review aggregate of one listing at a time (alias r): an index look-up per row
 * (reviews_listing_approved), for a listing page or one page of a list. The aggregate of every
 * listing at once (the build) is RATING_JOIN_ALL.
 */
export const RATING_JOIN = `LEFT JOIN LATERAL (
    SELECT count(*) AS rating_count, sum(rating) AS rating_sum
    FROM reviews WHERE listing_id = l.id AND status = 'approved'
  ) r ON true`;

/** The approved-review aggregate of every listing, in one pass over the reviews (alias r). */
export const RATING_JOIN_ALL = `LEFT JOIN (
    SELECT listing_id, count(*) AS rating_count, sum(rating) AS rating_sum
    FROM reviews WHERE status = 'approved' GROUP BY listing_id
  ) r ON r.listing_id = l.id`;

export interface PublicReview {
  id: string;
  /** First name and last initial: enough to be real, not enough to find the person. */
  author: string;
  rating: number;
  message: string;
  created_at: string;
  owner_reply: string | null;
}

/** The spec's listing shape, plus `rating` and `url` for convenience. */
/** Reviews are included (as reviews[0].review_history) when given: the listing detail has them, lists do not. */
export function toSpecListing(row: ListingRow, reviews?: readonly PublicReview[]) {
  const social = row.social ?? {};
  return {
    id: row.id,
    business_name: row.business_name,
    business_unique_id: row.business_unique_id,
    business_phone_number: row.phone,
    business_website_url: row.website_url,
    business_description: row.description,
    business_rank: row.business_rank,
    business_directory: [{ business_categories: row.categories.map((category_name) => ({ category_name })) }],
    business_images: row.images,
    hero_image: row.images[0] ?? null,
    business_address: [
      { street_address: row.street_address },
      { city: row.city },
      { state: row.state_code },
      { country: row.country_code },
    ],
    business_social_media: [
      { facebook: social.facebook ?? null, instagram: social.instagram ?? null, linkedin: social.linkedin ?? null },
    ],
    business_hours_of_operation: row.hours ? JSON.stringify(row.hours) : null,
    ...(reviews
      ? {
          reviews: [
            {
              review_history: JSON.stringify(
                reviews.map((r) => ({
                  rating: r.rating,
                  author: r.author,
                  message: r.message,
                  created_at: r.created_at,
                })),
              ),
            },
          ],
        }
      : {}),
    rating: listingRating(row),
    url: listingPath(row),
  };
}
export type SpecListing = ReturnType<typeof toSpecListing>;

/** A listing as a directory card (the list pages and the static search index). */
export function toCard(row: ListingRow): ListingCard {
  const rating = listingRating(row);
  return {
    id: row.business_unique_id,
    name: row.business_name,
    url: listingPath(row),
    categories: row.categories,
    address: fullAddress({ ...row, postal_code: null }),
    image: row.images[0]?.url ?? null,
    rating: rating.average,
    reviews: rating.count,
    verified: listingBadge(row.business_rank)?.verified ?? false,
  };
}
