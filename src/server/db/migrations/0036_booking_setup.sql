-- Bookings, part 1 (issue 41): what can be booked, by whom, and when. The bookings themselves are in 0037.
-- btree_gist lets one exclusion constraint compare a provider id with = and a time range with && (0037).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One row per business that takes bookings: its time zone (from the province until the owner confirms it)
-- and the rules every service shares.
CREATE TABLE booking_settings (
  business_id          uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  time_zone            text NOT NULL CHECK (time_zone ~ '^[A-Za-z]+(/[A-Za-z_]+)+$'),
  time_zone_confirmed  boolean NOT NULL DEFAULT false,
  -- No slot starts sooner than this after now, nor later than horizon_days ahead.
  min_notice_minutes   integer NOT NULL DEFAULT 120 CHECK (min_notice_minutes BETWEEN 0 AND 20160),
  horizon_days         integer NOT NULL DEFAULT 60 CHECK (horizon_days BETWEEN 1 AND 365),
  -- Slots start every step minutes from the opening time.
  slot_step_minutes    integer NOT NULL DEFAULT 15 CHECK (slot_step_minutes IN (5, 10, 15, 20, 30, 60)),
  close_on_holidays    boolean NOT NULL DEFAULT true,
  -- The reminder goes this many hours before the visit; 0 sends none.
  reminder_hours       integer NOT NULL DEFAULT 24 CHECK (reminder_hours BETWEEN 0 AND 168),
  review_requests      boolean NOT NULL DEFAULT true,
  updated_at           timestamptz NOT NULL DEFAULT now()
);

-- A service of the business (its site's service slug) made bookable. Money in cents, CAD.
CREATE TABLE bookable_services (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id        uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  service_slug       text NOT NULL CHECK (service_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  name               text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 80),
  duration_minutes   integer NOT NULL CHECK (duration_minutes BETWEEN 5 AND 720),
  -- Kept free after each visit (cleaning, notes); it counts against the provider's time.
  buffer_minutes     integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 240),
  price_cents        integer NOT NULL CHECK (price_cents BETWEEN 0 AND 10000000),
  deposit_kind       text NOT NULL DEFAULT 'none' CHECK (deposit_kind IN ('none', 'fixed', 'percent')),
  -- Cents for 'fixed', a percentage for 'percent', 0 for 'none'.
  deposit_value      integer NOT NULL DEFAULT 0,
  -- 1: one customer at a time. More: a class with that many seats.
  capacity           integer NOT NULL DEFAULT 1 CHECK (capacity BETWEEN 1 AND 200),
  -- Customers cancel or reschedule themselves until this many hours before; later, the deposit is as below.
  cancel_until_hours integer NOT NULL DEFAULT 24 CHECK (cancel_until_hours BETWEEN 0 AND 720),
  late_deposit       text NOT NULL DEFAULT 'kept' CHECK (late_deposit IN ('kept', 'refunded')),
  active             boolean NOT NULL DEFAULT true,
  created_at         timestamptz NOT NULL DEFAULT now(),
  updated_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (business_id, service_slug),
  UNIQUE (id, business_id),
  CHECK (
    (deposit_kind = 'none' AND deposit_value = 0)
    OR (deposit_kind = 'fixed' AND deposit_value BETWEEN 1 AND price_cents)
    OR (deposit_kind = 'percent' AND deposit_value BETWEEN 1 AND 100)
  )
);

-- Who or what a booking takes: a team member (a membership of this business) or a resource (a chair, a room).
CREATE TABLE booking_providers (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('member', 'resource')),
  user_id      uuid,
  name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  active       boolean NOT NULL DEFAULT true,
  created_at   timestamptz NOT NULL DEFAULT now(),
  UNIQUE (id, business_id),
  UNIQUE (business_id, user_id),
  CHECK ((kind = 'member') = (user_id IS NOT NULL)),
  -- A member leaves the team: their provider row goes with the membership.
  FOREIGN KEY (user_id, business_id) REFERENCES memberships (user_id, business_id) ON DELETE CASCADE
);

-- Which providers can do which service (both of the same business, by the composite keys).
CREATE TABLE bookable_service_providers (
  service_id   uuid NOT NULL,
  provider_id  uuid NOT NULL,
  business_id  uuid NOT NULL,
  PRIMARY KEY (service_id, provider_id),
  FOREIGN KEY (service_id, business_id) REFERENCES bookable_services (id, business_id) ON DELETE CASCADE,
  FOREIGN KEY (provider_id, business_id) REFERENCES booking_providers (id, business_id) ON DELETE CASCADE
);
CREATE INDEX bookable_service_providers_provider ON bookable_service_providers (provider_id);

-- A provider's weekly hours, in the business's time zone (weekday 1 = Monday ... 7 = Sunday, ISO).
-- A provider with no rows works the listing's opening hours.
CREATE TABLE provider_hours (
  provider_id  uuid NOT NULL REFERENCES booking_providers(id) ON DELETE CASCADE,
  weekday      smallint NOT NULL CHECK (weekday BETWEEN 1 AND 7),
  opens        time NOT NULL,
  closes       time NOT NULL,
  PRIMARY KEY (provider_id, weekday, opens),
  CHECK (closes > opens)
);

-- Whole days off: one provider's (vacation) or, with provider_id NULL, the whole business's (closed days).
CREATE TABLE booking_exceptions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  provider_id  uuid REFERENCES booking_providers(id) ON DELETE CASCADE,
  starts_on    date NOT NULL,
  ends_on      date NOT NULL,
  note         text NOT NULL DEFAULT '' CHECK (char_length(note) <= 120),
  CHECK (ends_on >= starts_on AND ends_on - starts_on <= 366)
);
CREATE INDEX booking_exceptions_business ON booking_exceptions (business_id, ends_on);
