// A page the owner picks is made, or they are told before generating (issue 27, point 3): a cafe's Menu
// is ticked by default, and the wizard says it waits for the owner's dishes and prices and where to add
// them; after generating, /menu/ is not there yet and the editor says where its items are added.
import { expect, test } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';

const SHOTS = process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results';

test('the wizard says before generating that the Menu page waits for the owner’s items', async ({ page }) => {
  test.setTimeout(120_000);
  await registerAndConfirm(page, {
    business_name: 'Kettle Corner Cafe',
    business_email: `waiting-${Date.now()}@example.ca`,
    business_password: 'Kettle#2026ok',
  });
  await page.goto('/create-business-website');
  // Every type is selectable now; a lawyer's site offers no menu.
  await expect(page.getByRole('button', { name: /Lawyer/ })).not.toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: /^Cafe/ }).click();
  await page.getByRole('button', { name: 'Coffee Shop' }).click();

  const menu = page.getByLabel('Menu', { exact: true });
  await expect(menu).toBeChecked();
  const note = page.getByText(
    /Your Menu page waits for your dishes and their prices: we never make them up\. After generating, add them in Shop, in your dashboard/,
  );
  await expect(note).toBeVisible();
  await expect(menu).toHaveAccessibleDescription(/waits for your dishes and their prices/);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/wizard-waiting-menu-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await menu.uncheck();
  await expect(note).toBeHidden();
  await menu.check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Business name').fill('Kettle Corner Cafe');
  await page
    .getByLabel('Brief overview of your business')
    .fill('Tea, coffee and scones on the corner of Main and Elm, baked every morning.');
  await page.getByLabel('Contact number').fill('+1 780-555-0190');
  await page.getByLabel('Email displayed on site').fill('hello@kettlecorner.example.ca');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: "We're ready to create" })).toBeVisible();
  const waiting = page.getByRole('note', { name: 'Pages waiting for your details' });
  await expect(waiting).toContainText('One page waits for your details');
  await expect(waiting).toContainText('Your Menu page waits for your dishes and their prices');
  await expect(
    page.getByText('The site, and your directory listing if you have one, will use the name “Kettle Corner Cafe”.'),
  ).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/wizard-ready-waiting-${width}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Launch your website to the world' })).toBeVisible({
    timeout: 30_000,
  });
  const draftUrl = (await page.getByRole('link', { name: 'View my draft' }).getAttribute('href'))!;
  expect((await page.request.get(new URL('menu/', new URL(draftUrl, page.url())).href)).status()).toBe(404);

  // The editor says where the menu's items go (the catalogue, issue 40), and leads there.
  await page.goto('/dashboard/web-hosting');
  await page
    .locator('details.ed-group > summary')
    .filter({ hasText: /^\s*Menu\s*$/ })
    .click();
  const where = page.getByRole('note').filter({ hasText: 'Your menu items are managed in Shop.' });
  await expect(where).toBeVisible();
  await expect(where.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/dashboard/shop/');
});
