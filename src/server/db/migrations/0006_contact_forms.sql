-- Hardening (issue 12): a generated site's contact form carries an opaque form id, never the
-- account id. The server maps it back to the business when a lead is posted.
CREATE TABLE contact_forms (
  id          text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  business_id uuid NOT NULL UNIQUE REFERENCES businesses(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now()
);
-- Expired rate-limit windows are pruned by a scheduled function.
CREATE INDEX IF NOT EXISTS rate_limits_window_start ON rate_limits (window_start);
