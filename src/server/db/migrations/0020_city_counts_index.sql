-- A province's cities and their counts (the Locations box of a province's and a city's pages) without reading the
-- table (issue 37): on PostgreSQL 17 with a million listings spread as Canada's population is, Ontario's counts read
-- 39% of the table, and the planner rightly chose a parallel sequential scan of all of it (about 33,000 cost units).
-- With the city name in the index, they are an index-only scan of the province's range, in city order.
-- tests/concurrency/directory-plans.test.ts checks it.
-- It replaces listings_location (0001): its business_name column served no query (the directory orders by
-- lower(business_name), listings_scope_order), and one index of that prefix keeps writes as cheap as before.
DROP INDEX IF EXISTS listings_location;
CREATE INDEX listings_city_counts ON listings (country_code, state_code, city_slug) INCLUDE (city);
