// A signed-in owner builds a construction website with a logo, pays for hosting at step 5 and lands
// on step 7 ('Let's get building'). The commerce calls are the real functions, with the real stripe SDK
// against the Stripe stand-in `npm test` starts; Stripe.js is a stand-in that confirms the card with it
// (as in accounts-payment.spec.ts). The test answers no /api/* call itself.
import { expect, test } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';

test.afterAll(async () => closeDb());

// A real 1×1 PNG: the server checks a logo by its bytes, not only its declared type.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a signed-in owner designs with a logo, generates, pays at step 5 and reaches step 7', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `launch-${Date.now()}@example.ca`;
  await registerAndConfirm(page, {
    business_name: 'Prairie Roofing',
    business_email: email,
    business_password: 'Roof#2026top',
  });

  await page.goto('/create-business-website');
  await expect(page.getByText('Step 1 / 5')).toBeVisible();
  await page.getByRole('button', { name: /^Construction/ }).click();
  await page.getByRole('button', { name: 'Roofing', exact: true }).click();

  // Step 2: the logo takes image files only, can be removed, and shows in the preview.
  await expect(page.getByText('Step 2 / 5')).toBeVisible();
  const logoInput = page.getByLabel('Logo (optional)');
  await logoInput.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Your logo must be an image file (PNG, JPG, WebP or GIF).')).toBeVisible();
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Your logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await expect(page.getByRole('img', { name: 'Your logo' })).toHaveCount(0);
  await page.getByLabel('Logo (optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  // A photo for the hero: uploaded with the generation, shown at the top of the draft.
  await page
    .getByLabel('Photo of your business (optional)')
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Your photo' })).toBeVisible();
  await page.screenshot({ path: `${process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results'}/wizard-step2-photo-1366.png` });
  await page.getByRole('group', { name: 'Footer' }).getByLabel('Unified').check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the account's name is offered; the rest is filled in.
  await expect(page.getByText('Step 3 / 5')).toBeVisible();
  await page.getByLabel('Business name').fill('Prairie Roofing');
  await page
    .getByLabel('Brief overview of your business')
    .fill('Shingle and metal roofs for homes across Sherwood Park, repaired or replaced.');
  await page.getByLabel('Contact number').fill('780-555-0190');
  await page.getByLabel('Email displayed on site').fill('roofs@prairie.example.ca');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4 (signed in) → generate → step 5.
  await expect(page.getByRole('heading', { name: "We're ready to create" })).toBeVisible();
  await routeStripeStandIns(page);
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Launch your website to the world' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByLabel('Select a Draft:').locator('option')).toHaveText(['Draft 1 - Roofing']);
  const draftHref = (await page.getByRole('link', { name: 'View my draft' }).getAttribute('href'))!;
  const home = await (await page.request.get(draftHref)).text();
  expect(home).toContain('alt="Prairie Roofing logo"');
  expect(home).toContain('class="site-footer unified"');
  expect(home).toContain('<section class="hero with-photo">');
  expect((await page.request.get(`${draftHref}assets/logo.png`)).headers()['content-type']).toBe('image/png');

  // The hosting checkout: price, terms, card entry; a confirmed payment moves the owner to step 7.
  await expect(page.getByText('$15 CAD/month').first()).toBeVisible();
  await expect(
    page.getByText(/By confirming payment you agree to the Main Street Terms of Service and Privacy Policy/),
  ).toBeVisible();
  await page.getByLabel('Cardholder name').fill('Pat Prairie');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm payment' }).click();

  await expect(page.getByRole('heading', { name: "Let's get building" })).toBeVisible();
  // update-rank read the paid subscription back from Stripe (the stand-in) and raised the rank.
  const [account] = await query<{ rank: string }>('SELECT rank FROM businesses WHERE business_email = $1', [email]);
  expect(account?.rank).toBe('web-hosting');
  await expect(page.getByRole('img', { name: 'Screenshot of Draft 1 - Roofing' })).toBeVisible();
  const grid = page.locator('.wz-grid > li');
  await expect(grid).toHaveCount(9);
  await expect(grid.filter({ hasText: /\S/ })).toHaveText([
    /Web Hosting/,
    /Reporting/,
    /Mail/,
    /Calendar/,
    /My Business/,
    /Task Manager/,
  ]);
  await expect(page.getByRole('link', { name: 'My Business' })).toHaveAttribute('href', '/dashboard/my-business/');
  await expect(page.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', '/dashboard/');
});
