/**
 * Deposits (issue 41): paid to the business's own connected account (Stripe Connect, issue 40's payout account),
 * never to Main Street. A booking with a deposit is a 15-minute hold until Stripe says the PaymentIntent
 * succeeded (the webhook, routed here by metadata.kind 'booking'); an unpaid hold expires and frees the slot, and
 * a payment that arrives after its hold expired is refunded at once.
 */
import type Stripe from 'stripe';
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { getStripe } from '../stripe/client.ts';
import { requirePayments } from '../stripe/payments-mode.ts';
import type { EventHandler } from '../stripe/event-handler.ts';
import type { BookableService } from './availability.ts';
import { sendBookingEmail } from './booking-mail.ts';

export const HOLD_MINUTES = 15;
export const NO_DEPOSITS_HERE =
  'This service asks for a deposit, and this business cannot take payments online yet. Please call it to book.';

/** The deposit in cents: a fixed amount, or a percentage of the price rounded to the cent. Pure. */
export function depositCents(s: Pick<BookableService, 'deposit_kind' | 'deposit_value' | 'price_cents'>): number {
  if (s.deposit_kind === 'fixed') return s.deposit_value;
  if (s.deposit_kind === 'percent') return Math.round((s.price_cents * s.deposit_value) / 100);
  return 0;
}

/** The business's connected account when it can take charges; a clear 409 otherwise. */
export async function depositAccount(businessId: string): Promise<string> {
  const [row] = await query<{ stripe_account_id: string }>(
    "SELECT stripe_account_id FROM payout_accounts WHERE business_id = $1 AND state = 'active'",
    [businessId],
  );
  if (!row) throw new HttpError(409, 'deposit_not_online', NO_DEPOSITS_HERE);
  return row.stripe_account_id;
}

export interface DepositPayment {
  amount_cents: number;
  client_secret: string;
  stripe_account: string;
  publishable_key: string | null;
  stripe_js_url: string | null;
  hold_expires_at: string;
}

/** The PaymentIntent for a held booking, on the business's account (one per booking: the idempotency key). */
export async function startDeposit(bookingId: string, account: string, cents: number): Promise<DepositPayment> {
  const mode = requirePayments();
  try {
    const intent = await getStripe().paymentIntents.create(
      {
        amount: cents,
        currency: 'cad',
        automatic_payment_methods: { enabled: true },
        metadata: { kind: 'booking', booking_id: bookingId },
      },
      { stripeAccount: account, idempotencyKey: `booking-deposit-${bookingId}` },
    );
    const [held] = await query<{ hold_expires_at: Date }>(
      "UPDATE bookings SET payment_intent_id = $2 WHERE id = $1 AND status = 'held' RETURNING hold_expires_at",
      [bookingId, intent.id],
    );
    return {
      amount_cents: cents,
      client_secret: intent.client_secret!,
      stripe_account: account,
      publishable_key: mode.publishableKey ?? null,
      stripe_js_url: mode.stripeJsUrl,
      hold_expires_at: new Date(held!.hold_expires_at).toISOString(),
    };
  } catch (error) {
    // No payment can be made: the hold frees its slot now rather than in 15 minutes.
    await query("UPDATE bookings SET status = 'expired', updated_at = now() WHERE id = $1 AND status = 'held'", [
      bookingId,
    ]);
    throw error;
  }
}

const intentOf = (event: Stripe.Event) => event.data.object as Stripe.PaymentIntent;

/** The deposit is paid: the hold becomes a confirmed booking (once, however often Stripe delivers the event). */
const depositPaid: EventHandler = async (stripe, event) => async (tx, after) => {
  const intent = intentOf(event);
  const { rows } = await tx.query<{ id: string }>(
    `UPDATE bookings SET status = 'confirmed', deposit_state = 'paid', hold_expires_at = NULL, updated_at = now()
     WHERE payment_intent_id = $1 AND status = 'held' RETURNING id`,
    [intent.id],
  );
  if (rows[0]) {
    const id = rows[0].id;
    after(() => sendBookingEmail(id, 'confirmed'));
    return;
  }
  // Paid after the hold expired: the slot may be someone else's by now, so the deposit goes back.
  const late = await tx.query(
    `UPDATE bookings SET deposit_state = 'refunded', updated_at = now()
     WHERE payment_intent_id = $1 AND status IN ('expired', 'cancelled') AND deposit_state = 'due' RETURNING id`,
    [intent.id],
  );
  if (late.rows.length > 0)
    after(() =>
      stripe.refunds.create(
        { payment_intent: intent.id },
        { stripeAccount: event.account!, idempotencyKey: `booking-late-refund-${intent.id}` },
      ),
    );
};

/** The customer gave up (or Stripe cancelled the intent): the hold frees its slot now. */
const depositCanceled: EventHandler = async (_stripe, event) => async (tx) => {
  await tx.query(
    "UPDATE bookings SET status = 'expired', updated_at = now() WHERE payment_intent_id = $1 AND status = 'held'",
    [intentOf(event).id],
  );
};

/** Registered under metadata.kind 'booking' in CONNECT_PAYMENT_KINDS (stripe/connect-payments.ts). */
export const BOOKING_DEPOSIT_HANDLERS = {
  'payment_intent.succeeded': depositPaid,
  'payment_intent.canceled': depositCanceled,
};

/**
 * A cancelled booking's deposit, claimed for its refund by the cancelling statement ('refunding'), refunded through
 * Stripe on the business's connected account, outside any transaction. The idempotency key is the booking's, so a
 * retry (the scheduled sweep below) never refunds twice; a refusal or an outage leaves it 'refunding' for the sweep.
 */
export async function refundCancelledDeposit(bookingId: string): Promise<boolean> {
  const [b] = await query<{ payment_intent_id: string; stripe_account_id: string }>(
    `SELECT b.payment_intent_id, pa.stripe_account_id FROM bookings b
     JOIN payout_accounts pa ON pa.business_id = b.business_id
     WHERE b.id = $1 AND b.deposit_state = 'refunding' AND b.payment_intent_id IS NOT NULL`,
    [bookingId],
  );
  if (!b) return false;
  try {
    const refund = await getStripe().refunds.create(
      { payment_intent: b.payment_intent_id, metadata: { kind: 'booking', booking_id: bookingId } },
      { stripeAccount: b.stripe_account_id, idempotencyKey: `booking-cancel-refund-${bookingId}` },
    );
    await query(
      `UPDATE bookings SET deposit_state = 'refunded', deposit_refund_id = $2, updated_at = now()
       WHERE id = $1 AND deposit_state = 'refunding'`,
      [bookingId, refund.id],
    );
    return true;
  } catch (error) {
    console.error(`[bookings] the deposit of ${bookingId} could not be refunded yet:`, (error as Error).message);
    return false;
  }
}

/** Refunds still 'refunding' after two minutes: claimed in one statement (SKIP LOCKED), then asked again. */
export async function retryDepositRefunds(): Promise<number> {
  const claimed = await query<{ id: string }>(
    `UPDATE bookings b SET updated_at = now()
     FROM (SELECT id FROM bookings WHERE deposit_state = 'refunding' AND updated_at < now() - interval '2 minutes'
           ORDER BY updated_at LIMIT 50 FOR UPDATE SKIP LOCKED) due
     WHERE b.id = due.id RETURNING b.id`,
  );
  let done = 0;
  for (const { id } of claimed) if (await refundCancelledDeposit(id)) done++;
  return done;
}
