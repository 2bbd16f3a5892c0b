-- Main Street schema: every entity of the product spec (§3), with its rules in the database.

CREATE TABLE businesses (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_name   text NOT NULL CHECK (char_length(business_name) BETWEEN 2 AND 50),
  business_email  text NOT NULL CHECK (char_length(business_email) BETWEEN 5 AND 60),
  password_hash   text NOT NULL,
  rank            text NOT NULL DEFAULT 'registered' CHECK (rank IN ('registered', 'web-hosting', 'complete')),
  role            text NOT NULL DEFAULT 'business' CHECK (role IN ('business', 'admin')),
  bloc_services   text[] NOT NULL DEFAULT '{}',
  website_url     text CHECK (website_url IS NULL OR char_length(website_url) BETWEEN 3 AND 70),
  referral_code   text NOT NULL UNIQUE CHECK (referral_code ~ '^[a-z0-9-]{4,40}$'),
  referred_by     uuid REFERENCES businesses(id) ON DELETE SET NULL,
  stripe_customer_id text UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (referred_by IS NULL OR referred_by <> id)
);
-- Emails are unique whatever their case.
CREATE UNIQUE INDEX businesses_email_unique ON businesses (lower(business_email));

CREATE TABLE listings (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_unique_id text NOT NULL UNIQUE CHECK (business_unique_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  owner_id           uuid REFERENCES businesses(id) ON DELETE SET NULL,
  business_name      text NOT NULL CHECK (char_length(business_name) BETWEEN 2 AND 80),
  business_rank      text NOT NULL DEFAULT 'unclaimed'
                       CHECK (business_rank IN ('unclaimed', 'registered', 'web-hosting', 'complete')),
  categories         text[] NOT NULL DEFAULT '{}',
  phone              text CHECK (phone IS NULL OR char_length(phone) BETWEEN 7 AND 20),
  website_url        text CHECK (website_url IS NULL OR char_length(website_url) <= 200),
  description        text CHECK (description IS NULL OR char_length(description) <= 2000),
  street_address     text CHECK (street_address IS NULL OR char_length(street_address) <= 120),
  city               text NOT NULL CHECK (char_length(city) BETWEEN 1 AND 80),
  city_slug          text NOT NULL CHECK (city_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  state_code         text NOT NULL CHECK (state_code ~ '^[A-Z]{2}$'),
  country_code       text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  postal_code        text CHECK (postal_code IS NULL OR char_length(postal_code) <= 12),
  social             jsonb NOT NULL DEFAULT '{}'::jsonb,
  hours              jsonb,
  images             jsonb NOT NULL DEFAULT '[]'::jsonb,
  email_opt_in       boolean NOT NULL DEFAULT false,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listings_location ON listings (country_code, state_code, city_slug, business_name);
CREATE INDEX listings_owner ON listings (owner_id);

CREATE TABLE reviews (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id        uuid NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  first_name        text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 60),
  last_name         text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 60),
  email             text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  phone             text CHECK (phone IS NULL OR char_length(phone) <= 30),
  rating            integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  message           text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
  status            text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  moderation_reason text CHECK (moderation_reason IN ('spam', 'duplicate', 'rate-limit', 'off-topic', 'abusive')),
  owner_reply       text CHECK (owner_reply IS NULL OR char_length(owner_reply) <= 2000),
  owner_replied_at  timestamptz,
  sender_id         uuid REFERENCES businesses(id) ON DELETE SET NULL,
  ip_hash           text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  moderated_at      timestamptz,
  moderated_by      uuid REFERENCES businesses(id) ON DELETE SET NULL
);
CREATE INDEX reviews_listing ON reviews (listing_id, status);

-- Messages sent to a business from its listing or its generated website: its leads.
CREATE TABLE messages (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id   uuid REFERENCES listings(id) ON DELETE CASCADE,
  recipient_id uuid REFERENCES businesses(id) ON DELETE CASCADE,
  sender_id    uuid REFERENCES businesses(id) ON DELETE SET NULL,
  first_name   text NOT NULL CHECK (char_length(first_name) BETWEEN 1 AND 60),
  last_name    text NOT NULL CHECK (char_length(last_name) BETWEEN 1 AND 60),
  email        text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  phone        text CHECK (phone IS NULL OR char_length(phone) <= 30),
  message      text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
  source       text NOT NULL DEFAULT 'listing' CHECK (source IN ('listing', 'website')),
  ip_hash      text,
  read_at      timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (listing_id IS NOT NULL OR recipient_id IS NOT NULL)
);
CREATE INDEX messages_recipient ON messages (recipient_id, created_at DESC);

CREATE TABLE tools (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  tool_unique_id  text NOT NULL UNIQUE CHECK (tool_unique_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name            text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 80),
  subtitle        text CHECK (subtitle IS NULL OR char_length(subtitle) <= 160),
  description     text CHECK (description IS NULL OR char_length(description) <= 500),
  content         text,
  images          jsonb NOT NULL DEFAULT '[]'::jsonb,
  part_of_plan    jsonb NOT NULL DEFAULT '[]'::jsonb,
  tool_categories text[] NOT NULL DEFAULT '{}',
  audiences       text[] NOT NULL DEFAULT '{}',
  requirements    text[] NOT NULL DEFAULT '{}',
  sort_order      integer NOT NULL DEFAULT 0,
  created_at      timestamptz NOT NULL DEFAULT now(),
  updated_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE series (
  id        text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name      text NOT NULL,
  label     text NOT NULL,
  parent_id text REFERENCES series(id) ON DELETE SET NULL,
  CHECK (parent_id IS NULL OR parent_id <> id)
);

CREATE TABLE content_items (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug             text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title            text NOT NULL CHECK (char_length(title) BETWEEN 2 AND 200),
  excerpt          text CHECK (excerpt IS NULL OR char_length(excerpt) <= 500),
  type             text NOT NULL CHECK (type IN ('article', 'tutorial', 'documentation')),
  category         text NOT NULL,
  tags             text[] NOT NULL DEFAULT '{}',
  published        boolean NOT NULL DEFAULT true,
  publish_location text NOT NULL DEFAULT 'news_center' CHECK (publish_location IN ('news_center', 'internal')),
  header_template  text NOT NULL DEFAULT 'default'
                     CHECK (header_template IN ('business-search', 'tools-main', 'tools-single', 'seo-article', 'default')),
  series_id        text REFERENCES series(id) ON DELETE SET NULL,
  sort_order       integer NOT NULL DEFAULT 0,
  images           jsonb NOT NULL DEFAULT '[]'::jsonb,
  seo              jsonb NOT NULL DEFAULT '{}'::jsonb,
  main             text NOT NULL DEFAULT '',
  views            integer NOT NULL DEFAULT 0 CHECK (views >= 0),
  likes            integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  dislikes         integer NOT NULL DEFAULT 0 CHECK (dislikes >= 0),
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX content_items_created ON content_items (created_at DESC);

CREATE TABLE regional_news (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  country_code text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  state_code   text NOT NULL CHECK (state_code ~ '^[A-Z]{2}$'),
  city_slug    text NOT NULL,
  title        text NOT NULL CHECK (char_length(title) BETWEEN 2 AND 200),
  summary      text NOT NULL,
  published_at timestamptz NOT NULL,
  UNIQUE (country_code, state_code, city_slug, title)
);

CREATE TABLE website_drafts (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id      uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  draft_number     integer NOT NULL CHECK (draft_number >= 1),
  website_category text NOT NULL,
  site_spec        jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'error')),
  error_message    text,
  draft_url        text,
  screenshot_url   text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, draft_number)
);

CREATE TABLE subscriptions (
  id                     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id            uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  stripe_subscription_id text NOT NULL UNIQUE,
  stripe_customer_id     text NOT NULL,
  plan                   text NOT NULL CHECK (plan IN ('web-hosting', 'complete')),
  status                 text NOT NULL,
  current_period_end     timestamptz,
  created_at             timestamptz NOT NULL DEFAULT now(),
  updated_at             timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE payments (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id       uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  subscription_id   uuid REFERENCES subscriptions(id) ON DELETE SET NULL,
  stripe_invoice_id text NOT NULL UNIQUE,
  amount_cents      integer NOT NULL CHECK (amount_cents >= 0),
  currency          text NOT NULL DEFAULT 'cad',
  status            text NOT NULL CHECK (status IN ('paid', 'failed')),
  created_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referral_commissions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  referrer_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  referred_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  payment_id   uuid NOT NULL UNIQUE REFERENCES payments(id) ON DELETE CASCADE,
  plan         text NOT NULL CHECK (plan IN ('web-hosting', 'complete')),
  rate_percent integer NOT NULL CHECK (rate_percent BETWEEN 0 AND 100),
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK (referrer_id <> referred_id)
);

-- Stripe webhook events already handled: a replay changes nothing.
CREATE TABLE stripe_events (
  id          text PRIMARY KEY,
  type        text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- Every address we email gets an id; /email/unsubscribe/{id} marks it.
CREATE TABLE email_recipients (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email           text NOT NULL CHECK (char_length(email) BETWEEN 3 AND 254),
  unsubscribed_at timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX email_recipients_email ON email_recipients (lower(email));

-- Fixed-window counters shared by every function instance (login, registration, reviews, messages).
CREATE TABLE rate_limits (
  bucket       text NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, window_start)
);

-- Small key/value state: when the site last changed and when it was last built.
CREATE TABLE site_state (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
