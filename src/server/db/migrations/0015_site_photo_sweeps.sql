-- Photo clean-up (issue 14): website photos no longer used anywhere are deleted by a daily scheduled
-- function, but only after they were seen unused for a day (a photo is uploaded a moment before the
-- spec naming it is saved). This remembers since when each unused photo was seen unused.
CREATE TABLE site_photo_sweeps (
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  photo_id     text NOT NULL CHECK (photo_id ~ '^[0-9a-f]{16}$'),
  unused_since timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, photo_id)
);
