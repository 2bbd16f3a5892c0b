-- The directory at a million listings (issue 19): an index for every directory look-up, checked with
-- EXPLAIN on 100,000 listings in tests/functions/directory-indexes.test.ts.

-- A location's list page, in the directory's order (location, then name, then id), one page at a time.
CREATE INDEX listings_scope_order ON listings (country_code, state_code, city_slug, lower(business_name), business_unique_id);

-- A listing's approved reviews, newest first, and their count and sum (the rating on every card and page).
CREATE INDEX reviews_listing_approved ON reviews (listing_id, created_at DESC) INCLUDE (rating) WHERE status = 'approved';

-- Listings in a category (exact name, the category pages and filters of the read API).
CREATE INDEX listings_categories ON listings USING gin (categories);

-- Listings changed since a build: the search falls back to the read API for these.
CREATE INDEX listings_updated ON listings (updated_at);
