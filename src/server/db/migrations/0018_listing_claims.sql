-- Issue 27: an unclaimed listing may carry the business's email (from the directory's data, never shown
-- on the page). A visitor's message to such a listing is kept for the business, and the address gets an
-- invitation to claim the listing, at most once per 30 days (claim_invited_at).
ALTER TABLE listings ADD COLUMN email text CHECK (email IS NULL OR char_length(email) BETWEEN 3 AND 254);
ALTER TABLE listings ADD COLUMN claim_invited_at timestamptz;
