-- Reporting and web maintenance (issue 16): measurement without tracking, daily aggregates, site checks.

-- One random salt per UTC day. A visitor is counted as hash(salt, site, address, browser): the salt is
-- replaced every day and the old ones deleted, so a hash cannot be reversed or linked across days.
CREATE TABLE analytics_salts (
  day  date PRIMARY KEY,
  salt bytea NOT NULL CHECK (octet_length(salt) = 32)
);

-- Raw events, appended in batches by the collect function and deleted after 30 days. No address,
-- no cookie, no personal data: the page path, the referring host, a device class and the day's hash.
CREATE TABLE analytics_events (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  at          timestamptz NOT NULL DEFAULT now(),
  source      text NOT NULL CHECK (source IN ('website', 'listing')),
  kind        text NOT NULL CHECK (kind IN ('view', 'phone', 'email', 'directions')),
  path        text NOT NULL CHECK (char_length(path) BETWEEN 1 AND 200),
  referrer    text CHECK (referrer IS NULL OR char_length(referrer) BETWEEN 1 AND 100),
  device      text NOT NULL CHECK (device IN ('mobile', 'tablet', 'desktop')),
  visitor     text NOT NULL CHECK (visitor ~ '^[0-9a-f]{32}$')
);
CREATE INDEX analytics_events_business_at ON analytics_events (business_id, at);
CREATE INDEX analytics_events_at ON analytics_events (at);

-- Daily totals per site and source (what reports read).
CREATE TABLE analytics_daily (
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  day         date NOT NULL,
  source      text NOT NULL CHECK (source IN ('website', 'listing')),
  views       integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  visitors    integer NOT NULL DEFAULT 0 CHECK (visitors >= 0),
  phone       integer NOT NULL DEFAULT 0 CHECK (phone >= 0),
  email       integer NOT NULL DEFAULT 0 CHECK (email >= 0),
  directions  integer NOT NULL DEFAULT 0 CHECK (directions >= 0),
  PRIMARY KEY (business_id, day, source)
);

-- Daily top values (pages, referring sites, devices), at most 50 of each per site and day.
CREATE TABLE analytics_daily_top (
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  day         date NOT NULL,
  dimension   text NOT NULL CHECK (dimension IN ('page', 'referrer', 'device')),
  value       text NOT NULL,
  views       integer NOT NULL CHECK (views >= 0),
  PRIMARY KEY (business_id, day, dimension, value)
);

-- Days whose raw events are rolled up (a day is rolled once it is over; today is read raw).
CREATE TABLE analytics_rollups (
  day       date PRIMARY KEY,
  events    integer NOT NULL,
  rolled_at timestamptz NOT NULL DEFAULT now()
);

-- The owner's reporting choices: the weekly digest (on by default; email unsubscribes still win).
CREATE TABLE reporting_settings (
  business_id    uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  weekly_digest  boolean NOT NULL DEFAULT true,
  last_digest_at timestamptz
);

-- Web maintenance: one row per scheduled check of a live site, with the problems found.
CREATE TABLE maintenance_checks (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  checked_at  timestamptz NOT NULL DEFAULT now(),
  url         text NOT NULL,
  scope       text NOT NULL CHECK (scope IN ('uptime', 'full')),
  status      integer,
  response_ms integer CHECK (response_ms IS NULL OR response_ms >= 0),
  up          boolean NOT NULL,
  page_bytes  integer CHECK (page_bytes IS NULL OR page_bytes >= 0),
  links_checked integer NOT NULL DEFAULT 0,
  problems    jsonb NOT NULL DEFAULT '[]'::jsonb
);
CREATE INDEX maintenance_checks_business ON maintenance_checks (business_id, checked_at DESC);
