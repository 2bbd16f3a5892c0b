// The Complete plan's content tools in Chromium: a Complete owner (registered and paid through the
// real functions and the Stripe stand-in) drafts an article, edits a heading, publishes it and reads
// it on the live site at http://{slug}.localhost:{PORT}/blog/{slug}/ with valid JSON-LD; makes an
// illustration and puts it in the site's hero; a $15 owner sees both tools locked.
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import { generateDraft } from '../fixtures/generate-draft.ts';

const SHOTS = process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results';

const FIELDS: Record<string, string> = {
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
  selectedPages: JSON.stringify(['home', 'services', 'about', 'contact']),
  selectedServices: JSON.stringify(['dine-in', 'catering']),
  businessName: 'Lantern Lane Coffee',
  businessBriefExplaination: 'Coffee, scones and soup on Lantern Lane, made fresh every morning for the neighbourhood.',
  contactNumber: '+1 902-555-0177',
  contactEmail: 'hello@lanternlane.example.ca',
};

/**
 * Registration (confirmed through the emailed link), a generated website and payment for `plan`, all
 * through the real functions (the card through the Stripe stand-in).
 */
async function registerAndPay(page: Page, name: string, plan: RegExp): Promise<void> {
  await routeStripeStandIns(page);
  const email = `content-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ca`;
  await registerAndConfirm(page, { business_name: name, business_email: email, business_password: 'Lantern#2026ok' });
  await generateDraft(page.request, { ...FIELDS, businessName: name });
  await page.goto('/checkout');
  await page.getByRole('radio', { name: plan }).check();
  await page.getByLabel('Cardholder name').fill('Robin Ng');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 30_000 });
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a Complete owner writes, edits and publishes an article, and puts a new image in the hero', async ({ page }) => {
  test.setTimeout(240_000);
  await registerAndPay(page, 'Lantern Lane Coffee', /^Complete/);
  const card = page.getByRole('region', { name: 'Your website' });
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByRole('status')).toContainText('Version 1 is live at http://lantern-lane-coffee');
  const content = page.getByRole('region', { name: 'Articles and images' });
  await expect(content.getByText('20 of 20 articles left this month.')).toBeVisible();

  // An article from a suggested topic, written by the built-in writer.
  await page.goto('/dashboard/articles');
  await expect(page.getByText(/^20 of 20 articles left this month\./)).toBeVisible();
  await page.getByRole('button', { name: /^Write: How to choose a coffee shop/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft ready' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^19 of 20 articles left this month\./)).toBeVisible();
  const editor = page.getByRole('region', { name: 'Edit article' });
  const body = editor.getByLabel('Article (Markdown)');
  const markdown = await body.inputValue();
  expect(markdown).toContain('## What to look for in a coffee shop');
  await body.fill(
    markdown.replace('## What to look for in a coffee shop', '## Choosing your neighbourhood coffee shop'),
  );
  await expect(
    editor.getByLabel('Preview').getByRole('heading', { name: 'Choosing your neighbourhood coffee shop' }),
  ).toBeVisible();
  await expect(
    editor
      .getByRole('region', { name: 'SEO checklist' })
      .or(editor.getByRole('complementary', { name: 'SEO checklist' })),
  ).toContainText('One H1 (the title)');
  await shoot(page, 'content-articles');
  await editor.getByRole('button', { name: 'Publish now' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Published at http:\/\/lantern-lane-coffee/ }),
  ).toBeVisible();
  const liveUrl = (await page.getByRole('link', { name: 'View on your site' }).first().getAttribute('href'))!;
  expect(liveUrl).toMatch(
    /^http:\/\/lantern-lane-coffee(-\d+)?\.localhost:\d+\/blog\/how-to-choose-a-coffee-shop[a-z0-9-]*\/$/,
  );

  // On the live site: the edited heading, and Article + FAQPage structured data that parses.
  const live = await page.goto(liveUrl.replace(/\/$/, ''));
  expect(live!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/How to choose a coffee shop/);
  await expect(page.getByRole('heading', { name: 'Choosing your neighbourhood coffee shop' })).toBeVisible();
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(ld['@context']).toBe('https://schema.org');
  expect(ld['@graph'].map((n: { '@type': string }) => n['@type'])).toEqual(['Article', 'FAQPage']);
  expect(ld['@graph'][1].mainEntity.length).toBeGreaterThanOrEqual(3);
  await shoot(page, 'content-live-article');
  await page.goto(new URL('/blog/', liveUrl).href);
  await expect(page.getByRole('link', { name: /How to choose a coffee shop/ })).toBeVisible();

  // An illustration (no image model here), put in the site's hero and published.
  await page.goto('/dashboard/images');
  await page.getByLabel('Describe the image').fill('A latte with a leaf in the foam on a wooden counter');
  await page.getByRole('button', { name: 'Make illustration' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Illustration added to your library.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Illustration', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^19 of 20 images left this month\./)).toBeVisible();
  await page
    .getByRole('button', { name: /^Use as website hero/ })
    .first()
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Now the photo at the top of your home page.' }),
  ).toBeVisible();
  await shoot(page, 'content-images');
  await page.goto('/dashboard/website');
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText(/^Version 2 is live at/)).toBeVisible();
  await page.goto(new URL('/', liveUrl).href);
  await expect(page.getByRole('img', { name: /^Illustration for Lantern Lane Coffee: A latte/ }).first()).toBeVisible();
});

test('an owner on the $15 plan sees both tools locked, with what Complete adds and a link to upgrade', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerAndPay(page, 'Lantern Lane Tea', /^Web Hosting & AI Design/);
  for (const [path, heading] of [
    ['/dashboard/articles', 'Articles are locked on your plan'],
    ['/dashboard/images', 'Images are locked on your plan'],
  ] as const) {
    await page.goto(path);
    const locked = page.getByRole('region', { name: heading });
    await expect(locked).toBeVisible();
    await expect(locked).toContainText('The Complete plan ($45 CAD/month) includes 20');
    await expect(locked.getByRole('link', { name: 'Upgrade to Complete' })).toHaveAttribute('href', '/checkout/');
  }
  await shoot(page, 'content-locked');
});
