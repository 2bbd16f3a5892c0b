-- Issue 26: a plan cancelled in the Customer Portal stays active until the end of its billing period
-- (Stripe's cancel_at_period_end); the dashboard says when the plan ends and the website pauses.
ALTER TABLE subscriptions ADD COLUMN cancel_at timestamptz;
