-- Payout accounts (issue 40): the Stripe Connect Express account a business is paid through, one per
-- business, and its state as Stripe last reported it. Written only from Stripe's own answers (the
-- account returned at creation, then `account.updated` re-read from Stripe), keyed by Stripe's id.
CREATE TABLE payout_accounts (
  business_id       uuid PRIMARY KEY REFERENCES businesses(id) ON DELETE CASCADE,
  stripe_account_id text NOT NULL UNIQUE CHECK (stripe_account_id ~ '^acct_[A-Za-z0-9_]+$'),
  -- Derived from the three flags and the requirements (payout-state.ts), kept for queries and badges.
  state             text NOT NULL CHECK (state IN ('onboarding_needed', 'restricted', 'active')),
  charges_enabled   boolean NOT NULL,
  payouts_enabled   boolean NOT NULL,
  details_submitted boolean NOT NULL,
  -- Stripe's requirements.currently_due (and past_due), so the dashboard can say what is missing.
  requirements_due  text[] NOT NULL DEFAULT '{}',
  disabled_reason   text,
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now(),
  CHECK (state <> 'active' OR (charges_enabled AND payouts_enabled))
);
