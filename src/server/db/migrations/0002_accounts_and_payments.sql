-- Accounts, plans and payments (issue 4): the lookups the account, checkout and webhook code runs.

-- Rank is recomputed from an account's subscriptions on every Stripe change.
CREATE INDEX subscriptions_business ON subscriptions (business_id, created_at DESC);
-- The dashboard's payment history and a referrer's earnings.
CREATE INDEX payments_business ON payments (business_id, created_at DESC);
CREATE INDEX referral_commissions_referrer ON referral_commissions (referrer_id, created_at DESC);
CREATE INDEX businesses_referred_by ON businesses (referred_by) WHERE referred_by IS NOT NULL;
