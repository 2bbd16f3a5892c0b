-- Orders for the owner (issue 40): each order email is sent once, and a refund is reserved before Stripe is called.
-- The time an email was sent is claimed in one conditional UPDATE (... WHERE x_sent_at IS NULL RETURNING), so a
-- retried call or two calls at once send it once.
ALTER TABLE orders
  ADD COLUMN placed_emails_sent_at timestamptz,
  ADD COLUMN ready_email_sent_at   timestamptz;

-- A refund is written first as 'pending' with its amount already added to orders.refunded_cents (one statement,
-- under the CHECK refunded_cents <= total_cents), then Stripe is called outside any transaction with the row's id
-- as idempotency key. Success records Stripe's refund id; a refusal deletes the row and gives the amount back. So
-- a pending row has no Stripe id yet: the column may be empty until then, never after.
ALTER TABLE order_refunds
  ADD COLUMN state text NOT NULL DEFAULT 'succeeded' CHECK (state IN ('pending', 'succeeded')),
  ADD COLUMN email_sent_at timestamptz,
  ALTER COLUMN stripe_refund_id DROP NOT NULL,
  ADD CONSTRAINT order_refunds_succeeded_has_stripe_id CHECK (state = 'pending' OR stripe_refund_id IS NOT NULL);

-- The dashboard's list filters by status, newest first; the home page counts new orders.
CREATE INDEX orders_business_status ON orders (business_id, status, created_at DESC);
