-- Issue 42: the hourly maintenance check fans out. The scheduled function claims the due sites in one
-- statement (FOR UPDATE SKIP LOCKED, then this stamp) and hands them to a background function in batches;
-- a second run within the hour finds them claimed and takes none of them again.
ALTER TABLE websites ADD COLUMN maintenance_claimed_at timestamptz;
