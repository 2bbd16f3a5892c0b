-- Live websites (issue 14): one published site per account, its immutable versions, and custom domains.

-- The account's live site. live_version points at the version visitors see; a publish or a rollback
-- changes only this pointer (one statement), so visitors see the old version or the new one, never a mix.
CREATE TABLE websites (
  business_id   uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  slug          text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) BETWEEN 3 AND 40),
  next_version  integer NOT NULL DEFAULT 0 CHECK (next_version >= 0),
  live_version  integer CHECK (live_version IS NULL OR live_version >= 1),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

-- Every publish is a version. Its files live under storage_prefix and are never written again;
-- versions are kept when a plan ends (paused sites come back unchanged when the owner pays again).
CREATE TABLE website_versions (
  business_id    uuid NOT NULL REFERENCES websites(business_id) ON DELETE CASCADE,
  number         integer NOT NULL CHECK (number >= 1),
  draft_id       uuid REFERENCES website_drafts(id) ON DELETE SET NULL,
  spec_hash      text NOT NULL CHECK (spec_hash ~ '^[0-9a-f]{64}$'),
  storage_prefix text NOT NULL,
  file_count     integer NOT NULL CHECK (file_count >= 1),
  publish_ms     integer NOT NULL CHECK (publish_ms >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, number)
);

-- One custom domain per site; a domain has at most one verified owner.
CREATE TABLE website_domains (
  business_id     uuid PRIMARY KEY REFERENCES websites(business_id) ON DELETE CASCADE,
  domain          text NOT NULL CHECK (domain ~ '^[a-z0-9.-]{4,253}$'),
  status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'verified')),
  last_checked_at timestamptz,
  last_error      text,
  verified_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX website_domains_verified ON website_domains (domain) WHERE status = 'verified';
