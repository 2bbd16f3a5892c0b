-- Sign-up confirmed by email (issue 15): registration stores what was submitted here and emails a
-- single-use link; the business (and its owner) is created only when the link is opened. Only a
-- SHA-256 of the link's token is kept; a row holds a password hash until it is used or pruned.
CREATE TABLE pending_signups (
  token_hash     text PRIMARY KEY,
  email          text NOT NULL CHECK (char_length(email) BETWEEN 5 AND 60),
  business_name  text NOT NULL CHECK (char_length(business_name) BETWEEN 2 AND 50),
  password_hash  text NOT NULL,
  website_url    text CHECK (website_url IS NULL OR char_length(website_url) BETWEEN 3 AND 70),
  referred_by    uuid REFERENCES businesses(id) ON DELETE SET NULL,
  -- Where the person continues once confirmed: a same-origin path, checked before it is stored.
  next_path      text NOT NULL CHECK (next_path ~ '^/[^/\\]' OR next_path = '/'),
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX pending_signups_email ON pending_signups (lower(email));

-- The morning task email goes out once per person, business and local day, even if its hourly run repeats.
CREATE TABLE task_morning_emails (
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  local_date  date NOT NULL,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, business_id, local_date)
);

-- The order of cards within a board column: fractional positions, so a move writes only the moved
-- task. A new task takes the time it was made (so it goes to the end); existing ones keep their age order.
ALTER TABLE tasks ADD COLUMN position double precision;
UPDATE tasks SET position = extract(epoch FROM created_at);
ALTER TABLE tasks ALTER COLUMN position SET DEFAULT extract(epoch FROM clock_timestamp());
ALTER TABLE tasks ALTER COLUMN position SET NOT NULL;
