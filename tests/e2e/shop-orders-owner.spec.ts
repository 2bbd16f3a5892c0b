// A whole order (issue 40) in Chromium, through the real functions and the local Stripe test mode: a visitor on the
// demo café's LIVE website (its own origin, http://{slug}.localhost:{PORT}) adds two items from its Menu page to the
// cart (the site's assets/cart.js, calling the platform's API across origins), chooses pickup and pays with 4242 on
// the platform's pay page; the confirmation shows the GST line and the email reaches the local mailbox. Then the
// demo owner finds THAT order in Orders, accepts it, marks it ready (the customer is emailed) and refunds one item
// (the customer is emailed again). Screenshots at 390 and 1366 px go to .data/shots; none may scroll sideways.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { subjectsTo } from '../fixtures/outbox-subjects.ts';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';

const SHOTS = '.data/shots';
const DEMO = { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' };
const CUSTOMER = `live-order-${Date.now()}@example.ca`;

test.afterAll(async () => {
  await query('DELETE FROM orders WHERE customer_email = $1', [CUSTOMER]);
  await closeDb();
});

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
    const sideways = await page.evaluate(() => {
      const scroll = (e: Element) => e.scrollWidth - e.clientWidth;
      const dialog = document.querySelector('dialog[open]');
      return Math.max(scroll(document.documentElement), dialog ? scroll(dialog) : 0);
    });
    expect(sideways, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

test('a visitor orders from the demo café’s live Menu page and pays; its owner accepts, readies and refunds', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [site] = await query<{ slug: string; name: string }>(
    `SELECT w.slug, b.business_name AS name FROM websites w JOIN businesses b ON b.id = w.business_id
     WHERE lower(b.business_email) = $1 AND w.live_version IS NOT NULL`,
    [DEMO.business_email],
  );
  expect(site, 'the demo website is published by the seed').toBeDefined();
  const platform = new URL(baseURL!).origin;
  const live = `http://${site!.slug}.localhost:${new URL(baseURL!).port}`;

  // The visitor: a browser of their own, without the test run's X-Forwarded-For (a header a real browser never
  // adds, which the live site's cross-origin calls would have to ask the platform's CORS for).
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: {} });
  const visitor = await context.newPage();
  await visitor.goto(`${live}/menu/`);
  await expect(visitor.getByRole('heading', { name: 'Menu', level: 1 })).toBeVisible();
  await expect(visitor.getByText('$3.25')).toBeVisible();
  await shoot(visitor, 'live-menu');
  await visitor.getByRole('button', { name: 'Add: Latte' }).click();
  await expect(visitor.getByRole('button', { name: 'Your order (1)' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Add: Butter croissant' }).click();
  await visitor.getByRole('button', { name: 'Your order (2)' }).click();
  const cart = visitor.getByRole('dialog', { name: 'Your order' });
  await expect(cart.getByText('Size: Small, Milk: Whole milk')).toBeVisible();
  await expect(cart.getByText('Subtotal (estimate): $7.75')).toBeVisible();
  await expect(cart.getByRole('radio', { name: 'Pickup' })).toBeChecked();
  // The pickup times came from the platform (GET /api/shop/pickup-times, across origins).
  await expect(cart.getByRole('combobox', { name: 'Pickup time' }).getByRole('option').first()).not.toHaveText(
    'Loading pickup times…',
  );
  await expect(cart.getByText('Pickup times could not be loaded', { exact: false })).toHaveCount(0);
  await cart.getByRole('textbox', { name: 'Name' }).fill('Ada Tremblay');
  await cart.getByRole('textbox', { name: 'Email' }).fill(CUSTOMER);
  await shoot(visitor, 'live-cart');
  await routeStripeStandIns(visitor);
  await cart.getByRole('button', { name: 'Continue to payment' }).click();

  // The platform's pay page: 4.50 + 3.25 = 7.75; GST 5% (Alberta) = 0.39; 8.14.
  await expect(visitor.getByRole('heading', { name: 'Pay for your order' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(visitor.url()).origin).toBe(platform);
  await expect(visitor.getByRole('button', { name: 'Pay $8.14' })).toBeVisible();
  await shoot(visitor, 'live-pay');
  await visitor.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await visitor.getByRole('textbox', { name: 'Expiry (MM / YY)' }).fill('12 / 34');
  await visitor.getByRole('textbox', { name: 'CVC' }).fill('123');
  await visitor.getByRole('button', { name: /^Pay/ }).click();
  await expect(visitor.getByRole('heading', { name: 'Thank you: your order is paid.' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(visitor.getByText('Paid: the business has your order.')).toBeVisible({ timeout: 20_000 });
  await expect(visitor.getByRole('rowheader', { name: /GST \(5%\)/ })).toBeVisible();
  await expect(visitor.getByText(/123456789 ?RT0001/)).toBeVisible();
  await expect(visitor.getByRole('row', { name: /Total \$8\.14/ })).toBeVisible();
  await shoot(visitor, 'live-confirmation');
  await context.close();

  const [order] = await query<{ id: string; number: number; source: string; status: string }>(
    'SELECT id, number, source, status FROM orders WHERE customer_email = $1',
    [CUSTOMER],
  );
  expect(order).toMatchObject({ source: 'website', status: 'new' });
  await expect.poll(() => subjectsTo(CUSTOMER)).toContain(`Your order ${order!.number} from ${site!.name}`);

  // The owner, on the platform.
  expect((await page.request.post('/api/business/login', { data: DEMO })).status()).toBe(200);
  await page.goto('/dashboard/orders/');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const entry = page.getByRole('button', { name: new RegExp(`^Order ${order!.number}\\b`) });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('New');
  await shoot(page, 'orders-list');
  await entry.click();
  const detail = page.getByRole('article', { name: new RegExp(`Order ${order!.number}`) });
  await expect(detail.getByText('GST (5%)')).toBeVisible();
  await expect(detail.getByRole('link', { name: CUSTOMER })).toBeVisible();
  await detail.getByRole('button', { name: 'Accept' }).click();
  await expect(detail.getByRole('status')).toHaveText('Accepted.');
  await detail.getByRole('button', { name: 'Mark ready' }).click();
  await expect(detail.getByRole('status')).toHaveText('Marked ready: the customer is emailed.');
  await expect.poll(() => subjectsTo(CUSTOMER)).toContain(`Your order ${order!.number} is ready for pickup`);

  // The croissant back: $3.25 and its 5% GST ($0.16), through Stripe.
  await detail.getByRole('spinbutton', { name: /^Butter croissant/ }).fill('1');
  await detail.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(detail.getByRole('form', { name: 'Refund' }).getByRole('status')).toHaveText(
    'Refunded: the customer is emailed.',
  );
  await expect(detail.getByText('$3.41 refunded')).toBeVisible();
  await expect(detail.getByText('· 1 refunded')).toBeVisible();
  await expect
    .poll(() => subjectsTo(CUSTOMER))
    .toContain(`${site!.name} refunded $3.41 on your order ${order!.number}`);
  const [row] = await query<{ status: string; refunded_cents: number }>(
    'SELECT status, refunded_cents FROM orders WHERE id = $1',
    [order!.id],
  );
  expect(row).toEqual({ status: 'ready', refunded_cents: 341 });
  await shoot(page, 'orders-order');
});
