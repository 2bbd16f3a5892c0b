/**
 * Local test mode's refunds on a connected account, as Stripe makes them:
 * - `POST /v1/refunds` (the API): full or partial, never past what is left of the charge. An `Idempotency-Key`
 *   is honoured as Stripe's idempotency layer does (https://docs.stripe.com/idempotency): the same key with the
 *   same parameters answers the refund it made the first time (no second refund), and the same key with other
 *   parameters is refused with Stripe's 400 `idempotency_error`. Only a refund made is remembered: a refused
 *   request is not (Stripe also replays saved errors; nothing here retries after one).
 * - `refundFromDashboard` (tests, test mode only): a refund made by the business in Stripe's Dashboard, outside
 *   Main Street: no metadata, no key.
 * Each refund is delivered as Stripe delivers it on a connected account: `charge.refunded` (the charge) and
 * `refund.created` (the refund, sent for every refund since API version 2024-10-28).
 */
import { newId, now, type Obj, type StandInState } from './state.ts';
import { render } from './connect-payments.ts';

type Answer = { status: number; body: Obj };

const fail = (status: number, message: string, extra: Obj = {}): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The request's parameters in one canonical text (keys sorted at every level), to compare a retry with. */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Obj).sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

function makeRefund(s: StandInState, body: Obj, account: Obj, extra: Obj): Answer {
  const intent = body.payment_intent ? s.paymentIntents.get(body.payment_intent) : undefined;
  const charge = s.charges.get(body.charge ?? intent?.latest_charge);
  if (!charge || charge._account !== account.id) {
    const id = body.charge ?? body.payment_intent;
    return fail(404, `No such charge: '${id}'`, { code: 'resource_missing' });
  }
  const left = charge.amount - charge.amount_refunded;
  const amount = body.amount === undefined ? left : Number(body.amount);
  if (!Number.isInteger(amount) || amount < 1) {
    return fail(400, 'Refund amount must be a positive number of cents.', { param: 'amount' });
  }
  if (amount > left) {
    const message = `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`;
    return fail(400, message, { param: 'amount' });
  }
  const refund = {
    id: newId('re'),
    object: 'refund',
    amount,
    charge: charge.id,
    payment_intent: charge.payment_intent,
    currency: 'cad',
    status: 'succeeded',
    reason: body.reason ?? null,
    metadata: body.metadata ?? {},
    created: now(),
    _account: account.id,
    ...extra,
  };
  s.refunds.set(refund.id, refund);
  charge.amount_refunded += amount;
  charge.refunded = charge.amount_refunded === charge.amount;
  s.save();
  void s.deliver('charge.refunded', render(charge), account.id);
  void s.deliver('refund.created', render(refund), account.id);
  return { status: 200, body: render(refund) };
}

/** POST /v1/refunds on a connected account, with Stripe's idempotency. */
export function createRefund(s: StandInState, body: Obj, account: Obj, key: string | undefined): Answer {
  if (!key) return makeRefund(s, body, account, {});
  const params = canonical(body);
  const earlier = [...s.refunds.values()].find((r) => r._idempotencyKey === key && r._account === account.id);
  if (earlier && earlier._params === params) return { status: 200, body: render(earlier) };
  if (earlier) {
    const message =
      'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
      `Try using a key other than '${key}' if you meant to execute a different request.`;
    return { status: 400, body: { error: { type: 'idempotency_error', message } } };
  }
  return makeRefund(s, body, account, { _idempotencyKey: key, _params: params });
}

/** A refund the business makes in Stripe's Dashboard (test mode's stand-in for it): the refund as the API shows it. */
export function refundFromDashboard(s: StandInState, accountId: string, paymentIntentId: string, amount?: number) {
  const account = s.accounts.get(accountId);
  if (!account) throw new Error(`stand-in: no account ${accountId}`);
  const answer = makeRefund(s, { payment_intent: paymentIntentId, amount }, account, {});
  if (answer.status !== 200) throw new Error(`stand-in: ${answer.body.error.message}`);
  return answer.body;
}
