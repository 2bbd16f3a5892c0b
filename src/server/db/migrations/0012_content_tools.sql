-- The Complete plan's content tools (issue 17): monthly quotas, SEO articles and the media library.

-- Units used per business, calendar month (UTC) and kind. A unit is taken in one statement
-- (INSERT ... ON CONFLICT DO UPDATE ... WHERE used < limit), so concurrent requests never exceed the limit;
-- a generation that fails gives its unit back.
CREATE TABLE content_usage (
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  month       date NOT NULL CHECK (extract(day FROM month) = 1),
  kind        text NOT NULL CHECK (kind IN ('article', 'image')),
  used        integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (business_id, month, kind)
);

-- An article: drafted by the copywriter (or written by hand), edited, then published now or at a date.
-- What visitors see is the `published` snapshot (sanitized HTML made at publish time), so later edits
-- stay private until the next publish; one UPDATE publishes, so a page never shows half an article.
CREATE TABLE articles (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id      uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  status           text NOT NULL DEFAULT 'generating' CHECK (status IN ('generating', 'error', 'draft', 'scheduled', 'published')),
  topic            text NOT NULL CHECK (char_length(topic) BETWEEN 3 AND 140),
  keyword          text NOT NULL DEFAULT '' CHECK (char_length(keyword) <= 80),
  slug             text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND char_length(slug) <= 80),
  title            text NOT NULL DEFAULT '',
  meta_description text NOT NULL DEFAULT '',
  outline          jsonb NOT NULL DEFAULT '[]',
  body_md          text NOT NULL DEFAULT '' CHECK (char_length(body_md) <= 30000),
  faq              jsonb NOT NULL DEFAULT '[]',
  links            jsonb NOT NULL DEFAULT '[]',
  image            jsonb,
  writer           text,
  quota_month      date,
  error_message    text,
  publish_at       timestamptz,
  published_at     timestamptz,
  published        jsonb,
  version          integer NOT NULL DEFAULT 1,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX articles_slug ON articles (business_id, slug);
CREATE INDEX articles_business ON articles (business_id, created_at DESC);
CREATE INDEX articles_due ON articles (publish_at) WHERE status = 'scheduled';

-- The media library: owner uploads, built-in illustrations and model images, one row each. The files
-- are the website photo pipeline's (sharp: WebP + AVIF at 480/960/1600 px), named by `photo_id`.
CREATE TABLE media_items (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  source      text NOT NULL CHECK (source IN ('upload', 'illustration', 'ai')),
  photo       jsonb NOT NULL,
  alt         text NOT NULL DEFAULT '' CHECK (char_length(alt) <= 160),
  prompt      text NOT NULL DEFAULT '' CHECK (char_length(prompt) <= 400),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_items_business ON media_items (business_id, created_at DESC);
-- One library row per photo: the same bytes added twice (an upload, then the hero) stay one item.
CREATE UNIQUE INDEX media_items_photo ON media_items (business_id, (photo->>'id'));
