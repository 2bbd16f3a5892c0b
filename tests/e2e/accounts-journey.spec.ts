import { expect, test } from '../fixtures/e2e-test.ts';
import { confirmSignUp, signupLink } from '../fixtures/confirm-signup.ts';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { subjectsTo } from '../fixtures/outbox-subjects.ts';
import { query, closeDb } from '../../src/server/db/client.ts';

// A real 1×1 PNG, so the uploaded thumbnails render.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.afterAll(async () => {
  await closeDb();
});

test('register with a referral code, pick FREE, submit the listing, see it on the dashboard', async ({ page }) => {
  test.setTimeout(90_000); // a long journey through five pages
  const email = `journey-${Date.now()}@example.ca`;
  await page.goto('/get-started?referral=demo-bakery');
  await expect(page.getByText('Step 1 of 2')).toBeVisible();
  await page.getByLabel('Business name').fill('Journey Test Bakery');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('Journey#2026');
  await page.getByRole('button', { name: 'Register account' }).click();
  // The same answer for every address: check your inbox; the emailed link signs in and goes on to checkout.
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await confirmSignUp(page, email);

  // Step 2: checkout, before a choice.
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await expect(page.getByText('Please select a pricing plan')).toBeVisible();
  await expect(page.getByText("Don't worry, you can always change your plan later.")).toBeVisible();

  // A paid plan shows its cart total (paying is accounts-payment.spec.ts; a server without Stripe keys
  // saying so plainly is tests/functions/checkout-subscription.test.ts).
  await page.getByRole('radio', { name: /^Web Hosting & AI Design/ }).check();
  await expect(page.getByText('Cart total: $15 CAD/month')).toBeVisible();

  // FREE: the listing form really saves.
  await page.getByRole('radio', { name: /^Community/ }).check();
  const form = page.getByRole('form', { name: 'Business listing' });
  await expect(form.getByLabel('Business display name')).toHaveValue('Journey Test Bakery');
  await form.getByLabel('Category').fill('Bakery');
  await form.getByLabel('Description').fill('Sourdough and butter tarts baked every morning.');
  await form.getByLabel('Phone number').fill('403-555-0142');
  await form.getByLabel('Street address').fill('4 Lakeshore Drive');
  await form.getByLabel('City').fill('Sylvan Lake');
  await form.getByLabel('Province or territory').selectOption({ label: 'Alberta' });
  await form.getByLabel('Postal code').fill('T4S 1A1');
  await form.getByLabel('Facebook page').fill('https://facebook.com/journeybakery');
  await form.getByLabel('Show hours of operation').check();
  await form.getByLabel('Open on Sunday').uncheck();
  await form.getByLabel('Add business images').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'counter.png', mimeType: 'image/png', buffer: PNG },
  ]);
  // Each photo is decoded by a background function (issue 42): on a loaded machine both can take a while.
  await expect(form.getByRole('img', { name: 'Business image 2' })).toBeVisible({ timeout: 45_000 });
  await form.getByLabel('Send me emails about my listing and Main Street news').check();
  await form.getByRole('button', { name: 'Submit Listing' }).click();
  // Issue 18: the owner lands on the dashboard with a confirmation, not under the form.
  await expect(page).toHaveURL(/\/dashboard\/?\?saved=listing$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your free listing is saved' })).toBeVisible();

  // Saved to the database, owned by the account, referred by the demo account's code.
  const [row] = await query<{
    business_rank: string;
    images: unknown[];
    email_opt_in: boolean;
    referrer: string;
    hours: Record<string, unknown>;
  }>(
    `SELECT l.business_rank, l.images, l.email_opt_in, r.referral_code AS referrer, l.hours
     FROM listings l JOIN businesses b ON b.id = l.owner_id LEFT JOIN businesses r ON r.id = b.referred_by
     WHERE b.business_email = $1`,
    [email],
  );
  expect(row).toMatchObject({
    business_rank: 'registered',
    email_opt_in: true,
    referrer: 'demo-bakery',
    hours: { sunday: null, monday: { open: '09:00', close: '17:00' } },
  });
  expect(row?.images).toHaveLength(2);

  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan.getByText('Community')).toBeVisible();
  await expect(plan.getByText('Active', { exact: true })).toBeVisible();
  await expect(plan.getByRole('link', { name: 'Manage my business' })).toHaveAttribute(
    'href',
    '/dashboard/my-business/',
  );
  const listing = page.getByRole('region', { name: 'Your listing' });
  await expect(listing.getByText('Journey Test Bakery')).toBeVisible();
  await expect(listing.getByText('4 Lakeshore Drive, Sylvan Lake, Alberta, T4S 1A1')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your account' }).getByText(email)).toBeVisible();

  // The same form edits it on /dashboard/my-business.
  await plan.getByRole('link', { name: 'Manage my business' }).click();
  const edit = page.getByRole('form', { name: 'Business listing' });
  await expect(edit.getByLabel('City')).toHaveValue('Sylvan Lake');
  await expect(edit.getByRole('img', { name: 'Business image 1' })).toBeVisible();
  await edit.getByLabel('Description').fill('Now with gluten-free loaves on Saturdays.');
  await edit.getByRole('button', { name: 'Save listing' }).click();
  await expect(edit.getByRole('status')).toContainText('live now');

  // Having chosen FREE, the home hero no longer asks for a plan.
  await page.goto('/');
  await expect(page.locator('#hero-account').getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

const SHOTS = process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results';

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `signup-${name}-${width}.png`), fullPage: true });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

test('a taken address gets the same page as a new one (its email says so); used and broken links get a clear page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const fresh = `fresh-${Date.now()}@example.ca`;
  const views: string[] = [];
  for (const email of ['demo@mainstreet.example', fresh]) {
    await page.goto('/get-started');
    await page.getByLabel('Business name').fill('Same Answer Bakery');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password').fill('Same#2026answer');
    await page.getByRole('button', { name: 'Register account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    // The local mailbox line is shown once its own request answers (enhance-account-form.ts): wait for it, not a race.
    await expect(page.locator('.check-inbox').getByText('Running locally without email')).toBeVisible();
    views.push((await page.locator('.check-inbox').innerText()).replace(email, '<email>'));
  }
  expect(views[0]).toBe(views[1]);
  await shoot(page, 'check-inbox');
  await expect.poll(() => subjectsTo('demo@mainstreet.example')).toContain('You already have a Main Street account');
  // 'Use another address' goes back to the form.
  await page.getByRole('button', { name: 'use another address' }).click();
  await expect(page.getByLabel('Business name')).toBeVisible();

  // The link works once: the second time it says so, with the ways on.
  await confirmSignUp(page, fresh);
  await expect(page).toHaveURL(/\/checkout\/?$/);
  await page.context().clearCookies();
  const link = new URL(await signupLink(fresh));
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('alert')).toContainText('This link was already used: your account is ready.');
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toBeVisible();
  await expect(page).toHaveURL(/\/confirm-account\/?$/); // the token left the address bar
  await shoot(page, 'link-used');
  await page.goto(`/confirm-account#token=${'x'.repeat(43)}`);
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
  await page.goto('/confirm-account');
  await expect(page.getByRole('alert')).toContainText('This link is not complete.');
});
