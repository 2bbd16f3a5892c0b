/**
 * Database reads of a location's list page rendered on demand (issue 19: pages 2 and beyond of every
 * location). The SQL is exported so tests/concurrency/directory-plans.test.ts plans these very queries.
 */
import { query } from '../db/client.ts';
import { LISTING_COLUMNS, RATING_JOIN, type ListingRow } from './listing-shape.ts';

export interface ScopeCodes {
  country_code?: string;
  state_code?: string;
  city_slug?: string;
}

/** The directory's order, as the listings_scope_order index holds it. */
export const SCOPE_ORDER = 'l.country_code, l.state_code, l.city_slug, lower(l.business_name), l.business_unique_id';

export function scopeWhere(at: ScopeCodes): { sql: string; params: string[] } {
  const columns = (['country_code', 'state_code', 'city_slug'] as const).filter((c) => at[c]);
  return {
    sql: columns.length ? `WHERE ${columns.map((c, i) => `l.${c} = $${i + 1}`).join(' AND ')}` : '',
    params: columns.map((c) => at[c]!),
  };
}

/** Is there such a city (one index probe), and its name as listings spell it. */
export const CITY_PROBE_SQL =
  'SELECT l.city FROM listings l WHERE l.country_code = $1 AND l.state_code = $2 AND l.city_slug = $3 LIMIT 1';
/** The cities of a province with their counts, in the directory's order (a province's or a city's Locations box). */
export const CITY_COUNTS_SQL = `SELECT l.city_slug AS slug, min(l.city) AS name, count(*)::int AS n FROM listings l
  WHERE l.country_code = $1 AND l.state_code = $2 GROUP BY l.city_slug ORDER BY l.city_slug`;
/** The provinces with their counts, in order (the whole directory's and a country's Locations box): every listing. */
export const PROVINCE_COUNTS_SQL = `SELECT l.country_code AS country, l.state_code AS slug, count(*)::int AS n FROM listings l
  GROUP BY l.country_code, l.state_code ORDER BY l.country_code, l.state_code`;

/** When a listing last changed or was created (listings_updated, one index probe): kept counts are checked against it. */
export const LAST_CHANGE_SQL = 'SELECT max(l.updated_at)::text AS at FROM listings l';

export const categoryCountsSql = (where: string) =>
  `SELECT c AS name, count(*)::int AS count FROM listings l CROSS JOIN LATERAL unnest(l.categories) c ${where} GROUP BY c`;

/**
 * One page in the directory's order: the page's rows are picked first (the skipped rows cost an index
 * step each, not a rating look-up), then joined to their ratings.
 */
export const scopePageSql = (where: string, params: number) =>
  `SELECT ${LISTING_COLUMNS} FROM (SELECT * FROM listings l ${where} ORDER BY ${SCOPE_ORDER} LIMIT $${params + 1} OFFSET $${params + 2}) l
   ${RATING_JOIN} ORDER BY ${SCOPE_ORDER}`;

export async function findCityName(at: Required<ScopeCodes>): Promise<string | undefined> {
  const [row] = await query<{ city: string }>(CITY_PROBE_SQL, [at.country_code, at.state_code, at.city_slug]);
  return row?.city;
}

export interface PlaceCount extends Record<string, unknown> {
  country?: string;
  slug: string;
  name?: string;
  n: number;
}

export const cityCounts = (country: string, state: string) => query<PlaceCount>(CITY_COUNTS_SQL, [country, state]);
export const provinceCounts = () => query<PlaceCount>(PROVINCE_COUNTS_SQL);

export async function lastListingChange(): Promise<string> {
  const [row] = await query<{ at: string | null }>(LAST_CHANGE_SQL);
  return row?.at ?? '';
}

export async function categoryCounts(at: ScopeCodes): Promise<{ name: string; count: number }[]> {
  const { sql, params } = scopeWhere(at);
  const rows = await query<{ name: string; count: number }>(categoryCountsSql(sql), params);
  return rows.sort((a, b) =>
    a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0,
  );
}

export async function scopePage(at: ScopeCodes, offset: number, limit: number): Promise<ListingRow[]> {
  const { sql, params } = scopeWhere(at);
  return query<ListingRow>(scopePageSql(sql, params.length), [...params, limit, offset]);
}
