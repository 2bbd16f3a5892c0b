import { expect, test } from '../fixtures/e2e-test.ts';
import { confirmSignUp } from '../fixtures/confirm-signup.ts';

// The affiliate form (this issue) is rendered by the public site's /referral-program page.
test('the affiliate form registers an account (confirmed by email) and shows its referral link', async ({ page }) => {
  const email = `affiliate-${Date.now()}@example.ca`;
  const response = await page.goto('/referral-program');
  expect(response?.status()).toBe(200);
  const form = page.locator('form.account-form');
  await form.getByLabel('Website URL').fill('maplebakery');
  await form.getByLabel('Business name').fill('Affiliate Bakery');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill('Affiliate#2026');
  await form.getByRole('button', { name: 'Join the referral program' }).click();
  await expect(form.getByLabel('Website URL')).toHaveAccessibleDescription(
    'Your website URL must contain an extension such as "yourbusiness.ca".',
  );
  await form.getByLabel('Website URL').fill('maplebakery.ca');
  await form.getByRole('button', { name: 'Join the referral program' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await confirmSignUp(page, email);
  await expect(page).toHaveURL(/\/referral-program\/?$/);
  await expect(page.getByText('Your referral link')).toBeVisible();
  await expect(page.getByText(/\/get-started\?referral=affiliate-bakery-[a-z0-9]+/)).toBeVisible();
});
