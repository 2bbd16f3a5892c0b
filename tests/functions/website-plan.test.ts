import { beforeAll, describe, expect, it } from 'vitest';
import webhook from '../../functions/stripe-webhook.mts';
import createSubscription from '../../functions/commerce-create-subscription.mts';
import portalFn from '../../functions/commerce-billing-portal.mts';
import statusFn from '../../functions/website.mts';
import publishFn from '../../functions/website-publish.mts';
import { query } from '../../src/server/db/client.ts';
import { getEnv } from '../../src/server/env.ts';
import { getStripe } from '../../src/server/stripe/client.ts';
import { setupStripeCatalog } from '../../src/server/stripe/setup.ts';
import { setupPortalConfiguration } from '../../src/server/stripe/portal.ts';
import { call } from './helpers.ts';
import { registerAccount, type TestAccount } from './accounts-helpers.ts';
import { useStripeStandIn } from './stripe-env.ts';
import { api, makeDraft, visit } from './website-helpers.ts';

const stripe = useStripeStandIn();
let portalConfiguration = '';
let portalPrices: { product: string; price: string }[] = [];
beforeAll(async () => {
  process.env.SCREENSHOTS = 'off';
  const lines = await setupStripeCatalog(getStripe());
  portalPrices = lines.map((l) => ({ product: l.productId, price: l.priceId }));
  portalConfiguration = (await setupPortalConfiguration(getStripe(), portalPrices)).id;
});

const deliver = (d: { payload: string; signature: string }) =>
  call(webhook, '/api/stripe/webhook', {
    method: 'POST',
    body: d.payload,
    headers: { 'stripe-signature': d.signature, 'content-type': 'application/json' },
  });
async function pay(account: TestAccount, plan: 'web-hosting' | 'complete'): Promise<string> {
  const res = await call(createSubscription, '/api/commerce/create-subscription', {
    method: 'POST',
    json: { plan },
    headers: { cookie: account.cookie },
  });
  const sub = (res.body as { subscriptionId: string }).subscriptionId;
  await deliver(stripe.current.delivery('invoice.paid', stripe.current.pay(sub)));
  return sub;
}
const status = async (a: TestAccount) => (await api(statusFn, '/api/website', a.cookie)).body;

async function publishedSite(name: string): Promise<{ owner: TestAccount; slug: string; sub: string }> {
  const owner = await registerAccount({}, name);
  const sub = await pay(owner, 'complete');
  await makeDraft(owner.cookie, { businessName: name });
  const published = await api(publishFn, '/api/website/publish', owner.cookie, { json: {} });
  expect(published.status).toBe(200);
  return { owner, sub, slug: published.body.status.site.slug };
}

describe('the plan behind a live website', () => {
  it('opens the Stripe Customer Portal for the owner’s own customer only', async () => {
    // stripe:setup's portal configuration: plan switches between both prices, prorated; cancellation; card updates.
    const configuration = stripe.current.portalConfigurations.get(portalConfiguration)!;
    expect(configuration.features).toMatchObject({
      payment_method_update: { enabled: 'true' },
      subscription_cancel: { enabled: 'true' },
      subscription_update: {
        enabled: 'true',
        proration_behavior: 'create_prorations',
        default_allowed_updates: ['price'],
      },
    });
    expect(configuration.features.subscription_update.products).toHaveLength(2);
    const again = await setupPortalConfiguration(getStripe(), portalPrices);
    expect(again).toEqual({ id: portalConfiguration, action: 'updated' });

    const newcomer = await registerAccount({}, 'Portal Newcomer');
    const none = await api(portalFn, '/api/commerce/billing-portal', newcomer.cookie, { json: {} });
    expect(none.status).toBe(409);
    expect(none.body.error.code).toBe('no_billing');
    expect((await api(portalFn, '/api/commerce/billing-portal', undefined, { json: {} })).status).toBe(401);

    const owner = await registerAccount({}, 'Portal Owner');
    await pay(owner, 'web-hosting');
    const res = await api(portalFn, '/api/commerce/billing-portal', owner.cookie, { json: {} });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${stripe.current.port}/portal/bps_`));
    const [customer] = await query<{ stripe_customer_id: string }>(
      'SELECT stripe_customer_id FROM businesses WHERE id = $1',
      [owner.id],
    );
    expect(stripe.current.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/billing_portal/sessions',
      body: {
        customer: customer!.stripe_customer_id,
        return_url: `${getEnv().siteUrl}/dashboard`,
        configuration: portalConfiguration,
      },
    });
    const page = await fetch(res.body.url);
    expect(await page.text()).toContain('Cancel plan');
  });

  it('pauses the live site when the plan is cancelled, keeps everything, and brings it back when the owner pays again', async () => {
    const { owner, slug, sub } = await publishedSite(`Paused Pottery ${Date.now()}`);
    expect((await visit(`${slug}.localhost`)).status).toBe(200);

    // Cancelled in the portal (at the end of the period), then the period ends: Stripe ends the subscription and tells us by webhook.
    const portal = await api(portalFn, '/api/commerce/billing-portal', owner.cookie, { json: {} });
    const cancelled = await fetch(`${portal.body.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(stripe.current.subscriptions.get(sub)).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await fetch(`${portal.body.url}/end-period`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect(stripe.current.subscriptions.get(sub)!.status).toBe('canceled');
    expect(
      (await deliver(stripe.current.delivery('customer.subscription.deleted', stripe.current.subscriptions.get(sub)!)))
        .status,
    ).toBe(200);

    const paused = await visit(`${slug}.localhost`, '/about/');
    expect(paused.status).toBe(503);
    expect(paused.body).toContain('temporarily unavailable');
    expect(paused.headers.get('cache-control')).toBe('no-store');
    const seen = await status(owner);
    expect(seen.site.paused).toMatchObject({
      reason: 'cancelled',
      message: expect.stringContaining('cancelled'),
      restore: expect.stringContaining('90 days'),
    });
    expect(seen.versions).toHaveLength(1);
    expect((await api(publishFn, '/api/website/publish', owner.cookie, { json: {} })).status).toBe(402);

    // Paying again brings the same site back, same version.
    await pay(owner, 'web-hosting');
    const back = await visit(`${slug}.localhost`);
    expect(back.status).toBe(200);
    expect(back.body).toContain('Paused Pottery');
    expect((await status(owner)).site).toMatchObject({ live_version: 1, paused: null });
  });

  it('pauses the site when a renewal payment fails, and says so to the owner', async () => {
    const { owner, slug, sub } = await publishedSite(`Failing Florist ${Date.now()}`);
    await deliver(stripe.current.delivery('invoice.payment_failed', stripe.current.renew(sub, 'failed')));
    expect((await visit(`${slug}.localhost`)).status).toBe(503);
    expect((await status(owner)).site.paused).toMatchObject({
      reason: 'payment-failed',
      message: expect.stringContaining('payment did not go through'),
    });
  });
});
