// The owner's catalogue (issue 40): the demo owner opens the dashboard's Shop page, adds an item with a choice and
// a stock count (a bad price first: refused under its field, nothing typed lost), sees it listed, edits it and hides
// it; the payout account says the commission sentence. Screenshots at 390 and 1366 px go to .data/shots. The item is
// deleted afterwards, so the demo is left as the seed made it.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { closeDb, query } from '../../src/server/db/client.ts';

const DEMO = { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' };
const NAME = `Hot chocolate ${Date.now()}`;
const SHOTS = '.data/shots';

test.afterAll(async () => {
  await query(`DELETE FROM catalogue_items WHERE name->>'en' LIKE 'Hot chocolate %'`);
  await closeDb();
});

async function openShop(page: Page) {
  expect((await page.request.post('/api/business/login', { data: DEMO })).status()).toBe(200);
  await page.goto('/dashboard/shop/');
  // The first call wakes the functions up: on a busy machine that can take a while.
  await expect(page.getByRole('heading', { name: 'Catalogue' })).toBeVisible({ timeout: 60_000 });
}

test('the demo owner adds an item with a choice and stock, sees it, edits it and hides it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 900 });
  await openShop(page);
  const coffee = page.getByRole('region', { name: 'Coffee', exact: true });
  await expect(coffee.getByRole('button', { name: 'Edit Latte', exact: true })).toBeVisible();
  await expect(page.getByText('Main Street takes no commission on your sales.', { exact: false })).toBeVisible();
  await expect(page.getByText('Stripe charges its card fee: 2.9% + C$0.30 per payment in Canada.')).toBeVisible();

  await coffee.getByRole('button', { name: 'Add an item to Coffee' }).click();
  const form = page.getByRole('form', { name: 'New item' });
  // The demo's website is in English and French: each name is asked for in both.
  const both = async (label: string, en: string, fr: string) => {
    await form.getByLabel(`${label} (English)`, { exact: true }).fill(en);
    await form.getByLabel(`${label} (Français)`, { exact: true }).fill(fr);
  };
  await both('Name', NAME, 'Chocolat chaud');
  await form.getByLabel('Description (English)').fill('Made with dark chocolate.');
  await form.getByLabel('Price (CAD $)').fill('4.5.0');
  await form.getByRole('button', { name: 'Add a choice' }).click();
  await both('Choice 1 name', 'Size', 'Format');
  await both('Option 1', 'Small', 'Petit');
  await form.getByRole('button', { name: 'Add an option' }).click();
  await both('Option 2', 'Large', 'Grand');
  await form.getByLabel('Price difference ($)').nth(1).fill('1.00');
  await form.getByLabel('Unlimited (never runs out)').uncheck();
  await form.getByLabel('How many are in stock').fill('8');
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByText('Enter a price in dollars, such as 4.50.')).toBeVisible();
  await expect(form.getByLabel('Name (English)', { exact: true })).toHaveValue(NAME); // nothing typed is lost
  await form.getByLabel('Price (CAD $)').fill('4.50');
  await form.getByRole('button', { name: 'Add item' }).click();

  const row = coffee.getByRole('listitem').filter({ hasText: NAME });
  await expect(row).toContainText('$4.50');
  await expect(row).toContainText('8 in stock');
  await expect(row).toContainText('1 choice');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/shop-390.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scroll at 390 px').toBeLessThanOrEqual(390);

  await row.getByRole('button', { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole('form', { name: `Edit ${NAME}` });
  await edit.getByLabel('Price (CAD $)').fill('4.75');
  await edit.getByLabel('Visible to customers', { exact: false }).uncheck();
  await edit.getByRole('button', { name: 'Save item' }).click();
  await expect(row).toContainText('$4.75');
  await expect(row).toContainText('Hidden');

  const [saved] = await query<{ price_cents: number; visible: boolean; stock: number; choices: unknown[] }>(
    `SELECT price_cents, visible, stock, choices FROM catalogue_items WHERE name->>'en' = $1`,
    [NAME],
  );
  expect(saved).toMatchObject({ price_cents: 475, visible: false, stock: 8 });
  expect(saved!.choices).toHaveLength(1);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/shop-1366.png`, fullPage: true });
});

test('the settings preview shows the taxes of a sample order', async ({ page }) => {
  await openShop(page);
  const preview = page.getByRole('heading', { name: 'Taxes on a sample order' }).locator('..');
  await expect(preview).toContainText('GST (5%): $0.50');
  await expect(preview).toContainText('123456789RT0001');
  await page.getByLabel('Not registered', { exact: false }).check();
  await expect(preview).toContainText('GST');
  await expect(preview).not.toContainText('$0.50');
});
