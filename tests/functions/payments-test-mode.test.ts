// Local test mode (issue 26): on only without Stripe keys and off Netlify; real keys turn it off; on
// Netlify it refuses with a [config] line and every payment call says plainly that payments are off.
// With test mode on, the same functions drive the local Stripe-compatible server through the real SDK.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import initCheckout from '../../functions/commerce-init-checkout.mts';
import createSubscription from '../../functions/commerce-create-subscription.mts';
import billingPortal from '../../functions/commerce-billing-portal.mts';
import choosePlan from '../../functions/business-choose-free-plan.mts';
import { call } from './helpers.ts';
import { registerAccount } from './accounts-helpers.ts';
import { query } from '../../src/server/db/client.ts';
import { getEnv, resetEnvCache } from '../../src/server/env.ts';
import { clearPriceCache } from '../../src/server/stripe/prices.ts';
import { paymentsMode, PAYMENTS_OFF_ON_NETLIFY } from '../../src/server/stripe/payments-mode.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';
import { startStripeStandIn, type StandIn } from '../../src/server/stripe/test-mode/stand-in.ts';
import { TEST_MODE_STRIPE_JS } from '../../src/server/stripe/test-mode/constants.ts';
import { checkoutConfigSchema } from '../../src/schemas/checkout.ts';

const KEYS = [
  'STRIPE_SECRET_KEY',
  'PUBLIC_STRIPE_PUBLISHABLE_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
  'STRIPE_TEST_MODE_API',
  'STRIPE_TEST_MODE_WEBHOOK_SECRET',
  'NETLIFY',
  'CONTEXT',
  'NETLIFY_DEV',
];
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
let server: StandIn;

function setEnv(values: Record<string, string>): void {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, values);
  resetEnvCache();
  clearPriceCache();
}

beforeAll(async () => {
  server = await startStripeStandIn({ keys: 'test-mode' });
  setEnv(server.testModeEnv);
  await setupStripeCatalog(getStripe());
});
afterEach(() => setEnv(server.testModeEnv));
afterAll(async () => {
  for (const [k, v] of Object.entries(saved))
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  resetEnvCache();
  clearPriceCache();
  await server.close();
});

describe('which payments run', () => {
  it('test mode without keys, off Netlify, when npm start runs the local server', () => {
    expect(paymentsMode()).toMatchObject({
      kind: 'test',
      secretKey: 'sk_test_local_mode',
      stripeJsUrl: TEST_MODE_STRIPE_JS,
    });
  });

  it('real keys turn test mode off', () => {
    setEnv({ ...server.testModeEnv, STRIPE_SECRET_KEY: 'sk_test_real', PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_real' });
    expect(paymentsMode()).toMatchObject({ kind: 'live', secretKey: 'sk_test_real', stripeJsUrl: null });
  });

  it('without keys and without the local server, payments are simply off', () => {
    setEnv({});
    expect(paymentsMode().kind).toBe('off');
  });

  it('on Netlify without keys it refuses test mode with a [config] line, and checkout says payments are off', async () => {
    const account = await registerAccount();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const secretBefore = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = getEnv().sessionSecret; // required on Netlify; the same one signed the session
    setEnv({ ...server.testModeEnv, NETLIFY: 'true', CONTEXT: 'production' });
    const config = await call(initCheckout, '/api/commerce/init-checkout', { headers: { cookie: account.cookie } });
    expect(config.body).toMatchObject({
      configured: false,
      test_mode: false,
      publishable_key: null,
      stripe_js_url: null,
      message: PAYMENTS_OFF_ON_NETLIFY,
    });
    const started = await call(createSubscription, '/api/commerce/create-subscription', {
      method: 'POST',
      json: { plan: 'web-hosting' },
      headers: { cookie: account.cookie },
    });
    expect(started).toMatchObject({
      status: 503,
      body: { error: { code: 'payments_not_configured', message: PAYMENTS_OFF_ON_NETLIFY } },
    });
    expect(
      errors.mock.calls.some(([line]) => String(line).startsWith('[config] STRIPE_SECRET_KEY is not set on Netlify')),
    ).toBe(true);
    expect(server.subscriptions.size).toBe(0);
    errors.mockRestore();
    if (secretBefore === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = secretBefore;
  });

  it('netlify dev (NETLIFY_DEV) is local: test mode stays on', () => {
    setEnv({ ...server.testModeEnv, NETLIFY: 'true', NETLIFY_DEV: 'true' });
    expect(paymentsMode().kind).toBe('test');
  });
});

describe('the same server code in test mode', () => {
  it('checkout says test mode and serves the local Stripe.js, then starts a real subscription on the local server', async () => {
    const account = await registerAccount();
    const config = await call(initCheckout, '/api/commerce/init-checkout', { headers: { cookie: account.cookie } });
    expect(checkoutConfigSchema.parse(config.body)).toMatchObject({
      configured: true,
      test_mode: true,
      publishable_key: 'pk_test_local_mode',
      stripe_js_url: TEST_MODE_STRIPE_JS,
      message: null,
    });
    const started = await call(createSubscription, '/api/commerce/create-subscription', {
      method: 'POST',
      json: { plan: 'web-hosting' },
      headers: { cookie: account.cookie },
    });
    expect(started.status).toBe(200);
    const { subscriptionId } = started.body as { subscriptionId: string };
    expect(server.subscriptions.get(subscriptionId)?.status).toBe('incomplete');
  });

  it('the demo account keeps its Complete plan and gets a test subscription to open the portal with', async () => {
    const account = await registerAccount({}, 'Demo Portal Cafe');
    await query("UPDATE businesses SET is_demo = true, rank = 'complete' WHERE id = $1", [account.id]);
    const res = await call(billingPortal, '/api/commerce/billing-portal', {
      method: 'POST',
      json: {},
      headers: { cookie: account.cookie },
    });
    expect(res.status).toBe(200);
    expect((res.body as { url: string }).url).toMatch(/\/portal\/bps_\w+$/);
    const [row] = await query<{ rank: string; plan: string; status: string }>(
      'SELECT b.rank, s.plan, s.status FROM businesses b JOIN subscriptions s ON s.business_id = b.id WHERE b.id = $1',
      [account.id],
    );
    expect(row).toEqual({ rank: 'complete', plan: 'complete', status: 'active' });
  });

  it('an ordinary account with no paid plan is told so by the portal, not sent to a dead end', async () => {
    const account = await registerAccount();
    const res = await call(billingPortal, '/api/commerce/billing-portal', {
      method: 'POST',
      json: {},
      headers: { cookie: account.cookie },
    });
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'no_billing' } } });
  });

  it('choosing the free plan sends the account to the dashboard from now on', async () => {
    const account = await registerAccount();
    const res = await call(choosePlan, '/api/business/choose-free-plan', {
      method: 'POST',
      json: {},
      headers: { cookie: account.cookie },
    });
    expect(res.status).toBe(200);
    expect((res.body as { auth: { rank: string; bloc_services: string[] } }).auth).toMatchObject({
      rank: 'registered',
      bloc_services: ['community-plan'],
    });
  });
});
