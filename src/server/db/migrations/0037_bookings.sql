-- Bookings, part 2 (issue 41). One table holds what takes a provider's time (appointments, blocked time, class
-- sessions) and the seats customers take in a class. The database itself refuses two of the first kind on one
-- provider at once: held (unpaid, not yet expired) and confirmed both count, expired and cancelled do not.
CREATE TABLE bookings (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id         uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  -- appointment: one customer; block: time the owner keeps free; class: a session with seats; seat: one place in it.
  kind                text NOT NULL CHECK (kind IN ('appointment', 'block', 'class', 'seat')),
  service_id          uuid REFERENCES bookable_services(id) ON DELETE RESTRICT,
  provider_id         uuid NOT NULL REFERENCES booking_providers(id) ON DELETE RESTRICT,
  session_id          uuid REFERENCES bookings(id) ON DELETE CASCADE,
  status              text NOT NULL
                        CHECK (status IN ('held', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired')),
  -- The visit itself, and the provider's time it takes (the visit and the service's buffer after it).
  during              tstzrange NOT NULL,
  occupied            tstzrange NOT NULL,
  -- A class session's seats and how many are taken (one conditional UPDATE takes one: bookings.ts).
  seats               integer CHECK (seats BETWEEN 1 AND 200),
  seats_taken         integer NOT NULL DEFAULT 0 CHECK (seats_taken >= 0),
  customer_name       text CHECK (customer_name IS NULL OR char_length(customer_name) BETWEEN 1 AND 80),
  customer_email      text CHECK (customer_email IS NULL OR char_length(customer_email) BETWEEN 5 AND 254),
  customer_phone      text CHECK (customer_phone IS NULL OR char_length(customer_phone) BETWEEN 7 AND 20),
  language            text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'fr')),
  note                text NOT NULL DEFAULT '' CHECK (char_length(note) <= 500),
  price_cents         integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
  deposit_cents       integer NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0),
  deposit_state       text NOT NULL DEFAULT 'none' CHECK (deposit_state IN ('none', 'due', 'paid', 'refunded', 'kept')),
  payment_intent_id   text UNIQUE,
  -- An unpaid hold frees the slot at this instant (the scheduled sweep marks it expired).
  hold_expires_at     timestamptz,
  -- When the reminder is due (the start less the business's reminder hours), and when it was claimed to be sent.
  reminder_due_at     timestamptz,
  reminder_sent_at    timestamptz,
  review_requested_at timestamptz,
  review_opt_out      boolean NOT NULL DEFAULT false,
  -- Signed cancel/reschedule links carry this; a reschedule or cancel bumps it, so old links stop working.
  link_version        integer NOT NULL DEFAULT 1,
  created_by          uuid REFERENCES users(id) ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT isempty(during) AND lower_inc(during) AND NOT upper_inc(during)
         AND NOT lower_inf(during) AND NOT upper_inf(during)),
  CHECK (occupied @> during AND lower(occupied) = lower(during)),
  CHECK ((kind = 'seat') = (session_id IS NOT NULL)),
  CHECK ((kind = 'class') = (seats IS NOT NULL)),
  CHECK (seats IS NULL OR seats_taken <= seats),
  CHECK ((kind = 'block') = (service_id IS NULL)),
  CHECK (kind IN ('block', 'class') OR (customer_name IS NOT NULL AND customer_email IS NOT NULL)),
  CHECK (status <> 'held' OR hold_expires_at IS NOT NULL),
  CONSTRAINT bookings_no_overlap EXCLUDE USING gist (provider_id WITH =, occupied WITH &&)
    WHERE (kind <> 'seat' AND status IN ('held', 'confirmed'))
);
-- One class session per service, provider and start: the first seat creates it, the rest join it.
CREATE UNIQUE INDEX bookings_one_class_session ON bookings (service_id, provider_id, lower(during))
  WHERE kind = 'class' AND status = 'confirmed';
CREATE INDEX bookings_business_time ON bookings USING gist (business_id, during);
CREATE INDEX bookings_session ON bookings (session_id) WHERE session_id IS NOT NULL;
CREATE INDEX bookings_holds ON bookings (hold_expires_at) WHERE status = 'held';
CREATE INDEX bookings_reminders_due ON bookings (reminder_due_at)
  WHERE status = 'confirmed' AND reminder_sent_at IS NULL AND reminder_due_at IS NOT NULL;
CREATE INDEX bookings_reviews_due ON bookings (upper(during))
  WHERE status = 'completed' AND review_requested_at IS NULL AND NOT review_opt_out;

-- Private calendar feeds of bookings (.ics at a secret URL), like task_feeds: only a hash of the secret is kept.
CREATE TABLE booking_feeds (
  token_hash   text PRIMARY KEY,
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  user_id      uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at   timestamptz NOT NULL DEFAULT now(),
  revoked_at   timestamptz
);
CREATE INDEX booking_feeds_owner ON booking_feeds (business_id, user_id) WHERE revoked_at IS NULL;
