/**
 * Local test mode's Stripe Connect API, answered as Stripe answers it to the real `stripe` SDK:
 * Express accounts and Account Links (onboarding on a local page), and, on a connected account named
 * by the `Stripe-Account` header, PaymentIntents (created, cancelled, and paid as connect-payments.ts says), full
 * and partial refunds (connect-refunds.ts), the balance and payouts. Test mode's money rules: the card fee is Stripe's
 * published Canadian rate (2.9% + C$0.30) and a payment's net is available at once (Stripe holds it
 * for a few days).
 */
import { newExpressAccount } from './connect-accounts.ts';
import { cancelPaymentIntent, createPaymentIntent, render } from './connect-payments.ts';
import { createRefund } from './connect-refunds.ts';
import { newId, now, type Obj, type StandInState } from './state.ts';

type Answer = { status: number; body: Obj };
export interface ConnectContext {
  /** The Stripe-Account header: the connected account the request acts on. */
  account: string | undefined;
  idempotencyKey: string | undefined;
  browserBase: string;
}

const LINK_SECONDS = 300; // Stripe's Account Links expire after a few minutes and work once
const fail = (status: number, message: string, extra: Obj = {}): Answer => ({
  status,
  body: { error: { type: 'invalid_request_error', message, ...extra } },
});
const missing = (what: string, id: string) => fail(404, `No such ${what}: '${id}'`, { code: 'resource_missing' });
const ok = (body: Obj): Answer => ({ status: 200, body });
const isCents = (n: number, least: number) => Number.isInteger(n) && n >= least;

function createAccount(s: StandInState, body: Obj, ctx: ConnectContext): Answer {
  const key = ctx.idempotencyKey;
  const earlier = key && [...s.accounts.values()].find((a) => a._idempotencyKey === key);
  if (earlier) return ok(render(earlier));
  const account = newExpressAccount(body);
  if (!('id' in account)) return fail(account.status, account.message);
  if (key) account._idempotencyKey = key;
  s.accounts.set(account.id, account);
  s.save();
  return ok(render(account));
}

function createAccountLink(s: StandInState, body: Obj, ctx: ConnectContext): Answer {
  if (!s.accounts.has(body.account)) return missing('account', body.account);
  if (body.type !== 'account_onboarding') {
    return fail(400, 'Test mode makes account_onboarding links only.', { param: 'type' });
  }
  for (const param of ['refresh_url', 'return_url']) {
    const url = String(body[param] ?? '');
    if (!/^https?:\/\//.test(url)) return fail(400, `Missing required param: ${param}.`, { param });
  }
  const id = newId('acctlink');
  const created = now();
  const expires_at = created + LINK_SECONDS;
  s.accountLinks.set(id, {
    id,
    account: body.account,
    refresh_url: body.refresh_url,
    return_url: body.return_url,
    created,
    expires_at,
    used: false,
  });
  s.save();
  return ok({ object: 'account_link', created, expires_at, url: `${ctx.browserBase}/connect/onboarding/${id}` });
}

const ofAccount = (table: Map<string, Obj>, id: string) => [...table.values()].filter((o) => o._account === id);
const total = (objects: Obj[], amount: (o: Obj) => number) => objects.reduce((sum, o) => sum + amount(o), 0);

/** What a connected account holds: charges net of fees, less refunds and payouts (available at once here). */
export function availableBalance(s: StandInState, accountId: string): number {
  const net = total(ofAccount(s.charges, accountId), (c) => c.amount - c.fee);
  const refunded = total(ofAccount(s.refunds, accountId), (r) => r.amount);
  return net - refunded - total(ofAccount(s.payouts, accountId), (p) => p.amount);
}

function createPayout(s: StandInState, body: Obj, account: Obj): Answer {
  const amount = Number(body.amount);
  if (!account.payouts_enabled) {
    return fail(400, `Payouts are not enabled on ${account.id}: its onboarding needs more information.`);
  }
  if (!isCents(amount, 1)) return fail(400, 'Payout amount must be a positive number of cents.', { param: 'amount' });
  if (amount > availableBalance(s, account.id)) {
    const message = 'You have insufficient funds in your Stripe account for this transfer.';
    return fail(400, message, { code: 'balance_insufficient' });
  }
  const payout = {
    id: newId('po'),
    object: 'payout',
    amount,
    currency: 'cad',
    status: 'paid',
    method: 'standard',
    type: 'bank_account',
    arrival_date: now(),
    created: now(),
    automatic: false,
    _account: account.id,
  };
  s.payouts.set(payout.id, payout);
  s.save();
  return ok(render(payout));
}

function routeOnAccount(s: StandInState, method: string, path: string, body: Obj, account: Obj, key?: string) {
  let m: RegExpMatchArray | null;
  if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(s, body, account, key);
  if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/))) {
    const intent = s.paymentIntents.get(m[1]!);
    if (!intent || intent._account !== account.id) return missing('payment_intent', m[1]!);
    if (method === 'GET' && !m[2]) return ok(render(intent));
    if (method === 'POST' && m[2]) return cancelPaymentIntent(s, intent, body);
  }
  if (method === 'POST' && path === '/v1/refunds') return createRefund(s, body, account, key);
  if (method === 'GET' && (m = path.match(/^\/v1\/refunds\/([^/]+)$/))) {
    const refund = s.refunds.get(m[1]!);
    return refund && refund._account === account.id ? ok(render(refund)) : missing('refund', m[1]!);
  }
  if (method === 'GET' && path === '/v1/balance') {
    const amounts = (amount: number) => [{ amount, currency: 'cad', source_types: { card: amount } }];
    const available = amounts(availableBalance(s, account.id));
    return ok({ object: 'balance', livemode: false, available, pending: amounts(0) });
  }
  if (method === 'GET' && path === '/v1/payouts') {
    const data = ofAccount(s.payouts, account.id).reverse().map(render);
    return ok({ object: 'list', url: path, has_more: false, data });
  }
  if (method === 'POST' && path === '/v1/payouts') return createPayout(s, body, account);
  return undefined;
}

/** Answers a Connect request; undefined when the path is not one of these. */
export function routeConnect(s: StandInState, method: string, path: string, body: Obj, ctx: ConnectContext) {
  let m: RegExpMatchArray | null;
  if (method === 'POST' && path === '/v1/accounts') return createAccount(s, body, ctx);
  if (method === 'GET' && (m = path.match(/^\/v1\/accounts\/(acct_[^/]+)$/))) {
    const account = s.accounts.get(m[1]!);
    return account ? ok(render(account)) : missing('account', m[1]!);
  }
  if (method === 'POST' && path === '/v1/account_links') return createAccountLink(s, body, ctx);
  if (!/^\/v1\/(payment_intents|refunds|balance|payouts)(\/|$)/.test(path)) return undefined;
  const account = ctx.account ? s.accounts.get(ctx.account) : undefined;
  if (account) return routeOnAccount(s, method, path, body, account, ctx.idempotencyKey);
  return ctx.account
    ? fail(403, `The provided key does not have access to account '${ctx.account}' (or it does not exist).`)
    : fail(400, 'Test mode serves this endpoint on connected accounts only: set the Stripe-Account header.');
}
