// A bilingual website, French first (issue 31): the wizard defaults to it for a Quebec listing; the
// editor shows each text in both languages side by side and lists what is missing in one; publishing
// puts both live: French at the root, English under /en/, hreflang pairs, the switcher both ways.
// And an English website that goes bilingual from the editor: "Add French pages", undo, publish, /fr/ live.
import { expect, test } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import {
  SHOTS,
  alternates,
  englishLeft,
  expectNoSidewaysScroll,
  generatePayPublish,
  publishFromEditor,
  saved,
  wizardToDetails,
  type Business,
} from '../fixtures/site-languages.ts';

test('a bilingual website, French first: edited side by side, both languages live, the switcher both ways', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const cafe: Business = {
    name: 'Café Saint-Roch',
    overview: 'Un café de quartier à Québec, avec espresso, viennoiseries et soupe du jour.',
    phone: '418-555-0177',
    email: 'salut@saintroch.example.ca',
  };
  await registerAndConfirm(page, {
    business_name: 'Cafe Saint Roch',
    business_email: `bilingual-${Date.now()}@example.ca`,
    business_password: 'Roch#2026ok',
  });
  // The owner's directory listing is in Quebec: the wizard starts the website in French first, with English.
  const listing = await page.request.put('/api/business/listing', {
    data: { business_name: cafe.name, city: 'Québec', state_code: 'QC' },
  });
  expect(listing.status(), await listing.text()).toBe(200);
  await wizardToDetails(page, cafe);
  const both = page.getByRole('radio', { name: 'Français et anglais (français d’abord)' });
  await expect(both).toBeChecked();
  await expect(
    page.getByText('Your business is in Quebec, so your website starts in French first, with English too.'),
  ).toBeVisible();
  const address = await generatePayPublish(page);

  // The editor: each text in French and English side by side; what is missing in one language is listed and linked.
  await expect(
    page.getByText('Publishing puts both languages live: Français at your address, English under /en/.'),
  ).toBeVisible();
  const panel = page.getByRole('region', { name: 'Your website in Français and English' });
  await expect(panel).toBeVisible();
  await expect(page.getByLabel('Headline (Français)', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Headline (English)', { exact: true }).fill('');
  const link = panel.getByRole('link', { name: 'Home page: headline' });
  await expect(link).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Home page: headline' })).toContainText(
    '(missing in English)',
  );
  await link.click();
  await expect(page.getByLabel('Headline (English)', { exact: true })).toBeFocused();
  await page.getByLabel('Headline (English)', { exact: true }).fill('Espresso and pastries in Saint-Roch');
  await expect(link).toHaveCount(0);
  await saved(page);
  await expect(page.locator('#ed-preview-page optgroup[label="English"] option')).not.toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('Headline (Français)', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-bilingual-${width}.png` });
    await expectNoSidewaysScroll(page, width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await publishFromEditor(page);

  // The live site: French at the root, English under /en/, paired by hreflang.
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(await alternates(page)).toEqual({ 'fr-CA': address, 'en-CA': `${address}en/`, 'x-default': address });
  // The switcher's link to English is named in English (lang="en-CA"), as it should be.
  const names = [cafe.name, cafe.email, 'Saint-Roch', 'Coffee Shop', 'Read this page in English'];
  expect(await englishLeft(page, names), 'English on the French home page').toEqual([]);
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(`${address}en/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espresso and pastries in Saint-Roch');
  expect(await alternates(page)).toEqual({ 'fr-CA': address, 'en-CA': `${address}en/`, 'x-default': address });
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // The contact page in each language, and the French 404 at the root.
  await page.goto(`${address}contact/`);
  expect(await englishLeft(page, names), 'English on the French contact page').toEqual([]);
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(`${address}en/contact/`);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  const missing = await page.goto(`${address}nulle-part/`);
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});

test('an English website adds French pages from the editor: side by side, one undo away, published under /fr/', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const cafe: Business = {
    name: 'Harbourfront Beans',
    overview: 'A neighbourhood coffee bar by the harbour, with espresso, pastries and soup of the day.',
    phone: '902-555-0133',
    email: 'hello@harbourfront.example.ca',
  };
  await registerAndConfirm(page, {
    business_name: 'Harbourfront Beans',
    business_email: `add-french-${Date.now()}@example.ca`,
    business_password: 'Harbour#2026ok',
  });
  await wizardToDetails(page, cafe);
  await expect(page.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
  const address = await generatePayPublish(page);

  // The English-only website's editor offers French pages, written by the server from the business's details.
  const add = page.getByRole('button', { name: 'Add French pages' });
  await expect(page.getByRole('region', { name: 'Your website in English' })).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page
      .getByRole('region', { name: 'Your website in English' })
      .screenshot({ path: `${SHOTS}/editor-add-french-${width}.png` });
    await expectNoSidewaysScroll(page, width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await add.click();
  const panel = page.getByRole('region', { name: 'Your website in English and Français' });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Headline (Français)', { exact: true })).not.toHaveValue('');
  await expect(page.getByLabel('Headline (English)', { exact: true })).not.toHaveValue('');
  await expect(panel.getByRole('status')).toBeVisible();
  // One undo takes the French pages away (and saves that), and they can be added again.
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(add).toBeVisible();
  await saved(page);
  await add.click();
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Headline (Français)', { exact: true }).fill('Espresso et pâtisseries au bord du port');
  await saved(page);
  await publishFromEditor(page);

  // Live: English at the root, French under /fr/, paired by hreflang, with the switcher both ways.
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  expect(await alternates(page)).toEqual({ 'en-CA': address, 'fr-CA': `${address}fr/`, 'x-default': address });
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(`${address}fr/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espresso et pâtisseries au bord du port');
  expect(await alternates(page)).toEqual({ 'en-CA': address, 'fr-CA': `${address}fr/`, 'x-default': address });
  expect(await englishLeft(page, [cafe.name, cafe.email, 'Coffee Shop']), 'English on the French home page').toEqual(
    [],
  );
  await page.goto(`${address}fr/about/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(`${address}about/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
});
