-- Reviewed claim requests (issue 39): a listing with no email on file cannot get the emailed claim link, so a
-- signed-in account asks, with a proof an admin can check (a phone or website), and an admin approves or refuses.
CREATE TABLE listing_claim_requests (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  listing_id   uuid NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  business_id  uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  role_at_business text NOT NULL CHECK (char_length(role_at_business) BETWEEN 2 AND 80),
  proof        text NOT NULL CHECK (char_length(proof) BETWEEN 5 AND 200),
  message      text NOT NULL DEFAULT '' CHECK (char_length(message) <= 1000),
  lang         text NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'fr')),
  state        text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'approved', 'refused')),
  refusal_reason text CHECK (refusal_reason IS NULL OR char_length(refusal_reason) BETWEEN 5 AND 500),
  decided_by   uuid REFERENCES businesses(id) ON DELETE SET NULL,
  decided_at   timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  CHECK ((state = 'refused') = (refusal_reason IS NOT NULL)),
  CHECK ((state = 'pending') = (decided_at IS NULL))
);
-- One pending request per account and listing; decided ones stay as history.
CREATE UNIQUE INDEX listing_claim_requests_one_pending
  ON listing_claim_requests (business_id, listing_id) WHERE state = 'pending';
CREATE INDEX listing_claim_requests_pending ON listing_claim_requests (created_at) WHERE state = 'pending';
