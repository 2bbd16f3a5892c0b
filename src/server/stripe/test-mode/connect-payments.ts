/**
 * Local test mode's customer payments on a connected account, as Stripe runs them: the server creates a
 * PaymentIntent with the `Stripe-Account` header (an idempotency key gives the same intent again) and hands
 * its client_secret to the browser, where Stripe.js (`Stripe(pk, { stripeAccount })`, `confirmCardPayment`)
 * confirms it with a test card: 4242… pays, 4000…0002 is declined (the intent goes back to
 * requires_payment_method, as Stripe's does), 4000 0025 0000 3155 asks for authentication first. Each outcome is
 * delivered as the Connect event Stripe sends (`payment_intent.succeeded`, `payment_intent.payment_failed`,
 * `payment_intent.canceled`) with the `account` field. A server-side `confirm: true` with `pm_card_visa` or
 * `pm_card_chargeDeclined` still charges or declines at once.
 */
import { testCardOutcome } from '../../../shared/test-cards.ts';
import { newId, now, type Obj, type StandInState } from './state.ts';

export type Answer = { status: number; body: Obj };

const PAYS = new Set(['pm_card_visa', 'pm_card_mastercard']);
const DECLINES = new Set(['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined']);
const DECLINED = {
  type: 'card_error',
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};
const AUTH_FAILED = {
  type: 'invalid_request_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export const cardFee = (amount: number) => Math.round(amount * 0.029) + 30;
const fail = (status: number, message: string, extra: Obj = {}): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});

/** An object as the API shows it: test mode's own bookkeeping (fields starting with _) left out. */
export const render = (object: Obj): Obj =>
  Object.fromEntries(Object.entries(object).filter(([k]) => !k.startsWith('_')));

function chargeFor(s: StandInState, intent: Obj): Obj {
  const { amount } = intent;
  const charge = {
    id: newId('ch'),
    object: 'charge',
    amount,
    amount_captured: amount,
    amount_refunded: 0,
    refunded: false,
    paid: true,
    status: 'succeeded',
    currency: 'cad',
    payment_intent: intent.id,
    created: now(),
    fee: cardFee(amount),
    _account: intent._account,
  };
  s.charges.set(charge.id, charge);
  return charge;
}

function succeed(s: StandInState, intent: Obj): void {
  const charge = chargeFor(s, intent);
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id });
  Object.assign(intent, { last_payment_error: null, next_action: null });
  s.save();
  void s.deliver('payment_intent.succeeded', render(intent), intent._account);
}

function decline(s: StandInState, intent: Obj, error: Obj): Answer {
  Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error, next_action: null });
  s.save();
  void s.deliver('payment_intent.payment_failed', render(intent), intent._account);
  return { status: 402, body: { error: { ...error, payment_intent: render(intent) } } };
}

const unexpectedState = (intent: Obj, action: string) =>
  fail(400, `You cannot ${action} this PaymentIntent because it has a status of ${intent.status}.`, {
    code: 'payment_intent_unexpected_state',
    payment_intent: render(intent),
  });

export function createPaymentIntent(s: StandInState, body: Obj, account: Obj, idempotencyKey?: string): Answer {
  const earlier = idempotencyKey && [...s.paymentIntents.values()].find((i) => i._idempotencyKey === idempotencyKey);
  if (earlier && earlier._account === account.id) return { status: 200, body: render(earlier) };
  const amount = Number(body.amount);
  if (!Number.isInteger(amount) || amount < 50) {
    return fail(400, 'Amount must be at least 50 cents.', { param: 'amount', code: 'amount_too_small' });
  }
  if (body.currency !== 'cad') return fail(400, 'Test mode charges in CAD only.', { param: 'currency' });
  if (!account.charges_enabled) {
    return fail(400, `${account.id} cannot make charges yet: its onboarding is not complete.`);
  }
  const id = newId('pi');
  const automatic = String(body.automatic_payment_methods?.enabled) === 'true';
  const intent: Obj = {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency: 'cad',
    status: body.payment_method ? 'requires_confirmation' : 'requires_payment_method',
    client_secret: `${id}_secret_${newId('s').slice(2)}`,
    created: now(),
    canceled_at: null,
    cancellation_reason: null,
    description: body.description ?? null,
    metadata: body.metadata ?? {},
    latest_charge: null,
    last_payment_error: null,
    next_action: null,
    payment_method: body.payment_method ?? null,
    automatic_payment_methods: automatic ? { enabled: true } : null,
    payment_method_types: automatic ? ['card'] : Object.values(body.payment_method_types ?? { 0: 'card' }),
    livemode: false,
    _account: account.id,
    ...(idempotencyKey ? { _idempotencyKey: idempotencyKey } : {}),
  };
  s.paymentIntents.set(id, intent);
  if (String(body.confirm) === 'true') {
    if (DECLINES.has(intent.payment_method)) return decline(s, intent, DECLINED);
    if (!PAYS.has(intent.payment_method)) {
      return fail(400, 'Test mode pays with pm_card_visa or declines with pm_card_chargeDeclined.');
    }
    succeed(s, intent);
  }
  s.save();
  return { status: 200, body: render(intent) };
}

/** POST /v1/payment_intents/:id/cancel: allowed until it succeeds, as Stripe allows it. */
export function cancelPaymentIntent(s: StandInState, intent: Obj, body: Obj): Answer {
  if (intent.status === 'succeeded' || intent.status === 'canceled') return unexpectedState(intent, 'cancel');
  Object.assign(intent, { status: 'canceled', canceled_at: now(), cancellation_reason: body.cancellation_reason });
  intent.cancellation_reason ??= null;
  s.save();
  void s.deliver('payment_intent.canceled', render(intent), intent._account);
  return { status: 200, body: render(intent) };
}

/**
 * The intent a browser's confirmation names: its client secret, the publishable key, and the connected account
 * Stripe.js was given (`_stripe_account`, as Stripe.js sends it); undefined for anything else.
 */
export function findBrowserIntent(s: StandInState, body: Obj, publishableKey: string): Obj | undefined {
  const intent = s.paymentIntents.get(String(body.client_secret ?? '').split('_secret_')[0] ?? '');
  const matches = intent && intent.client_secret === body.client_secret && body.key === publishableKey;
  return matches && intent._account === body._stripe_account ? intent : undefined;
}

/** Stripe.js's confirmCardPayment with a test card number. */
export function confirmFromBrowser(s: StandInState, intent: Obj, body: Obj): Answer {
  if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
    return unexpectedState(intent, 'confirm');
  }
  const number = String(body.payment_method_data?.card?.number ?? '');
  intent.payment_method = newId('pm');
  const outcome = testCardOutcome(number);
  if (outcome === 'declined') return decline(s, intent, DECLINED);
  if (outcome === 'authenticate') {
    const redirect = { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } };
    Object.assign(intent, { status: 'requires_action', next_action: redirect });
    s.save();
    return { status: 200, body: render(intent) };
  }
  succeed(s, intent);
  return { status: 200, body: render(intent) };
}

/** The answer of the authentication dialog Stripe.js shows for 4000 0025 0000 3155. */
export function authenticateFromBrowser(s: StandInState, intent: Obj, body: Obj): Answer {
  if (intent.status !== 'requires_action') return fail(400, 'No payment is waiting for authentication.');
  if (body.outcome !== 'complete') return decline(s, intent, AUTH_FAILED);
  succeed(s, intent);
  return { status: 200, body: render(intent) };
}
