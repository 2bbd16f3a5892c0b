// The owner's Orders page (issue 40) in Chromium: an order seeded into the demo business by a test fixture (paid in
// test mode on a connected account of the local Stripe server, through the real SDK), which the demo owner accepts,
// marks ready (the customer's email reaches the local mailbox) and refunds one item of, through Stripe. The order is
// deleted afterwards. Screenshots of the list and the order at 390 and 1366 px go to .data/shots.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { subjectsTo } from '../fixtures/outbox-subjects.ts';
import { TEST_MODE_SECRET_KEY } from '../../src/server/stripe/test-mode/constants.ts';
import { insertOrder, paidOnConnectedAccount, priceOrder, type FixtureOrder } from '../fixtures/shop-orders.ts';

const SHOTS = '.data/shots';
const DEMO = { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' };
const CUSTOMER = `orders-e2e-${Date.now()}@example.ca`;
let order: { id: string; number: number; total: number };

/** The local Stripe server `npm test` runs, through the real SDK; onboarding completed on its local page. */
function localStripe(): { stripe: Stripe; activate: (account: string) => Promise<void> } {
  const api = new URL(process.env.E2E_STRIPE_API ?? '');
  const stripe = new Stripe(TEST_MODE_SECRET_KEY, { host: api.hostname, port: Number(api.port), protocol: 'http' });
  const activate = async (account: string) => {
    const back = 'http://localhost/dashboard/';
    const link = await stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      refresh_url: back,
      return_url: back,
    });
    const form = new URLSearchParams({ outcome: 'complete' });
    // The link is the site's own address for the local onboarding page (/_local/stripe/...), served by its front door.
    await fetch(new URL(link.url, process.env.E2E_BASE_URL), { method: 'POST', body: form, redirect: 'manual' });
  };
  return { stripe, activate };
}

test.beforeAll(async () => {
  const [demo] = await query<{ id: string }>('SELECT id FROM businesses WHERE lower(business_email) = $1', [
    DEMO.business_email,
  ]);
  const fixture: FixtureOrder = {
    businessId: demo!.id,
    customerEmail: CUSTOMER,
    customerName: 'Ada Tremblay',
    lines: [
      { name: 'Latte', unitPriceCents: 500, quantity: 2, choices: 'Large, oat milk' },
      { name: 'Croissant', unitPriceCents: 350, quantity: 1 },
    ],
  };
  const { stripe, activate } = localStripe();
  order = await insertOrder(fixture, await paidOnConnectedAccount(stripe, priceOrder(fixture).total, activate));
});

test.afterAll(async () => {
  if (order) await query('DELETE FROM orders WHERE id = $1', [order.id]);
  await closeDb();
});

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `orders-${name}-${width}.png`), fullPage: true });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('the demo owner accepts an order, marks it ready (the customer is emailed) and refunds one item', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect((await page.request.post('/api/business/login', { data: DEMO })).status()).toBe(200);
  await page.goto('/dashboard/orders/');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const entry = page.getByRole('button', { name: new RegExp(`^Order ${order.number}\\b`) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('New');
  await shoot(page, 'list');

  await entry.click();
  const detail = page.getByRole('article', { name: new RegExp(`Order ${order.number}`) });
  await expect(detail.getByText('HST (13%)')).toBeVisible();
  await expect(detail.getByRole('link', { name: CUSTOMER })).toBeVisible();
  await detail.getByRole('button', { name: 'Accept' }).click();
  await expect(detail.getByRole('status')).toHaveText('Accepted.');
  await detail.getByRole('button', { name: 'Mark ready' }).click();
  await expect(detail.getByRole('status')).toHaveText('Marked ready: the customer is emailed.');
  await expect.poll(() => subjectsTo(CUSTOMER)).toContain(`Your order ${order.number} is ready for pickup`);

  // One croissant back: $3.50 and its 13% HST, through Stripe.
  await detail.getByRole('spinbutton', { name: /^Croissant/ }).fill('1');
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(detail.getByRole('form', { name: 'Refund' }).getByRole('status')).toHaveText(
    'Refunded: the customer is emailed.',
  );
  await expect(detail.getByText('$3.96 refunded')).toBeVisible();
  await expect(detail.getByText('1 refunded')).toBeVisible();
  await expect.poll(() => subjectsTo(CUSTOMER).length).toBe(2);
  const [row] = await query<{ status: string; refunded_cents: number }>(
    'SELECT status, refunded_cents FROM orders WHERE id = $1',
    [order.id],
  );
  expect(row).toEqual({ status: 'ready', refunded_cents: 396 });
  await shoot(page, 'order');
});
