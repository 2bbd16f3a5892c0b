// Connect payment events go to the handlers of the intent's metadata.kind, and only on a connected account.
import type Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { CONNECT_PAYMENT_KINDS, connectPaymentHandler } from '../../src/server/stripe/connect-payments.ts';
import { EVENT_HANDLERS } from '../../src/server/stripe/webhook.ts';

const seen: string[] = [];
const event = (type: string, kind: string, account?: string) =>
  ({ id: 'evt_1', type, account, data: { object: { id: 'pi_1', metadata: { kind } } } }) as unknown as Stripe.Event;
const run = async (e: Stripe.Event) => (await connectPaymentHandler({} as Stripe, e))({} as never, () => {});

afterEach(() => {
  delete CONNECT_PAYMENT_KINDS.test_kind;
  seen.length = 0;
});

describe('connectPaymentHandler', () => {
  it('routes each payment event by metadata.kind; other kinds and platform events change nothing', async () => {
    CONNECT_PAYMENT_KINDS.test_kind = {
      'payment_intent.succeeded': async (_stripe, e) => async () => void seen.push(`paid ${e.account}`),
    };
    for (const type of ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.canceled'])
      expect(EVENT_HANDLERS[type]).toBe(connectPaymentHandler);
    await run(event('payment_intent.succeeded', 'test_kind', 'acct_1'));
    await run(event('payment_intent.payment_failed', 'test_kind', 'acct_1')); // no handler for it: nothing
    await run(event('payment_intent.succeeded', 'another_kind', 'acct_1'));
    await run(event('payment_intent.succeeded', 'test_kind')); // not on a connected account
    expect(seen).toEqual(['paid acct_1']);
  });
});
