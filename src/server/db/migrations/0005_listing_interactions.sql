-- Listing interactions (issue 6): what the automatic review checks and the inboxes look up.

-- A hash of the review text with case, spacing and punctuation removed: finds copied reviews.
ALTER TABLE reviews ADD COLUMN message_fingerprint text;
CREATE INDEX reviews_fingerprint ON reviews (message_fingerprint) WHERE message_fingerprint IS NOT NULL;
-- Recent reviews per author (rate limit, one review per listing per author).
CREATE INDEX reviews_email_recent ON reviews (lower(email), created_at DESC);
CREATE INDEX reviews_ip_recent ON reviews (ip_hash, created_at DESC) WHERE ip_hash IS NOT NULL;
-- The admin queue.
CREATE INDEX reviews_pending ON reviews (created_at) WHERE status = 'pending';
-- A listing owner's leads.
CREATE INDEX messages_listing ON messages (listing_id, created_at DESC) WHERE listing_id IS NOT NULL;
