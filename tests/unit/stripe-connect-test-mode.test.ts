// Local test mode's Stripe Connect, driven through the real `stripe` SDK as the app drives real Stripe.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStripeStandIn, type StandIn } from '../../src/server/stripe/test-mode/stand-in.ts';
import { STRIPE_API_VERSION } from '../../src/server/stripe/client.ts';

let standIn: StandIn;
let stripe: Stripe;
let hook: http.Server;
const events: Stripe.Event[] = [];
const SECRET = 'whsec_connect_test';

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      events.push(new Stripe('sk_x').webhooks.constructEvent(raw, String(req.headers['stripe-signature']), SECRET));
      res.end('{}');
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/`;
  standIn = await startStripeStandIn({ webhookUrl, webhookSecret: SECRET });
  const api = { host: '127.0.0.1', port: standIn.port, protocol: 'http' } as const;
  stripe = new Stripe(standIn.secretKey, { apiVersion: STRIPE_API_VERSION, ...api });
});
afterAll(async () => {
  await standIn?.close();
  await new Promise((resolve) => hook?.close(resolve));
});

const express = (email = 'owner@example.ca') =>
  stripe.accounts.create({
    type: 'express',
    country: 'CA',
    email,
    capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
  });

const form = (outcome: string) => ({
  method: 'POST',
  body: new URLSearchParams({ outcome }),
  redirect: 'manual' as const,
});
const DASHBOARD = 'http://localhost:8888/dashboard/';
const pay = (amount: number, payment_method = 'pm_card_visa') => ({
  amount,
  currency: 'cad',
  payment_method,
  confirm: true,
});

describe('Connect in local test mode, through the stripe SDK', () => {
  it('creates an Express account that needs onboarding; one idempotency key gives one account', async () => {
    const account = await express();
    expect(account).toMatchObject({ object: 'account', type: 'express', country: 'CA', default_currency: 'cad' });
    expect(account).toMatchObject({ charges_enabled: false, payouts_enabled: false, details_submitted: false });
    expect(account.requirements?.currently_due).toContain('external_account');
    expect(account.capabilities).toEqual({ card_payments: 'inactive', transfers: 'inactive' });
    expect((await stripe.accounts.retrieve(account.id)).id).toBe(account.id);

    const once = await stripe.accounts.create({ type: 'express', country: 'CA' }, { idempotencyKey: 'biz-1' });
    const again = await stripe.accounts.create({ type: 'express', country: 'CA' }, { idempotencyKey: 'biz-1' });
    expect(again.id).toBe(once.id);
    await expect(stripe.accounts.create({ type: 'standard' })).rejects.toThrow(/Express accounts only/);
    const unknown = stripe.accounts.retrieve('acct_nope');
    await expect(unknown).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('an Account Link opens the local test-mode onboarding page; completing it sends account.updated', async () => {
    const account = await express('cafe@example.ca');
    const link = await stripe.accountLinks.create({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: `${DASHBOARD}?payouts=refresh`,
      return_url: `${DASHBOARD}?payouts=return`,
    });
    const onboardingUrl = expect.stringMatching(/\/connect\/onboarding\/acctlink_/);
    expect(link).toMatchObject({ object: 'account_link', url: onboardingUrl });
    expect(link.expires_at - link.created).toBe(300);
    const page = await fetch(link.url);
    expect(await page.text()).toContain('Test mode:');

    const done = await fetch(link.url, form('complete'));
    expect([done.status, done.headers.get('location')]).toEqual([303, `${DASHBOARD}?payouts=return`]);
    const event = events.find((e) => e.type === 'account.updated' && e.account === account.id);
    const enabled = { charges_enabled: true, payouts_enabled: true, details_submitted: true };
    expect(event?.data.object).toMatchObject({ id: account.id, ...enabled });
    expect(await stripe.accounts.retrieve(account.id)).toMatchObject({ charges_enabled: true, payouts_enabled: true });

    // A link works once: opening it again goes to refresh_url.
    const reused = await fetch(link.url, { redirect: 'manual' });
    expect([reused.status, reused.headers.get('location')]).toEqual([303, `${DASHBOARD}?payouts=refresh`]);
  });

  it('leaving onboarding changes nothing; submitting with a document due leaves the account restricted', async () => {
    const account = await express();
    const linkFor = () =>
      stripe.accountLinks.create({
        account: account.id,
        type: 'account_onboarding',
        refresh_url: 'http://localhost/r',
        return_url: 'http://localhost/x',
      });
    await fetch((await linkFor()).url, form('leave'));
    const left = await stripe.accounts.retrieve(account.id);
    expect(left).toMatchObject({ details_submitted: false, charges_enabled: false });
    await fetch((await linkFor()).url, form('restricted'));
    const restricted = await stripe.accounts.retrieve(account.id);
    expect(restricted).toMatchObject({ details_submitted: true, charges_enabled: true, payouts_enabled: false });
    expect(restricted.requirements?.currently_due).toEqual(['individual.verification.document']);
    const noUrls = stripe.accountLinks.create({ account: account.id, type: 'account_onboarding' } as never);
    await expect(noUrls).rejects.toThrow(/refresh_url/);
  });

  it('charges, refunds (partial, full, too much), balance and payouts on a connected account', async () => {
    const account = await express();
    const on = { stripeAccount: account.id };
    await expect(stripe.paymentIntents.create(pay(2000), on)).rejects.toThrow(/onboarding is not complete/);
    standIn.onboard(account.id, 'complete');

    const paid = await stripe.paymentIntents.create(pay(2000), on);
    const charged = { status: 'succeeded', amount_received: 2000, latest_charge: expect.stringMatching(/^ch_/) };
    expect(paid).toMatchObject(charged);
    expect((await stripe.paymentIntents.retrieve(paid.id, {}, on)).status).toBe('succeeded');
    // Another account (or the platform) cannot see it.
    const other = await express();
    const elsewhere = stripe.paymentIntents.retrieve(paid.id, {}, { stripeAccount: other.id });
    await expect(elsewhere).rejects.toMatchObject({ statusCode: 404 });
    const noAccount = stripe.balance.retrieve({}, { stripeAccount: 'acct_missing' });
    await expect(noAccount).rejects.toMatchObject({ statusCode: 403 });

    const declined = stripe.paymentIntents.create(pay(2000, 'pm_card_chargeDeclined'), on);
    await expect(declined).rejects.toMatchObject({ statusCode: 402, code: 'card_declined' });

    const partial = await stripe.refunds.create({ payment_intent: paid.id, amount: 500 }, on);
    expect(partial).toMatchObject({ object: 'refund', amount: 500, status: 'succeeded' });
    await expect(stripe.refunds.create({ payment_intent: paid.id, amount: 1600 }, on)).rejects.toThrow(
      'Refund amount ($16.00) is greater than unrefunded amount on charge ($15.00)',
    );
    expect((await stripe.refunds.create({ payment_intent: paid.id }, on)).amount).toBe(1500);
    // Delivered as Stripe does, after answering.
    const delivered = (type: string) => events.filter((e) => e.type === type && e.account === account.id).length;
    await expect.poll(() => delivered('charge.refunded')).toBe(2);

    const second = await stripe.paymentIntents.create(pay(10_000), on);
    expect(second.status).toBe('succeeded');
    // Net of Stripe's fee on both charges (2.9% + 30 cents: 88 and 320), less the $20 refunded.
    const balance = await stripe.balance.retrieve({}, on);
    const net = 12_000 - 88 - 320 - 2000;
    expect(balance.available).toEqual([{ amount: net, currency: 'cad', source_types: { card: net } }]);
    const payout = await stripe.payouts.create({ amount: 9000, currency: 'cad' }, on);
    expect(payout).toMatchObject({ object: 'payout', amount: 9000, status: 'paid' });
    const tooMuch = stripe.payouts.create({ amount: 1000, currency: 'cad' }, on);
    await expect(tooMuch).rejects.toMatchObject({ code: 'balance_insufficient' });
    expect((await stripe.payouts.list({}, on)).data.map((p) => p.id)).toEqual([payout.id]);
    expect((await stripe.balance.retrieve({}, on)).available[0]!.amount).toBe(592);
    await expect.poll(() => delivered('payment_intent.succeeded')).toBe(2);
  });
});

describe('Refunds honour Idempotency-Key as Stripe does', () => {
  it('the same key and parameters give the same refund once; other parameters are an idempotency_error', async () => {
    const account = await express('refunds@example.ca');
    standIn.onboard(account.id, 'complete');
    const on = { stripeAccount: account.id };
    const paid = await stripe.paymentIntents.create(pay(3000), on);
    const params = { payment_intent: paid.id, amount: 700, metadata: { order_id: 'o-1' } };
    const first = await stripe.refunds.create(params, { ...on, idempotencyKey: 'order-refund-1' });
    const again = await stripe.refunds.create(params, { ...on, idempotencyKey: 'order-refund-1' });
    expect(again).toEqual(first);
    const charge = [...standIn.refunds.values()].filter((r) => r.payment_intent === paid.id);
    expect(charge).toHaveLength(1);
    const other = stripe.refunds.create({ ...params, amount: 800 }, { ...on, idempotencyKey: 'order-refund-1' });
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    // Another key is another refund: 700 + 800 of the 3000.
    expect((await stripe.refunds.create({ ...params, amount: 800 }, { ...on, idempotencyKey: 'k2' })).amount).toBe(800);
    expect((await stripe.refunds.create({ payment_intent: paid.id }, on)).amount).toBe(1500);
  });

  it('a refund from the Dashboard (test mode) is delivered as charge.refunded and refund.created', async () => {
    const account = await express('dashboard@example.ca');
    standIn.onboard(account.id, 'complete');
    const paid = await stripe.paymentIntents.create(pay(2500), { stripeAccount: account.id });
    const refund = standIn.refundFromDashboard(account.id, paid.id, 1000);
    expect(refund).toMatchObject({ object: 'refund', amount: 1000, payment_intent: paid.id, metadata: {} });
    const of = (type: string) => events.filter((e) => e.type === type && e.account === account.id);
    await expect.poll(() => of('refund.created').map((e) => (e.data.object as Stripe.Refund).id)).toEqual([refund.id]);
    await expect.poll(() => of('charge.refunded').length).toBe(1);
    expect(() => standIn.refundFromDashboard(account.id, paid.id, 2000)).toThrow(/greater than unrefunded/);
  });
});

describe('Customer payments on a connected account: the server creates, the browser confirms (Stripe.js)', () => {
  const browserPost = (path: string, fields: Record<string, string>) =>
    fetch(`http://127.0.0.1:${standIn.port}${path}`, { method: 'POST', body: new URLSearchParams(fields) });
  let account: Stripe.Account;
  const on = () => ({ stripeAccount: account.id });
  const createIntent = (idempotencyKey?: string) =>
    stripe.paymentIntents.create(
      { amount: 1234, currency: 'cad', automatic_payment_methods: { enabled: true }, metadata: { kind: 'order' } },
      { ...on(), ...(idempotencyKey ? { idempotencyKey } : {}) },
    );
  const confirm = (intent: Stripe.PaymentIntent, card: string, stripeAccount = account.id) =>
    browserPost(`/v1/payment_intents/${intent.id}/confirm`, {
      key: standIn.publishableKey,
      client_secret: intent.client_secret!,
      _stripe_account: stripeAccount,
      'payment_method_data[card][number]': card,
    });
  const eventsOf = (intent: Stripe.PaymentIntent) =>
    events.filter((e) => (e.data.object as { id?: string }).id === intent.id).map((e) => [e.type, e.account]);

  beforeAll(async () => {
    account = await express('shop@example.ca');
    standIn.onboard(account.id, 'complete');
  });

  it('4242 pays: the intent succeeds and payment_intent.succeeded names the account', async () => {
    const intent = await createIntent('order-1');
    expect(intent).toMatchObject({ status: 'requires_payment_method', metadata: { kind: 'order' } });
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect((await createIntent('order-1')).id).toBe(intent.id); // the same idempotency key, the same intent
    // Another account's Stripe.js (or none) cannot confirm it.
    expect((await confirm(intent, '4242424242424242', 'acct_other')).status).toBe(400);
    const answer = await confirm(intent, '4242 4242 4242 4242');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ id: intent.id, status: 'succeeded' });
    await expect.poll(() => eventsOf(intent)).toEqual([['payment_intent.succeeded', account.id]]);
    const read = await stripe.paymentIntents.retrieve(intent.id, {}, on());
    expect(read).toMatchObject({ status: 'succeeded', amount_received: 1234 });
    // A succeeded intent can be neither confirmed again nor cancelled.
    expect((await confirm(intent, '4242424242424242')).status).toBe(400);
    const cancel = stripe.paymentIntents.cancel(intent.id, {}, on());
    await expect(cancel).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
  });

  it('4000…0002 is declined: 402, payment_intent.payment_failed, and the intent waits for another card', async () => {
    const intent = await createIntent();
    const answer = await confirm(intent, '4000 0000 0000 0002');
    expect(answer.status).toBe(402);
    expect(await answer.json()).toMatchObject({ error: { code: 'card_declined' } });
    await expect.poll(() => eventsOf(intent)).toEqual([['payment_intent.payment_failed', account.id]]);
    const read = await stripe.paymentIntents.retrieve(intent.id, {}, on());
    expect(read).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    const cancelled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' }, on());
    expect(cancelled).toMatchObject({ status: 'canceled', cancellation_reason: 'abandoned' });
    await expect.poll(() => eventsOf(intent).length).toBe(2);
    expect((await confirm(intent, '4242424242424242')).status).toBe(400); // a cancelled intent takes no payment
  });

  it('4000 0025 0000 3155 asks for authentication; completing it pays, failing it is a failed payment', async () => {
    for (const outcome of ['complete', 'fail'] as const) {
      const intent = await createIntent();
      const answer = await confirm(intent, '4000002500003155');
      expect(await answer.json()).toMatchObject({ status: 'requires_action' });
      const secret = { key: standIn.publishableKey, client_secret: intent.client_secret!, _stripe_account: account.id };
      const done = await browserPost(`/v1/payment_intents/${intent.id}/authenticate`, { ...secret, outcome });
      expect(done.status).toBe(outcome === 'complete' ? 200 : 402);
      const type = outcome === 'complete' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed';
      await expect.poll(() => eventsOf(intent)).toEqual([[type, account.id]]);
    }
  });

  it('the served Stripe.js takes stripeAccount and sends it with the confirmation', async () => {
    const js = await (await fetch(`http://127.0.0.1:${standIn.port}/v3/`)).text();
    expect(js).toContain('options.stripeAccount');
    expect(js).toContain('_stripe_account');
  });
});
