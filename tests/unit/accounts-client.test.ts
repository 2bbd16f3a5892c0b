import { describe, expect, it } from 'vitest';
import { requestJson } from '../../src/features/register/account-api.ts';

// Spec §8, word for word.
const NETWORK_ERROR = 'Unable to connect to server. Please retry in five minutes.';
import {
  forgetReferral,
  referralFromSearch,
  referralLink,
  rememberReferral,
  storedReferral,
  REFERRAL_KEY,
} from '../../src/features/register/referral.ts';
import { confirmRank } from '../../src/features/checkout/payment-flow.ts';
import { CHECKOUT_OPTIONS, cartTotal } from '../../src/features/checkout/checkout.ts';
import { PLANS, formatPlanPrice } from '../../src/features/plans/plans.ts';
import {
  emptyListingState,
  listingBody,
  listingStateFrom,
  validateListing,
} from '../../src/features/listing-form/listing-form.ts';
import { listingFormSchema } from '../../src/schemas/listing-form.ts';

const reply = (status: number, body: unknown) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('account calls from islands (§8 error mapping)', () => {
  it('maps a network failure and a server failure to the one connection message', async () => {
    const offline = await requestJson('/api/x', { body: {} }, async () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    expect(offline).toMatchObject({ ok: false, status: 0, message: NETWORK_ERROR });
    const crashed = await requestJson(
      '/api/x',
      { body: {} },
      reply(500, { error: { code: 'internal', message: 'Something went wrong on our side. Reference: 1' } }),
    );
    expect(crashed).toMatchObject({ ok: false, message: NETWORK_ERROR });
    const html = await requestJson('/api/x', {}, async () => new Response('<html>', { status: 502 }));
    expect(html).toMatchObject({ ok: false, message: NETWORK_ERROR });
  });
  it('shows a server message above the form and validation messages under their fields', async () => {
    expect(
      await requestJson('/api/x', { body: {} }, reply(401, { error: { code: 'bad_credentials', message: 'Wrong.' } })),
    ).toMatchObject({ ok: false, message: 'Wrong.', fields: {} });
    const invalid = await requestJson(
      '/api/x',
      { body: {} },
      reply(400, {
        error: { code: 'validation_failed', message: 'business_name: x', fields: { business_name: ['x', 'y'] } },
      }),
    );
    expect(invalid).toMatchObject({ ok: false, message: '', fields: { business_name: 'x' } });
  });
  it('sends JSON with credentials', async () => {
    let seen: RequestInit | undefined;
    await requestJson('/api/x', { body: { a: 1 } }, async (_url, init) => {
      seen = init;
      return new Response('{}');
    });
    expect(seen).toMatchObject({ method: 'POST', credentials: 'include', body: '{"a":1}' });
  });
});

describe('referral codes in the browser', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  };
  it('keeps the code of the link as referral_id, until forgotten', () => {
    const store = memory();
    rememberReferral('?referral=Demo-Bakery', store);
    expect(store.map.get(REFERRAL_KEY)).toBe('demo-bakery');
    rememberReferral('?utm=x', store); // no code: the kept one stays
    expect(storedReferral(store)).toBe('demo-bakery');
    forgetReferral(store);
    expect(storedReferral(store)).toBeUndefined();
  });
  it('ignores codes that cannot be codes', () => {
    expect(referralFromSearch('?referral=%3Cscript%3E')).toBeUndefined();
    expect(referralFromSearch('?ref=abc1')).toBe('abc1');
    expect(referralLink('https://mainstreet.example', 'demo-bakery')).toBe(
      'https://mainstreet.example/get-started?referral=demo-bakery',
    );
  });
});

describe('payment flow', () => {
  it('retries update-rank briefly while Stripe has not marked the subscription active', async () => {
    const answers = [
      reply(409, { error: { code: 'payment_incomplete', message: 'not yet' } }),
      reply(200, { status: 200, token: true, auth: { rank: 'complete' } }),
    ];
    let calls = 0;
    const result = await confirmRank(
      'sub_1',
      async () => answers[calls++]!(),
      async () => undefined,
    );
    expect(calls).toBe(2);
    expect(result).toMatchObject({ ok: true, data: { auth: { rank: 'complete' } } });
  });
  it('offers the free plan and the two paid plans, named and priced by plans.ts (issue 18)', () => {
    expect(CHECKOUT_OPTIONS.map((o) => [o.title, o.price])).toEqual(PLANS.map((p) => [p.name, formatPlanPrice(p)]));
    expect(CHECKOUT_OPTIONS.map((o) => o.price)).toEqual(['Free', '$15 CAD/month', '$45 CAD/month']);
    expect(cartTotal('web-hosting')).toBe('$15 CAD/month');
    expect(cartTotal('complete')).toBe('$45 CAD/month');
  });
});

describe('listing form state', () => {
  it('turns the form state into the schema body, hours only when shown', () => {
    const state = {
      ...emptyListingState('Maple'),
      city: 'Banff',
      state_code: 'AB',
      facebook: 'https://facebook.com/maple',
    };
    expect(listingBody(state).hours).toEqual({});
    const withHours = { ...state, showHours: true };
    const body = listingBody(withHours);
    expect(body.hours).toMatchObject({ monday: { open: '09:00', close: '17:00' }, sunday: null });
    const parsed = listingFormSchema.parse(body);
    expect(listingStateFrom(parsed)).toMatchObject({
      showHours: true,
      facebook: 'https://facebook.com/maple',
      hours: { sunday: { open: false } },
    });
  });
  it('names errors by form field', () => {
    const result = validateListing({
      ...emptyListingState(''),
      facebook: 'nope',
      showHours: true,
      hours: { ...emptyListingState().hours, monday: { open: true, from: '', to: '17:00' } },
    });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors).toMatchObject({
        business_name: 'Please enter the name customers know your business by.',
        city: 'Please enter your city.',
        facebook: 'Please enter a full link such as https://facebook.com/yourbusiness',
        'hours.monday.open': 'Please enter a time such as 09:00.',
      });
    }
  });
});
