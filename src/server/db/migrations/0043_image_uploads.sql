-- Issue 42: uploaded images are decoded in a background function, off the request path. The upload
-- function keeps the raw bytes privately (raw_key in the 'upload-originals' store, never served), records
-- one job here and starts image-upload-background, which claims it (processing -> working) once, decodes,
-- and records the answer the owner's screen shows: ready with the result, or refused with why.
CREATE TABLE image_uploads (
  id          uuid PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('site-photo', 'media', 'catalogue', 'listing')),
  raw_key     text NOT NULL,
  alt         text NOT NULL DEFAULT '' CHECK (char_length(alt) <= 160),
  status      text NOT NULL DEFAULT 'processing'
              CHECK (status IN ('processing', 'working', 'ready', 'refused', 'failed')),
  -- ready: the answer the upload function used to give (201); refused or failed: { code, message, fields }.
  result      jsonb,
  reason      jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  started_at  timestamptz,
  finished_at timestamptz,
  CHECK ((status = 'ready') = (result IS NOT NULL)),
  CHECK ((status IN ('refused', 'failed')) = (reason IS NOT NULL))
);
CREATE INDEX image_uploads_business ON image_uploads (business_id, created_at DESC);
