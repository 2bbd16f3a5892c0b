-- Issue 18: the seeded demo account is marked as such (set only by the seed, never by an API), and owners
-- can mark a lead handled.
ALTER TABLE businesses ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
ALTER TABLE messages ADD COLUMN handled_at timestamptz;
