-- One pending review per author email and listing (issue 37): the duplicate check in reviews.ts reads, then inserts,
-- so 20 submissions at once on a real PostgreSQL server stored 5 pending reviews. The index makes the database refuse
-- the copies; the insert then stores them as rejected duplicates, as the check does.
-- Copies stored before the index: the oldest pending one stays, the others become rejected duplicates.
UPDATE reviews r SET status = 'rejected', moderation_reason = 'duplicate', moderated_at = now()
WHERE r.status = 'pending' AND EXISTS (
  SELECT 1 FROM reviews older
  WHERE older.listing_id = r.listing_id AND lower(older.email) = lower(r.email) AND older.status = 'pending'
    AND (older.created_at, older.id) < (r.created_at, r.id));

CREATE UNIQUE INDEX reviews_one_pending_per_author ON reviews (listing_id, lower(email)) WHERE status = 'pending';
