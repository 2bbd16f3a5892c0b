/** Directory reads: every listing for the build, scoped pages for the API, one listing with its reviews. */
import { query } from '../db/client.ts';
import { provinceCounts } from './scope-repo.ts';
import { queryWords } from '../../features/directory/search-index.ts';
import { categoriesNamedBy, KNOWN_CATEGORIES } from '../../shared/i18n/category-terms.ts';
import {
  BUILD_CARD_COLUMNS,
  LISTING_COLUMNS,
  RATING_JOIN,
  RATING_JOIN_ALL,
  type ListingRow,
  type PublicReview,
} from './listing-shape.ts';

export interface ListingScopeFilter {
  country_code?: string;
  state_code?: string;
  city_slug?: string;
  /**
   * Words, each the start of a word of the name (accents and case aside: migration 0026) or naming one of the
   * listing's categories in either language ('plumber': Plumbing), as the static search matches them.
   */
  q?: string;
  /** Case-insensitive substring of a category name (spec §2). */
  category?: string;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE clause of a filter (exported so tests/concurrency/directory-plans.test.ts plans the very SQL). */
export function whereFor(filter: ListingScopeFilter): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.country_code) add('l.country_code = ?', filter.country_code);
  if (filter.state_code) add('l.state_code = ?', filter.state_code);
  if (filter.city_slug) add('l.city_slug = ?', filter.city_slug);
  const words = queryWords(filter.q ?? '');
  if (words.length === 0 && filter.q?.trim()) clauses.push('false'); // one-letter words: nothing, as in the search box
  for (const word of words) {
    params.push(`${word}:*`); // queryWords leaves [a-z0-9] only: nothing for to_tsquery to read as an operator
    let match = `l.name_search @@ to_tsquery('simple', $${params.length})`;
    const named = categoriesNamedBy(word, KNOWN_CATEGORIES);
    if (named.length) {
      params.push(named);
      match += ` OR l.categories && $${params.length}::text[]`;
    }
    clauses.push(`(${match})`);
  }
  if (filter.category?.trim())
    add('EXISTS (SELECT 1 FROM unnest(l.categories) c WHERE c ILIKE ?)', likePattern(filter.category.trim()));
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

/** One page of a scope, in the directory's order (location, then name), with the total. */
export async function findListings(
  filter: ListingScopeFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: ListingRow[]; total: number }> {
  const { sql, params } = whereFor(filter);
  const [count] = await query<{ n: number }>(listingsCountSql(sql), params);
  const offset = (page - 1) * pageSize;
  const rows = await query<ListingRow>(listingsPageSql(sql, params.length), [...params, pageSize, offset]);
  return { rows, total: count?.n ?? 0 };
}

export const listingsCountSql = (where: string) => `SELECT count(*)::int AS n FROM listings l ${where}`;
export const listingsPageSql = (where: string, params: number) => `SELECT ${LISTING_COLUMNS}
  FROM listings l ${RATING_JOIN} ${where}
  ORDER BY l.country_code, l.state_code, l.city_slug, lower(l.business_name), l.business_unique_id
  LIMIT $${params + 1} OFFSET $${params + 2}`;

/** Listings of a scope changed (or created) after `since`, newest first: at most `limit`. */
export async function listingsChangedSince(
  filter: Pick<ListingScopeFilter, 'country_code' | 'state_code' | 'city_slug'>,
  since: Date,
  limit = 100,
): Promise<ListingRow[]> {
  const { sql, params } = whereFor(filter);
  params.push(since, limit);
  const where = `${sql ? `${sql} AND` : 'WHERE'} l.updated_at > $${params.length - 1}`;
  return query<ListingRow>(changedSinceSql(where, params.length), params);
}

export const changedSinceSql = (where: string, params: number) =>
  `SELECT ${LISTING_COLUMNS} FROM listings l ${RATING_JOIN} ${where} ORDER BY l.updated_at DESC LIMIT $${params}`;

export const LISTING_BY_ID_SQL = `SELECT ${LISTING_COLUMNS} FROM listings l ${RATING_JOIN} WHERE l.business_unique_id = $1`;

export async function findListing(businessUniqueId: string): Promise<ListingRow | undefined> {
  const [row] = await query<ListingRow>(LISTING_BY_ID_SQL, [businessUniqueId]);
  return row;
}

interface ReviewRow extends Record<string, unknown> {
  id: string;
  listing_id: string;
  first_name: string;
  last_name: string;
  rating: number;
  message: string;
  created_at: Date;
  owner_reply: string | null;
}

function toPublicReview(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    author: `${r.first_name} ${r.last_name.slice(0, 1).toUpperCase()}.`,
    rating: r.rating,
    message: r.message,
    created_at: new Date(r.created_at).toISOString(),
    owner_reply: r.owner_reply,
  };
}

const REVIEW_COLUMNS = 'id, listing_id, first_name, last_name, rating, message, created_at, owner_reply';

export const APPROVED_REVIEWS_SQL = `SELECT ${REVIEW_COLUMNS} FROM reviews WHERE listing_id = $1 AND status = 'approved' ORDER BY created_at DESC`;

/** Approved reviews of one listing, newest first. */
export async function approvedReviews(listingId: string): Promise<PublicReview[]> {
  const rows = await query<ReviewRow>(APPROVED_REVIEWS_SQL, [listingId]);
  return rows.map(toPublicReview);
}

/** Every listing as a card row with its approved-rating aggregate (for the build; see BUILD_CARD_COLUMNS). */
export async function allListingCards(): Promise<ListingRow[]> {
  return query<ListingRow>(`SELECT ${BUILD_CARD_COLUMNS} FROM listings l ${RATING_JOIN_ALL}`);
}

/** Full rows of these listings (the prebuilt listing pages). */
export async function listingsByIds(ids: readonly string[]): Promise<ListingRow[]> {
  if (ids.length === 0) return [];
  return query<ListingRow>(`SELECT ${LISTING_COLUMNS} FROM listings l ${RATING_JOIN} WHERE l.id = ANY($1::uuid[])`, [
    ids,
  ]);
}

/** The newest approved reviews of these listings, at most `perListing` each (for the build). */
export async function approvedReviewsOf(ids: readonly string[], perListing = 10): Promise<Map<string, PublicReview[]>> {
  const map = new Map<string, PublicReview[]>();
  if (ids.length === 0) return map;
  const rows = await query<ReviewRow>(
    `SELECT ${REVIEW_COLUMNS} FROM (
       SELECT *, row_number() OVER (PARTITION BY listing_id ORDER BY created_at DESC) AS n
       FROM reviews WHERE status = 'approved' AND listing_id = ANY($2::uuid[])) t
     WHERE n <= $1 ORDER BY listing_id, created_at DESC`,
    [perListing, ids],
  );
  for (const row of rows) {
    const list = map.get(row.listing_id) ?? [];
    list.push(toPublicReview(row));
    map.set(row.listing_id, list);
  }
  return map;
}

/** Figures the home and about pages state, counted at build time (issue 18: no typed-in claims). */
/**
 * The directory's own figures for the home and about pages (issue 39): the businesses and provinces its Locations
 * box counts, from the same query, so every page says the number a visitor can count in the directory.
 */
export async function countDirectory(): Promise<{ listings: number; provinces: number }> {
  const rows = await provinceCounts();
  return { listings: rows.reduce((sum, r) => sum + r.n, 0), provinces: rows.length };
}
