-- Customers cancel and reschedule their own bookings (issue 41). A cancelled booking's paid deposit is claimed for
-- its refund in the cancelling statement ('refunding'), then refunded through Stripe outside any transaction; the
-- refund's id completes it ('refunded'). A refund Stripe did not answer stays 'refunding' and the scheduled
-- function asks again with the same idempotency key, so it is made once.
ALTER TABLE bookings DROP CONSTRAINT bookings_deposit_state_check;
ALTER TABLE bookings ADD CONSTRAINT bookings_deposit_state_check
  CHECK (deposit_state IN ('none', 'due', 'paid', 'refunding', 'refunded', 'kept'));
ALTER TABLE bookings ADD COLUMN deposit_refund_id text;
CREATE INDEX bookings_refunding ON bookings (updated_at) WHERE deposit_state = 'refunding';
