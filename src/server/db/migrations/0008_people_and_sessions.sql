-- People, businesses and sessions (issue 15). A business (the `businesses` row, keyed by the same id
-- as before, so listings, drafts, leads and reviews stay untouched) now has members: people who sign
-- in with their own email and password, each with one role in it.

CREATE TABLE users (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email                 text NOT NULL CHECK (char_length(email) BETWEEN 5 AND 254),
  password_hash         text NOT NULL,
  -- Tokens issued before this instant (sessions made before 'sessions' existed) no longer count.
  sessions_valid_after  timestamptz NOT NULL DEFAULT '-infinity',
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_unique ON users (lower(email));

CREATE TABLE memberships (
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  role         text NOT NULL CHECK (role IN ('owner', 'manager', 'staff', 'viewer')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, business_id)
);
-- Exactly one owner per business (at most one here; every path that removes an owner hands over first).
CREATE UNIQUE INDEX memberships_one_owner ON memberships (business_id) WHERE role = 'owner';
CREATE INDEX memberships_business ON memberships (business_id);

CREATE TABLE sessions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_user_live ON sessions (user_id) WHERE revoked_at IS NULL;

-- Single-use links (password reset, invitation, email change): only a SHA-256 of the token is kept.
CREATE TABLE password_resets (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE invitations (
  token_hash   text PRIMARY KEY,
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  email        text NOT NULL CHECK (char_length(email) BETWEEN 5 AND 254),
  role         text NOT NULL CHECK (role IN ('manager', 'staff', 'viewer')),
  invited_by   uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz,
  revoked_at   timestamptz
);
CREATE INDEX invitations_business ON invitations (business_id, created_at DESC);

CREATE TABLE team_log (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  actor_id     uuid REFERENCES users(id) ON DELETE SET NULL,
  action       text NOT NULL,
  detail       text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX team_log_business ON team_log (business_id, created_at DESC);

-- Every business row gets its owner: the person with the business's email (created with the
-- business's password hash when new). Keeps every existing way of creating a business (registration,
-- seed, admin script) giving a business that someone can sign in to.
CREATE FUNCTION businesses_add_owner() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner_id uuid;
BEGIN
  INSERT INTO users (email, password_hash) VALUES (NEW.business_email, NEW.password_hash)
    ON CONFLICT (lower(email)) DO NOTHING;
  SELECT id INTO owner_id FROM users WHERE lower(email) = lower(NEW.business_email);
  INSERT INTO memberships (user_id, business_id, role) VALUES (owner_id, NEW.id, 'owner');
  RETURN NEW;
END;
$$;
CREATE TRIGGER businesses_add_owner AFTER INSERT ON businesses FOR EACH ROW EXECUTE FUNCTION businesses_add_owner();

-- Today's accounts: each becomes a person (same email, same password hash) who owns that business.
INSERT INTO users (email, password_hash, created_at)
  SELECT business_email, password_hash, created_at FROM businesses
  ON CONFLICT (lower(email)) DO NOTHING;
INSERT INTO memberships (user_id, business_id, role, created_at)
  SELECT u.id, b.id, 'owner', b.created_at FROM businesses b JOIN users u ON lower(u.email) = lower(b.business_email);

-- The task manager: a business's tasks, with a version for concurrent edits and moves.
CREATE TABLE tasks (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  title        text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  notes        text NOT NULL DEFAULT '' CHECK (char_length(notes) <= 5000),
  due_date     date,
  priority     text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
  status       text NOT NULL DEFAULT 'todo' CHECK (status IN ('todo', 'doing', 'done')),
  assignee_id  uuid REFERENCES users(id) ON DELETE SET NULL,
  checklist    jsonb NOT NULL DEFAULT '[]'::jsonb,
  lead_id      uuid REFERENCES messages(id) ON DELETE SET NULL,
  review_id    uuid REFERENCES reviews(id) ON DELETE SET NULL,
  version      integer NOT NULL DEFAULT 1,
  created_by   uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX tasks_business ON tasks (business_id, status, due_date);
CREATE INDEX tasks_due_assignee ON tasks (due_date, assignee_id) WHERE status <> 'done';

-- Private calendar feeds (.ics at a secret URL): only a hash of the secret is kept; revocable.
CREATE TABLE task_feeds (
  token_hash   text PRIMARY KEY,
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX task_feeds_owner ON task_feeds (business_id, user_id) WHERE revoked_at IS NULL;

-- Email changes wait for a click on a link sent to the new address (only a hash of its token kept).
CREATE TABLE email_changes (
  token_hash  text PRIMARY KEY,
  user_id     uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  new_email   text NOT NULL CHECK (char_length(new_email) BETWEEN 5 AND 254),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
