-- Issue 39: one receipt email per paid Stripe invoice. The webhook claims the invoice id here with
-- INSERT ... ON CONFLICT DO NOTHING RETURNING before sending, so a second delivery of the same event (or
-- a second event for the same invoice) finds the row and sends nothing. A failed send removes its claim.
CREATE TABLE invoice_receipts (
  stripe_invoice_id text PRIMARY KEY,
  business_id       uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
  sent_to           text NOT NULL,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invoice_receipts_business_idx ON invoice_receipts (business_id);
