// Publishing from the editor (issue 27, point 2): the editor says 'Draft, not live yet' or 'Live' and
// lists what changed since the live version; its Publish button goes through the same server call as
// /dashboard/website (which still lists the versions), and the live site shows the edit.
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';
import { generateDraft } from '../fixtures/generate-draft.ts';

const SHOTS = process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results';

const FIELDS: Record<string, string> = {
  websiteType: 'lawyer',
  businessSubCategory: 'wills-and-estates',
  headerType: 'Non-Transparent',
  footerType: 'Dual-Section',
  primaryColor: '#1f3a5f',
  secondaryColor: '#f2a900',
  darkFontColor: '#000000',
  lightFontColor: '#ffffff',
  headingFont: 'Merriweather',
  contentFont: 'Lato',
  selectedPages: JSON.stringify(['home', 'services', 'about', 'contact']),
  selectedServices: JSON.stringify(['consultations', 'wills-and-powers-of-attorney']),
  businessName: 'Birch Lane Law',
  businessBriefExplaination:
    'A small practice helping families in Red Deer with wills, estates and powers of attorney.',
  contactNumber: '+1 403-555-0111',
  contactEmail: 'hello@birchlane.example.ca',
};

const status = (page: Page) => page.getByRole('heading', { name: /^Website status:/ });
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible({ timeout: 15_000 });

test('an owner publishes from the editor and sees what is live', async ({ page }) => {
  test.setTimeout(180_000);
  await routeStripeStandIns(page);
  await registerAndConfirm(page, {
    business_name: 'Birch Lane Law',
    business_email: `editor-publish-${Date.now()}@example.ca`,
    business_password: 'BirchLane#2026ok',
  });
  await generateDraft(page.request, FIELDS);

  // Before paying: a draft, and the plan it needs to go live.
  await page.goto('/dashboard/web-hosting');
  await expect(
    page.getByText('Your edits are saved as a draft as you type; visitors see them only after you publish.'),
  ).toBeVisible();
  await expect(status(page)).toHaveText('Website status: Draft, not live yet');
  await expect(page.getByText('Your website has not been published yet.')).toBeVisible();
  await expect(page.getByText(/Publishing needs the Web Hosting & AI Design plan/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  await expect(page.getByText('Your site shows the name “Birch Lane Law”, from your directory listing')).toBeVisible();

  await page.goto('/checkout');
  await page.getByRole('radio', { name: /^Web Hosting & AI Design/ }).check();
  await page.getByLabel('Cardholder name').fill('Avery Birch');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 30_000 });

  // First publish, from the editor.
  await page.goto('/dashboard/web-hosting');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version 1 is live at/ })).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).toHaveText('Website status: Live');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();
  const address = (await page.getByRole('link', { name: 'Open your live site' }).getAttribute('href'))!;

  // An edit: a draft again, naming what changed.
  await page.getByLabel('Headline', { exact: true }).fill('Wills and estates, explained plainly');
  await saved(page);
  await expect(status(page)).toHaveText('Website status: Draft, not live yet');
  await expect(page.getByText('Version 1 is live without this change:')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Home page: headline and welcome' })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/editor-publish-draft-${width}.png`, fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Version 2 is live at/ })).toBeVisible({ timeout: 30_000 });
  await expect(status(page)).toHaveText('Website status: Live');
  await expect(page.getByText('Version 2 is live and shows everything here.')).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/editor-publish-live-${width}.png`, fullPage: false });
  }

  // The same versions on /dashboard/website (rollback and domains stay there).
  await page.goto('/dashboard/website');
  await expect(page.getByRole('button', { name: 'Make version 1 live' })).toBeVisible();

  // The live site shows the edit, under the one name.
  const live = await page.goto(address);
  expect(live!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wills and estates, explained plainly');
  await expect(page).toHaveTitle(/^Birch Lane Law \| /);
});
