-- Issue 42: the hourly maintenance check fans out. The scheduled function claims the due sites in one
-- statement (FOR UPDATE SKIP LOCKED, then this stamp) and hands them to a background function in batches;
-- a second run within the hour finds them claimed and takes none of them again.
ALTER TABLE websites ADD COLUMN maintenance_claimed_at timestamptz;

-- Issue 42: the editor's 'Add French pages' runs in a background function. A job per request; at most one
-- writing at a time per business (a second click joins it); the editor polls it, and finds it again
-- after the browser closed.
CREATE TABLE site_language_jobs (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id   uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  language      text NOT NULL CHECK (language IN ('en', 'fr')),
  base_version  integer NOT NULL CHECK (base_version >= 1),
  status        text NOT NULL DEFAULT 'writing' CHECK (status IN ('writing', 'done', 'failed')),
  error_message text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz
);
CREATE UNIQUE INDEX site_language_jobs_one_writing ON site_language_jobs (business_id) WHERE status = 'writing';
CREATE INDEX site_language_jobs_business ON site_language_jobs (business_id, created_at DESC);
