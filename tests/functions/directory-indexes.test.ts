// Issue 19: the directory's look-ups use indexes at scale. 100,000 synthetic listings (and 50,000
// approved reviews) are written with generate_series inside one transaction that is rolled back, so the
// shared test database is left as it was; EXPLAIN must show no sequential scan on listings or reviews.
import { describe, expect, it } from 'vitest';
import { transaction, type Queryable } from '../../src/server/db/client.ts';
import { LISTING_COLUMNS, RATING_JOIN } from '../../src/server/directory/listing-shape.ts';
import { whereFor } from '../../src/server/directory/directory-repo.ts';
import { CITY_COUNTS_SQL, CITY_PROBE_SQL, LAST_CHANGE_SQL, categoryCountsSql, scopePageSql, scopeWhere } from '../../src/server/directory/scope-repo.ts';

const ROLLBACK = new Error('rolled back on purpose');

async function plan(tx: Queryable, sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

describe('directory look-ups on 100,000 listings', () => {
  it('never scan the listings or reviews tables sequentially', { timeout: 240_000 }, async () => {
    const plans: Record<string, string> = {};
    await transaction(async (tx) => {
      await tx.query(
        `INSERT INTO listings (business_unique_id, business_name, business_rank, categories, city, city_slug, state_code, country_code)
         SELECT 'idx-test-' || i, 'Index Test ' || i, 'unclaimed', ARRAY['Idx Category ' || (i % 200)],
                'City ' || (i % 400), 'idx-city-' || (i % 400), (ARRAY['AB','BC','ON','QC','MB'])[1 + i % 5], 'CA'
         FROM generate_series(1, 100000) AS i`,
      );
      await tx.query(
        `INSERT INTO reviews (listing_id, first_name, last_name, email, rating, message, status)
         SELECT l.id, 'Ada', 'Test', 'ada-' || l.business_unique_id || '@example.ca', 1 + (abs(hashtext(l.id::text)) % 5), 'A fine place to visit, would come back.', 'approved'
         FROM listings l WHERE l.business_unique_id LIKE 'idx-test-%' AND right(l.business_unique_id, 1) IN ('0', '2', '4', '6', '8')`,
      );
      await tx.query('ANALYZE listings');
      await tx.query('ANALYZE reviews');

      // The listing page (on demand and the read API): one listing with its rating, then its reviews.
      plans.listing = await plan(tx, `SELECT ${LISTING_COLUMNS} FROM listings l ${RATING_JOIN} WHERE l.business_unique_id = $1`, ['idx-test-4242']);
      plans.reviews = await plan(tx, `SELECT id FROM reviews WHERE listing_id = (SELECT id FROM listings WHERE business_unique_id = $1) AND status = 'approved' ORDER BY created_at DESC`, ['idx-test-4242']);
      // A location's page: its count and one page of it in the directory's order (city, then province).
      const scope = `FROM listings l WHERE l.country_code = 'CA' AND l.state_code = 'AB' AND l.city_slug = 'idx-city-5'`;
      plans.cityCount = await plan(tx, `SELECT count(*) ${scope}`);
      plans.cityPage = await plan(tx, `SELECT ${LISTING_COLUMNS} FROM listings l ${RATING_JOIN} WHERE l.country_code = 'CA' AND l.state_code = 'AB' AND l.city_slug = 'idx-city-5'
        ORDER BY l.country_code, l.state_code, l.city_slug, lower(l.business_name), l.business_unique_id LIMIT 20 OFFSET 20`);
      plans.provincePage = await plan(tx, `SELECT ${LISTING_COLUMNS} FROM listings l ${RATING_JOIN} WHERE l.country_code = 'CA' AND l.state_code = 'QC'
        ORDER BY l.country_code, l.state_code, l.city_slug, lower(l.business_name), l.business_unique_id LIMIT 20`);
      // A category (200 of them, as a real directory has): its listings by exact name (GIN), and within a city.
      plans.category = await plan(tx, `SELECT l.id FROM listings l WHERE l.categories @> ARRAY[$1]::text[]`, ['Idx Category 7']);
      plans.categoryInCity = await plan(tx, `SELECT l.id ${scope} AND EXISTS (SELECT 1 FROM unnest(l.categories) c WHERE c ILIKE $1)`, ['%category 7%']);
      // List pages beyond the first, rendered on demand (scope-repo.ts, the very SQL): the city probe, the
      // province's city counts, a scope's category counts, and a deep page of a city (a province's or the whole
      // directory's deep page reads the one or two cities it falls in: the same query).
      const city = scopeWhere({ country_code: 'CA', state_code: 'AB', city_slug: 'idx-city-5' });
      const province = scopeWhere({ country_code: 'CA', state_code: 'QC' });
      plans.deepCityProbe = await plan(tx, CITY_PROBE_SQL, ['CA', 'AB', 'idx-city-5']);
      plans.deepLastChange = await plan(tx, LAST_CHANGE_SQL);
      plans.deepCityCounts = await plan(tx, CITY_COUNTS_SQL, ['CA', 'AB']);
      plans.deepCityCategories = await plan(tx, categoryCountsSql(city.sql), city.params);
      plans.deepProvinceCategories = await plan(tx, categoryCountsSql(province.sql), province.params);
      plans.deepCityPage = await plan(tx, scopePageSql(city.sql, city.params.length), [...city.params, 12, 240]);
      // The read API's search (issue 39): a name word by prefix (migration 0026's GIN index), or a word that names a
      // category ('plumber': Plumbing, the categories' GIN index), in a province and in the whole directory. There
      // PostgreSQL guesses a prefix matches 1% of the names, and at 100,000 would rather read them all; the plan
      // without that choice shows both indexes answer the search.
      const searchIn = whereFor({ country_code: 'CA', state_code: 'AB', q: 'plumber' });
      plans.searchInProvince = await plan(tx, `SELECT l.id FROM listings l ${searchIn.sql}`, searchIn.params);
      const search = whereFor({ q: 'plumber' });
      await tx.query('SET LOCAL enable_seqscan = off');
      plans.search = await plan(tx, `SELECT l.id FROM listings l ${search.sql}`, search.params);
      expect(plans.search).toMatch(/listings_name_search[\s\S]*listings_categories/);
      await tx.query('SET LOCAL enable_seqscan = on');
      // Changed since the last build (the search's fallback).
      plans.changedSince = await plan(tx, `SELECT l.business_unique_id FROM listings l WHERE l.updated_at > now() - interval '1 hour' ORDER BY l.updated_at DESC LIMIT 200`);
      throw ROLLBACK;
    }).catch((error) => {
      if (error !== ROLLBACK) throw error;
    });

    for (const [name, text] of Object.entries(plans)) {
      expect(text, `${name}:\n${text}`).not.toMatch(/Seq Scan on (listings|reviews)/);
      expect(text, `${name}:\n${text}`).toMatch(/Index/);
    }
  });
});
