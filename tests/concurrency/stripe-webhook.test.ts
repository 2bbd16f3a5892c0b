// Stripe delivers an event again when an answer is slow, so copies can arrive together: the event is recorded before
// its handler runs, in the handler's transaction, and every copy but one answers 'duplicate'. The referral ledger of
// one invoice holds one payment and one commission whichever way the invoice is reported, however often at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import webhook from '../../functions/stripe-webhook.mts';
import createSubscription from '../../functions/commerce-create-subscription.mts';
import updateRank from '../../functions/business-update-rank.mts';
import { query } from '../../src/server/db/client.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';
import { EVENT_HANDLERS } from '../../src/server/stripe/webhook.ts';
import { call } from '../functions/helpers.ts';
import { registerAccount, type TestAccount } from '../functions/accounts-helpers.ts';
import { useStripeStandIn } from '../functions/stripe-env.ts';
import { atOnce, race } from './race.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { clearTaxRateCache } from '../../src/server/stripe/plan-tax.ts';

const stripe = useStripeStandIn();
const handled: string[] = [];
const original = EVENT_HANDLERS['invoice.paid']!;
beforeAll(async () => {
  await setupStripeCatalog(getStripe());
  // Counts the handler's runs, the effects this case is about (the ledger's unique keys would hide repeats).
  EVENT_HANDLERS['invoice.paid'] = async (client, event) => {
    const writes = await original(client, event);
    return async (tx, after) => {
      handled.push(event.id);
      await writes(tx, after);
    };
  };
});
afterAll(() => {
  EVENT_HANDLERS['invoice.paid'] = original;
});

const deliver = (d: { payload: string; signature: string }) =>
  call(webhook, '/api/stripe/webhook', {
    method: 'POST',
    body: d.payload,
    headers: { 'stripe-signature': d.signature, 'content-type': 'application/json' },
  });

async function referredSubscription(): Promise<{ referred: TestAccount; sub: string }> {
  const referrer = await registerAccount();
  const referred = await registerAccount({ referral_id: referrer.referralCode });
  const res = await call(createSubscription, '/api/commerce/create-subscription', {
    method: 'POST',
    json: { plan: 'web-hosting' },
    headers: { cookie: referred.cookie },
  });
  return { referred, sub: (res.body as { subscriptionId: string }).subscriptionId };
}

const ledger = async (businessId: string) => ({
  payments: (await query('SELECT status FROM payments WHERE business_id = $1', [businessId])).length,
  commissions: (await query('SELECT amount_cents FROM referral_commissions WHERE referred_id = $1', [businessId]))
    .length,
});

race('one invoice.paid event delivered 20 times at once is handled once', async () => {
  const { referred, sub } = await referredSubscription();
  const delivery = stripe.current.delivery('invoice.paid', stripe.current.pay(sub));
  const answers = await atOnce(20, () => deliver(delivery));
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(answers.filter((a) => (a.body as { duplicate?: true }).duplicate)).toHaveLength(19);
  expect(handled.filter((id) => id === delivery.eventId)).toHaveLength(1);
  expect(await ledger(referred.id)).toEqual({ payments: 1, commissions: 1 });
  expect(await query('SELECT 1 FROM stripe_events WHERE id = $1', [delivery.eventId])).toHaveLength(1);
});

race('one paid invoice in 10 events and 10 rank confirmations at once: one payment, one commission', async () => {
  const { referred, sub } = await referredSubscription();
  const invoice = stripe.current.pay(sub);
  const answers = await atOnce(20, (i) =>
    i % 2
      ? deliver(stripe.current.delivery('invoice.paid', invoice))
      : call(updateRank, '/api/business/update-rank', {
          method: 'POST',
          json: { subscriptionId: sub },
          headers: { cookie: referred.cookie },
        }),
  );
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(await ledger(referred.id)).toEqual({ payments: 1, commissions: 1 });
});

it('reads the subscription from Stripe with no transaction open (no row lock held across a network call)', async () => {
  const { sub } = await referredSubscription();
  const subscriptions = getStripe().subscriptions;
  const retrieve = subscriptions.retrieve;
  const openDuringRead: number[] = [];
  subscriptions.retrieve = (async (...args: Parameters<typeof retrieve>) => {
    const open = await query(`SELECT 1 FROM pg_stat_activity
      WHERE datname = current_database() AND state LIKE 'idle in transaction%'`);
    openDuringRead.push(open.length);
    return retrieve.apply(subscriptions, args);
  }) as typeof retrieve;
  try {
    const answer = await deliver(stripe.current.delivery('invoice.paid', stripe.current.pay(sub)));
    expect(answer.status).toBe(200);
  } finally {
    subscriptions.retrieve = retrieve;
  }
  expect(openDuringRead.length).toBeGreaterThan(0);
  expect(
    openDuringRead.every((n) => n === 0),
    `transactions open during the reads: ${openDuringRead}`,
  ).toBe(true);
});

// The plans' sales tax (issue 39 item 2): checkouts that start together, before any tax rate exists, share one Stripe
// tax rate per tax (the idempotency key), and each subscription carries them.
race(
  'ten Quebec checkouts at once make one GST and one QST tax rate, on every subscription',
  async (attempt) => {
    // Other numbers each attempt, so its rates are new ones (a rate's key holds the number it is charged under).
    const gst = `12345678${attempt} RT0001`;
    const qst = `123456789${attempt} TQ0001`;
    const registrations = { MAIN_STREET_GST_HST_NUMBER: gst, MAIN_STREET_PROVINCIAL_TAX_NUMBERS: `QC=${qst}` };
    Object.assign(process.env, registrations);
    resetEnvCache();
    try {
      const owners = await Promise.all(Array.from({ length: 10 }, () => registerAccount()));
      for (const owner of owners) {
        await query(
          `INSERT INTO listings (business_unique_id, owner_id, business_name, city, city_slug, state_code, country_code)
           VALUES ($1, $2, 'Maple Test Bakery', 'Laval', 'laval', 'QC', 'CA')`,
          [`race-tax-${owner.id}`, owner.id],
        );
      }
      clearTaxRateCache();
      const answers = await atOnce(10, (i) =>
        call(createSubscription, '/api/commerce/create-subscription', {
          method: 'POST',
          json: { plan: 'complete' },
          headers: { cookie: owners[i]!.cookie },
        }),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
      const made = [...stripe.current.taxRates.values()].filter((r) =>
        [gst, qst].includes(r.metadata.registration_number),
      );
      expect(made.map((r) => r.display_name).sort()).toEqual(['GST', 'QST']);
      for (const answer of answers) {
        const sub = stripe.current.subscriptions.get((answer.body as { subscriptionId: string }).subscriptionId)!;
        expect(sub.default_tax_rates.map((r: { id: string }) => r.id).sort()).toEqual(made.map((r) => r.id).sort());
        expect((answer.body as { amountDueCents: number }).amountDueCents).toBe(4500 + 225 + 449); // 9.975% of $45
      }
    } finally {
      for (const key of Object.keys(registrations)) delete process.env[key];
      resetEnvCache();
    }
  },
  { repeats: 3 },
);
