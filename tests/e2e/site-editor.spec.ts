// The site editor: an owner generates a site through the real functions, edits the headline, adds a
// photo (menu items are the catalogue's: the Menu panel links to Shop), sees them in the live preview, reloads and
// finds them saved, undoes an
// edit after a reload; a second tab's stale save is refused with the message. Then the generated site's phone layout.
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { generateDraft } from '../fixtures/generate-draft.ts';

const STALE = 'Your website was changed in another tab or window since you opened it.';
const SHOTS = process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results';

async function ownerWithSite(page: Page, name: string): Promise<{ draftUrl: string }> {
  const email = `editor-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.ca`;
  await registerAndConfirm(page, { business_name: name, business_email: email, business_password: 'Edit#2026site' });
  const draft = await generateDraft(page.request, {
    websiteType: 'cafe',
    businessSubCategory: 'coffee-shop',
    headerType: 'Non-Transparent',
    footerType: 'Dual-Section',
    primaryColor: '#3a3da3',
    secondaryColor: '#2aeff3',
    darkFontColor: '#000000',
    lightFontColor: '#ffffff',
    headingFont: 'Outfit',
    contentFont: 'Outfit',
    selectedPages: JSON.stringify(['home', 'menu', 'services', 'about', 'contact']),
    selectedServices: JSON.stringify(['dine-in', 'catering']),
    businessName: name,
    businessBriefExplaination: 'We roast our own beans and bake every morning for the neighbourhood.',
    contactNumber: '+1 780-555-0134',
    contactEmail: 'hello@sunrise.example.ca',
  });
  return { draftUrl: draft.draft_url! };
}

const preview = (page: Page) => page.frameLocator('iframe[title="Preview of your website"]');
const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible({ timeout: 15_000 });

test('an owner edits the headline, adds a photo, sees them in the preview and finds them saved', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const { draftUrl } = await ownerWithSite(page, 'Sunrise Coffee House');
  // The generated menu invents nothing: no prices until the owner enters them.
  expect(await (await page.request.get(`${draftUrl}menu/`)).status()).toBe(404);

  await page.goto('/dashboard/web-hosting');
  await expect(page.getByRole('heading', { name: 'Your website', level: 1 })).toBeVisible();
  // Menu items are the catalogue's (issue 40): the Menu panel keeps the introduction and links to Shop.
  await page.locator('summary', { hasText: /^Menu$/ }).click();
  const menuNote = page.getByRole('note').filter({ hasText: 'Your menu items are managed in Shop' });
  await expect(menuNote.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/dashboard/shop/');
  await expect(page.getByRole('button', { name: 'Add item' })).toHaveCount(0);
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe')
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await page.getByLabel('Headline', { exact: true }).fill('Fresh bread at dawn, coffee all day');
  await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText('Fresh bread at dawn, coffee all day');

  // A photo: a JPEG carrying a GPS tag, made here; the hero shows it once processed.
  const jpeg = await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#b5651d' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '53/1 30/1 0/1' } })
    .toBuffer();
  await page.getByLabel('Add a photo').setInputFiles({ name: 'counter.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByLabel('Describe the photo (for people who cannot see it)').fill('Our counter in the morning');
  const heroPhoto = preview(page).getByRole('img', { name: 'Our counter in the morning' });
  await expect(heroPhoto).toBeVisible();
  await expect.poll(() => heroPhoto.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/site-editor-photo-1366.png` });
  await page
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a photo') });
  await expect(
    page.getByText('This file is not a photo we can use. Upload a JPEG, PNG, WebP or GIF image.'),
  ).toBeVisible();

  // Links in the preview switch its page, as the page picker does.
  await preview(page).getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByLabel('Page to preview')).toHaveValue('about/');
  await expect(page.getByLabel('Page to preview').getByRole('option', { name: 'Menu' })).toHaveCount(0);
  await saved(page);
  await page.screenshot({ path: `${SHOTS}/site-editor-1366.png`, fullPage: false });
  await page.getByRole('button', { name: 'Phone' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/site-editor-390.png`, fullPage: false });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/site-editor-390-top.png`, fullPage: false });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.reload();
  await expect(page.getByLabel('Headline', { exact: true })).toHaveValue('Fresh bread at dawn, coffee all day');
  await expect(page.getByLabel('Describe the photo (for people who cannot see it)')).toHaveValue(
    'Our counter in the morning',
  );

  // Undo takes back the last edit.
  await page.getByLabel('Main button').fill('Come on in');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Main button')).not.toHaveValue('Come on in');
  await saved(page);

  // Undo survives a reload: this tab's history is kept (sessionStorage) and picks up where it was.
  const mainButton = await page.getByLabel('Main button').inputValue();
  await page.getByLabel('Main button').fill('Step inside');
  await saved(page);
  await page.reload();
  await expect(page.getByLabel('Main button')).toHaveValue('Step inside');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Main button')).toHaveValue(mainButton);
  await saved(page);
  await page.reload();
  await expect(page.getByLabel('Main button')).toHaveValue(mainButton);

  // Two tabs: the second saves first; the first tab's save is refused and its edit is kept.
  const second = await context.newPage();
  await second.goto('/dashboard/web-hosting');
  await second.getByLabel('Headline', { exact: true }).fill('Saved from the second tab');
  await saved(second);
  await page.getByLabel('Headline', { exact: true }).fill('Typed in the first tab');
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Headline', { exact: true })).toHaveValue('Typed in the first tab');
  await page.getByRole('button', { name: 'Load the newer version' }).click();
  await expect(page.getByLabel('Headline', { exact: true })).toHaveValue('Saved from the second tab');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByLabel('Headline', { exact: true })).toHaveValue('Typed in the first tab');
  await saved(page);
  await second.reload();
  await expect(second.getByLabel('Headline', { exact: true })).toHaveValue('Typed in the first tab');
});

test('a generated site on a phone: a menu button that works, tap to call, no sideways scrolling', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { draftUrl } = await ownerWithSite(page, 'Harbourfront Espresso and Bakery');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(draftUrl);
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('link', { name: /^Call/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call/ }).first()).toHaveAttribute('href', 'tel:+17805550134');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/generated-site-390.png` });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/generated-site-390-menu-open.png` });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  // Without JavaScript the button stays hidden and the links show as a list.
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const plain = await noJs.newPage();
  await plain.goto(new URL(draftUrl, page.url()).href);
  await expect(plain.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(plain.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
  expect(await plain.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await noJs.close();
});
