// The whole website creator journey in Chromium, against the served site (netlify dev): pick a type,
// design, details with every §5 creator message, register at step 4, generate, screenshot at step 5,
// open the draft and check its pages and contact form, regenerate and switch drafts.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { confirmSignUp } from '../fixtures/confirm-signup.ts';

const TITLE = 'Free Business Website Builder - AI Website Creator for Small Businesses';

async function expectMessage(page: Page, label: string, value: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  if (value === '') await field.fill('x'); // an emptied field, as a person would leave it
  await field.fill(value);
  await expect(page.getByText(message, { exact: true })).toBeVisible();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a visitor designs, registers, generates, opens, regenerates and switches drafts', async ({ page, context }) => {
  test.setTimeout(150_000);
  // Hold the first status answer until the loading text has been seen (then let it through unchanged).
  let release = () => {};
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    '**/api/ai/retrieve-generation-status',
    async (route) => {
      await seen;
      await route.continue();
    },
    { times: 1 },
  );
  await page.goto('/create-free-website');
  await expect(page).toHaveTitle(new RegExp(`^${TITLE}`));
  await expect(page.getByText('Generating website builder...')).toBeVisible();
  release();
  await expect(page.getByText('Step 1 / 5')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create your website', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Step 1: empty search, every type selectable, the carousel arrows (locked for 500 ms), Cafe -> Coffee Shop.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please enter a search query.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Lawyer/ })).not.toHaveAttribute('aria-disabled', 'true');
  const next = page.getByRole('button', { name: 'Next business types' });
  await next.click();
  await expect(page.getByRole('button', { name: /Restaurant/ })).toBeVisible();
  await expect(next).toBeDisabled();
  await expect(next).toBeEnabled();
  await page.getByRole('button', { name: 'Previous business types' }).click();
  await page.getByRole('button', { name: /^Cafe/ }).click();
  await page.getByRole('button', { name: 'Coffee Shop' }).click();

  // Step 2: colours, fonts, pages, services, header; the live preview follows.
  await expect(page.getByText('Step 2 / 5')).toBeVisible();
  await expect(page.getByLabel('What type of business are you?')).toHaveValue('coffee-shop');
  await page.getByLabel('Primary colour').fill('#6b3e26');
  await page.getByLabel('Secondary colour').fill('#e9b872');
  await page.getByLabel('Heading font').selectOption('Playfair Display');
  await page.getByLabel('Content font').selectOption('Lato');
  await page.getByLabel('Team').check();
  await page.getByRole('button', { name: 'Edit services' }).click();
  const dialog = page.getByRole('dialog', { name: 'Your services' });
  await dialog.getByLabel('Catering').uncheck();
  await dialog.getByLabel('Private Events').check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Transparent', { exact: true }).check();
  await expect(page.getByText('Transparent header · Dual-Section footer · Playfair Display / Lato')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: every creator message (§5); Next disabled until the name is valid.
  await expect(page.getByText('Step 3 / 5')).toBeVisible();
  const nextButton = page.getByRole('button', { name: 'Next' });
  await expectMessage(page, 'Business name', 'A', 'Your business name must be at least 2 characters.');
  await expect(nextButton).toBeDisabled();
  await expectMessage(page, 'Business name', '', 'You must provide a business name that is between 2-50 characters.');
  await expectMessage(page, 'Business name', 'A'.repeat(51), 'Your business name must be a maximum of 50 characters.');
  await expectMessage(
    page,
    'Business name',
    'Sunrise & Co',
    'Your business name may only contain letters, numbers, spaces, dashes, and apostrophes.',
  );
  await expectMessage(
    page,
    'Brief overview of your business',
    '',
    'You must provide a business description that is between 10-300 characters.',
  );
  await expectMessage(
    page,
    'Brief overview of your business',
    'Too short',
    'Your business description must be at least 10 characters.',
  );
  await expectMessage(
    page,
    'Brief overview of your business',
    'a'.repeat(301),
    'Your business description must be a maximum of 300 characters.',
  );
  await expectMessage(
    page,
    'Brief overview of your business',
    'Coffee <b>and</b> cake',
    'Your business description may only contain letters, numbers, punctuation, and spaces.',
  );
  await expectMessage(page, 'Contact number', '', 'You must provide a contact number that is between 7-15 characters.');
  await expectMessage(page, 'Contact number', '12345', 'Your contact number must be a minimum of 7 characters.');
  await expectMessage(
    page,
    'Contact number',
    '1234567890123456',
    'Your contact number must be a maximum of 15 characters.',
  );
  await expectMessage(
    page,
    'Contact number',
    '780-555-CAFE',
    'Your contact number may only contain numbers, spaces, and the symbols +, -, ().',
  );
  await expectMessage(
    page,
    'Email displayed on site',
    '',
    'You must provide an email address that is between 5-60 characters.',
  );
  await expectMessage(
    page,
    'Email displayed on site',
    'a@b',
    'You must provide an email address such as name@yourbusiness.ca',
  );
  await expectMessage(
    page,
    'Email displayed on site',
    'a'.repeat(61),
    'Your email address must be a maximum of 60 characters.',
  );
  await expectMessage(
    page,
    'Email displayed on site',
    'not-an-email',
    'You must provide an email address such as name@yourbusiness.ca',
  );
  await page.getByLabel('Business name').fill('Sunrise Coffee House');
  await page
    .getByLabel('Brief overview of your business')
    .fill('We roast our own beans and bake every morning for the neighbourhood.');
  await page.getByLabel('Contact number').fill('+1 780-555-0134');
  await page.getByLabel('Email displayed on site').fill('hello@sunrise.example.ca');
  await expect(nextButton).toBeEnabled();
  await nextButton.click();

  // Step 4: the one sign-up (the same messages as /get-started), check your inbox; the emailed link signs in and the creator resumes.
  await expect(page.getByRole('heading', { name: 'Create your business website' })).toBeVisible();
  await expect(page.getByText('Create your free account')).toBeVisible();
  const email = `wizard-${Date.now()}@example.ca`;
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('password1');
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(
    page.getByText('Your password must be 8-35 characters and contain at least one number and special character.'),
  ).toBeVisible();
  await page.getByLabel('Password').fill('Maple#2026pass');
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: `${process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results'}/signup-wizard-check-inbox.png`,
    fullPage: true,
  });
  await confirmSignUp(page, email);
  await expect(page).toHaveURL(/\/create-business-website\/?$/);
  await expect(page.getByRole('heading', { name: "We're ready to create" })).toBeVisible();
  await expect(page.getByText('Step 4 / 5')).toBeVisible();

  // Generate: step 6 while it runs (in the background function, polled), then step 5 with the screenshot.
  const startedAt = Date.now();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByText('Website generation in progress')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Launch your website to the world' })).toBeVisible({
    timeout: 20_000,
  });
  // The figure behind DRAFT_TIME ('about 10 seconds'), printed rather than asserted: CI machines vary.
  console.log(`[wizard] the first draft showed ${Date.now() - startedAt} ms after Start`);
  await expect(page.getByText('Step 5 / 5')).toBeVisible();
  await expect(page.getByLabel('Select a Draft:')).toHaveValue(/.+/);
  await expect(page.getByLabel('Select a Draft:').locator('option')).toHaveText(['Draft 1 - Coffee Shop']);
  const shot = page.getByRole('img', { name: 'Screenshot of Draft 1 - Coffee Shop' });
  await expect(shot).toBeVisible();
  await expect
    .poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(100);
  await expect(page.getByRole('link', { name: 'Download website' })).toHaveAttribute(
    'href',
    /\/api\/ai\/download-website\?draft_id=/,
  );
  await expect(page.getByRole('heading', { name: 'Checkout now' })).toBeVisible();

  // Open the draft: its pages, colours, fonts, services and the contact form.
  const [draft] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'View my draft' }).click(),
  ]);
  await draft.waitForLoadState();
  await expect(draft).toHaveTitle(/Sunrise Coffee House/);
  await expect(draft.locator('header.site-header.transparent')).toBeVisible();
  const nav = draft.getByRole('navigation', { name: 'Main' });
  // The menu page waits for the owner's prices (the editor), so it is not in the draft's navigation yet.
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Services', 'About', 'Team', 'Contact']);
  expect(await draft.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily)).toContain(
    'Playfair Display',
  );
  expect(
    await draft.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary').trim()),
  ).toBe('#6b3e26');
  expect(await seriousViolations(draft)).toEqual([]);
  await nav.getByRole('link', { name: 'Services' }).click();
  await draft.getByRole('link', { name: 'More about private events' }).click();
  await expect(draft.getByRole('heading', { level: 1, name: 'Private Events' })).toBeVisible();
  await draft.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await draft.getByRole('button', { name: 'Send message' }).click();
  await expect(draft.getByText('First name is required')).toBeVisible();
  await draft.getByLabel('First name').fill('Ada');
  await draft.getByLabel('Last name').fill('Lovelace');
  await draft.getByRole('textbox', { name: 'Email' }).fill('ada@example.ca');
  await draft.getByRole('textbox', { name: 'Message' }).fill('Do you cater a breakfast meeting for twelve on Friday?');
  await draft.getByRole('button', { name: 'Send message' }).click();
  await expect(
    draft.getByText('Thank you, Ada! Your message was sent to Sunrise Coffee House.', { exact: false }),
  ).toBeVisible();
  await draft.close();

  // Regenerate adds Draft 2; Draft 1 stays and can be selected again.
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByLabel('Select a Draft:').locator('option')).toHaveText(
    ['Draft 2 - Coffee Shop', 'Draft 1 - Coffee Shop'],
    { timeout: 20_000 },
  );
  await expect(page.getByRole('img', { name: 'Screenshot of Draft 2 - Coffee Shop' })).toBeVisible();
  await page.getByLabel('Select a Draft:').selectOption({ label: 'Draft 1 - Coffee Shop' });
  await expect(page.getByRole('img', { name: 'Screenshot of Draft 1 - Coffee Shop' })).toBeVisible();
  await page.getByRole('button', { name: 'Change design settings' }).click();
  await expect(page.getByRole('heading', { name: 'Create your website', exact: true })).toBeVisible();

  // A later visit goes straight to step 5 with the drafts (§4 creator load).
  await page.goto('/create-business-website');
  await expect(page.getByRole('heading', { name: 'Launch your website to the world' })).toBeVisible();
  await expect(page.getByLabel('Select a Draft:').locator('option')).toHaveCount(2);
});
