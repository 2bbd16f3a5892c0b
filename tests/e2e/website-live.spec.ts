// An owner's website goes live: generated, edited in the editor (headline, a photo), two menu items priced in Shop,
// paid for through the real functions and the local Stripe stand-in (the browser confirms with the
// Stripe.js stand-in), published, opened at http://{slug}.localhost:{PORT} with the edits, edited and
// published again and rolled back, cancelled in the portal stand-in (the site pauses), and paid again
// (it comes back). `npm test` runs the stand-in behind the served site.
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import sharp from 'sharp';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';
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
  selectedPages: JSON.stringify(['home', 'menu', 'services', 'about', 'contact']),
  selectedServices: JSON.stringify(['dine-in', 'catering']),
  businessName: 'Harbour Light Cafe',
  businessBriefExplaination: 'Coffee, soup and fresh bread by the harbour, made every morning for the neighbourhood.',
  contactNumber: '+1 902-555-0134',
  contactEmail: 'hello@harbourlight.example.ca',
};

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: 'Saved as a draft' })).toBeVisible({ timeout: 15_000 });

/** In the editor (/dashboard/web-hosting): a new headline and a photo, saved; and two menu items with prices. */
async function editSite(page: Page, headline: string) {
  await page.goto('/dashboard/web-hosting');
  await page.getByLabel('Headline', { exact: true }).fill(headline);
  const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2f6f8f' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Add a photo').setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByLabel('Describe the photo (for people who cannot see it)').fill('The harbour at dawn');
  // Menu items are the catalogue's (issue 40): two, added as the dashboard's Shop page adds them.
  for (const [name, price] of [
    ['Chowder', '9.50'],
    ['Sourdough loaf', '7.25'],
  ]) {
    const added = await page.request.post('/api/shop/catalogue/items', {
      data: {
        section_id: null,
        name: { en: name },
        description: { en: `${name}, made this morning.` },
        price,
        choices: [],
        photos: [],
        stock: 20,
        tax_category: 'taxable',
        pickup: true,
        local_delivery: false,
        shipping: false,
        visible: true,
      },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await saved(page);
}

async function payForHosting(page: Page) {
  await page.goto('/checkout');
  await page.getByRole('radio', { name: /^Web Hosting & AI Design/ }).check();
  await page.getByLabel('Cardholder name').fill('Morgan Lee');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/, { timeout: 30_000 });
}

test('an owner publishes, rolls back, cancels (the site pauses) and pays again (it comes back)', async ({ page }) => {
  test.setTimeout(180_000);
  await routeStripeStandIns(page);
  const email = `live-${Date.now()}@example.ca`;
  await registerAndConfirm(page, {
    business_name: 'Harbour Light Cafe',
    business_email: email,
    business_password: 'Harbour#2026ok',
  });
  await generateDraft(page.request, FIELDS);
  await editSite(page, 'Chowder, bread and coffee by the harbour');

  // Before paying: the card says why it cannot publish and links to checkout.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Your website' });
  await expect(card.getByText('Draft 1 - Coffee Shop is ready. It is not published yet.')).toBeVisible();
  await expect(card.getByText(/Publishing needs the Web Hosting & AI Design plan/)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Choose a website plan' })).toHaveAttribute('href', '/checkout/');

  await payForHosting(page);
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(card.getByRole('status')).toContainText('Version 1 is live at http://harbour-light-cafe');
  const address = (await card.getByRole('link', { name: /harbour-light-cafe/ }).getAttribute('href'))!;
  expect(address).toMatch(/^http:\/\/harbour-light-cafe(-\d+)?\.localhost:\d+\/$/);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/website-dashboard-${width}.png`, fullPage: true });
  }

  // The live site, on its own host.
  const live = await page.goto(address);
  expect(live!.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Harbour Light Cafe').first()).toBeVisible();
  // What the owner edited is what went live: the headline, the photo and the two prices.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chowder, bread and coffee by the harbour');
  await expect(page.getByRole('img', { name: 'The harbour at dawn' })).toBeVisible();
  const v1 = await live!.text();
  await page.goto(`${address}menu/`);
  await expect(page.getByText('$9.50')).toBeVisible();
  await expect(page.getByText('$7.25')).toBeVisible();

  // Another edit, published as version 2, then rolled back.
  await page.goto('/dashboard/web-hosting');
  await page.getByLabel('Headline', { exact: true }).fill('Now serving lobster rolls');
  await saved(page);
  await page.goto('/dashboard/website');
  await expect(page.getByText('Draft has unpublished changes')).toBeVisible();
  await page.getByRole('button', { name: 'Publish changes' }).click();
  await expect(page.getByText(/^Version 2 is live at/)).toBeVisible();
  // Node's resolver does not know *.localhost (Chromium does): the browser reads the live pages.
  const liveHtml = async () => (await page.goto(address))!.text();
  const v2 = await liveHtml();
  expect(v2).toContain('Now serving lobster rolls');
  await page.goto('/dashboard/website');
  await page.getByRole('button', { name: 'Make version 1 live' }).click();
  await expect(page.getByText('Version 1 is live again.')).toBeVisible();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/website-manager-${width}.png`, fullPage: true });
  }
  expect(await liveHtml()).toBe(v1);

  // A custom domain: a malformed one is refused under the field; a good one shows the record to set.
  await page.goto('/dashboard/website#domain');
  const domain = page.getByRole('region', { name: 'Your own domain' });
  await domain.getByLabel('Your domain').fill('192.168.0.1');
  await domain.getByRole('button', { name: 'Add domain' }).click();
  await expect(domain.getByText('Enter a domain name, not an IP address.')).toBeVisible();
  await domain.getByLabel('Your domain').fill('www.harbour-light.ca');
  await domain.getByRole('button', { name: 'Add domain' }).click();
  await expect(domain.getByText('Waiting for DNS')).toBeVisible();
  const record = domain.getByRole('row', { name: /CNAME/ });
  await expect(record).toContainText('www.harbour-light.ca');
  await expect(record).toContainText(new URL(address).hostname);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/website-domain-${width}.png`, fullPage: true });
  }

  // Cancelled in the test-mode portal, then the billing period ends: Stripe's webhook pauses the site.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Manage plan and billing' }).click();
  await expect(page.getByRole('heading', { name: 'Main Street: manage your website plan' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('button', { name: 'End the billing period now' }).click();
  await expect(page.getByRole('status')).toContainText('The billing period ended: your plan is cancelled.');
  await page.getByRole('link', { name: 'Return to Main Street' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(card.getByText('Your website is paused.')).toBeVisible();
  await expect(card.getByText(/Nothing has been deleted/)).toBeVisible();
  const paused = await page.goto(address);
  expect(paused!.status()).toBe(503);
  await expect(page.getByRole('heading', { name: 'This website is temporarily unavailable' })).toBeVisible();

  // Paying again brings the same site back.
  await payForHosting(page);
  const back = await page.goto(address);
  expect(back!.status()).toBe(200);
  expect(await back!.text()).toBe(v1);
});
