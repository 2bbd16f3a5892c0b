// A visitor reviews and messages a business from its listing page; an admin approves the review;
// after a rebuild the listing shows the new rating and count; the owner sees the lead on /dashboard.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import AxeBuilder from '@axe-core/playwright';
import { closeDb, query } from '../../src/server/db/client.ts';
import { createSessionToken } from '../../src/server/auth/session.ts';
import { directoryPath } from '../../src/shared/locations.ts';

const BIN = path.resolve('node_modules/.bin');
const run = (args: string[]) =>
  execFileSync(path.join(BIN, 'tsx'), args, {
    env: { ...process.env, PATH: `${BIN}:${process.env.PATH}` },
    encoding: 'utf8',
    timeout: 90_000,
  });

/** Opens the listing popup (the island loads on the first click). */
async function openPopup(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.afterAll(async () => {
  await closeDb();
});

test('review and message from a listing, moderation, rebuild, owner inbox', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  // A claimed listing with a few approved reviews: its owner will get the lead.
  const [listing] = await query<{
    id: string;
    business_name: string;
    owner_id: string;
    country_code: string;
    state_code: string;
    city_slug: string;
    business_unique_id: string;
    sum: number;
    count: number;
  }>(
    `SELECT l.id, l.business_name, l.owner_id, l.country_code, l.state_code, l.city_slug, l.business_unique_id,
        coalesce(sum(r.rating), 0)::int AS sum, count(r.id)::int AS count
     FROM listings l LEFT JOIN reviews r ON r.listing_id = l.id AND r.status = 'approved'
     WHERE l.owner_id IS NOT NULL GROUP BY l.id HAVING count(r.id) BETWEEN 1 AND 5 ORDER BY l.business_unique_id LIMIT 1`,
  );
  expect(listing, 'a seeded claimed listing with reviews').toBeTruthy();
  const url = directoryPath(listing!);
  const reviewText = `The line was long and my order was wrong, sadly (${suffix}).`;
  const expected = (Math.round(((listing!.sum + 1) * 100) / (listing!.count + 1)) / 100).toFixed(2);

  // 1. The visitor posts a review (1 star, so the average moves) from the listing page.
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(listing!.business_name);
  const dialog = await openPopup(page, 'Add a review', 'Post Review');
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expect(dialog.getByText('Rating must be at least 1')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialog.getByLabel('First name').fill('Margot');
  await dialog.getByLabel('Last name').fill(`Reviewer ${suffix}`);
  await dialog.getByLabel('Email').fill('margot@');
  await dialog.getByRole('radio', { name: '1 star', exact: true }).check({ force: true });
  await dialog.getByLabel('Your review').fill(reviewText);
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await dialog.getByLabel('Email').fill(`margot-${suffix}@example.ca`);
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog.getByText('Your review has been submitted and will appear once approved.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // 2. …and a message.
  const messageDialog = await openPopup(page, 'Send a message', 'Send a message');
  await messageDialog.getByLabel('First name').fill('Lucas');
  await messageDialog.getByLabel('Last name').fill('Gagnon');
  await messageDialog.getByLabel('Email').fill(`lucas-${suffix}@example.ca`);
  await messageDialog.getByLabel('Phone (optional)').fill('780-555-0123');
  await messageDialog
    .getByLabel('Message', { exact: true })
    .fill(`Can you cater a party of 20 next Friday? (${suffix})`);
  await messageDialog.getByRole('button', { name: 'Send message' }).click();
  await expect(messageDialog.getByText(/^Thank you! Your message has been sent/)).toBeVisible();

  // Pending reviews do not count yet.
  await page.reload();
  await expect(page.getByText(reviewText)).toHaveCount(0);

  // 3. An admin (created with the script) logs in and approves the review in the queue.
  const adminEmail = `admin-${suffix}@mainstreet.example`;
  expect(run(['scripts/admin-create.ts', adminEmail, '--password', 'Moderate#2026'])).toContain(
    `Created the admin account ${adminEmail}`,
  );
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await admin.goto('/login');
  await admin.getByLabel('Email address').fill(adminEmail);
  await admin.getByLabel('Password').fill('Moderate#2026');
  await admin.getByRole('button', { name: 'Login' }).click();
  await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
  await admin.goto('/admin/reviews');
  const item = admin.getByRole('article', { name: `Review by Margot Reviewer ${suffix} of ${listing!.business_name}` });
  await expect(item).toContainText('Waiting for moderation');
  const adminAxe = await new AxeBuilder({ page: admin }).include('main').analyze();
  expect(adminAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);
  await expect(admin.getByRole('status').filter({ hasText: 'Approved: review by Margot' })).toBeAttached();
  await adminContext.close();

  // 4. One rebuild (as npm start does when the site is stale), swapped in under the running server.
  expect(run(['scripts/rebuild.ts', '--if-stale'])).toContain('site rebuilt');
  await page.reload();
  await expect(page.locator('[data-rating]')).toContainText(expected);
  await expect(page.locator('[data-rating]')).toContainText(`(${listing!.count + 1} reviews)`);
  await expect(page.getByText(reviewText)).toBeVisible();

  // 5. The owner sees the lead (and the approved review) in the dashboard inbox.
  const token = await createSessionToken(listing!.owner_id);
  // The session a login sets (seeded owners have no usable password): the token and the hint cookie.
  await page.context().addCookies([
    { name: 'accessToken', value: token, url: baseURL!, httpOnly: true, sameSite: 'Lax' },
    { name: 'ms_signed_in', value: '1', url: baseURL!, sameSite: 'Lax' },
  ]);
  await page.goto('/dashboard');
  const lead = page.getByRole('article', { name: 'Lucas Gagnon' }).filter({ hasText: suffix });
  await expect(lead).toContainText(`Can you cater a party of 20 next Friday? (${suffix})`);
  await expect(lead).toContainText(`lucas-${suffix}@example.ca`);
  await expect(lead.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:lucas-${suffix}@example\\.ca\\?subject=`),
  );
  await expect(page.getByRole('link', { name: 'Export leads as CSV' })).toHaveAttribute('href', '/api/inbox/leads.csv');
  const inboxAxe = await new AxeBuilder({ page }).include('.inbox').analyze();
  expect(inboxAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.getByRole('tab', { name: /Reviews/ }).click();
  const review = page.getByRole('article', { name: 'Review by Margot R.' }).filter({ hasText: reviewText });
  await expect(review).toContainText('Approved');
  // The owner replies (the review itself offers no edit or delete) and is told when it shows.
  await expect(review.getByRole('button', { name: /edit|delete/i })).toHaveCount(0);
  await review.getByRole('button', { name: 'Reply publicly' }).click();
  await review.getByLabel('Your public reply').fill('Sorry about the wait, your next coffee is on us.');
  await review.getByRole('button', { name: 'Post reply' }).click();
  await expect(review.getByRole('status')).toHaveText(/^Reply saved\. Live now on your listing page/);
  await expect(review).toContainText('Your reply: Sorry about the wait');
});
