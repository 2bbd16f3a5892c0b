import { expect, test, type Page } from '@playwright/test';
import { FAKE_STRIPE_JS } from '../fixtures/stripe-js-stand-in.ts';

// The payment panel's browser flow with a stand-in for Stripe.js (tests/fixtures/stripe-js-stand-in.ts).
// The server side of the same flow — subscription, Stripe read-back of the rank, webhooks — is covered by the
// function tests against the real stripe SDK; here the three commerce calls are answered by the test.

async function signInAndStub(page: Page) {
  // A fresh free account (the seeded demo account is on the Complete plan already).
  const email = `payment-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.ca`;
  const created = await page.request.post('/api/business/create', { data: { business_name: 'Payment Test Cafe', business_email: email, business_password: 'Payment#2026' } });
  expect(created.status()).toBe(200);
  await page.route('https://js.stripe.com/**', (route) => route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }));
  await page.route('**/api/commerce/init-checkout', (route) =>
    route.fulfill({ json: { configured: true, publishable_key: 'pk_test_e2e', message: null, email, rank: 'registered' } }));
  const subscriptions: unknown[] = [];
  await page.route('**/api/commerce/create-subscription', async (route) => {
    subscriptions.push(route.request().postDataJSON());
    await route.fulfill({ json: { subscriptionId: 'sub_e2e', clientSecret: 'pi_e2e_secret_e2e' } });
  });
  const rankCalls: unknown[] = [];
  await page.route('**/api/business/update-rank', async (route) => {
    rankCalls.push(route.request().postDataJSON());
    await route.fulfill({ json: { status: 200, token: true, auth: { status: 1, rank: 'web-hosting' } } });
  });
  return { subscriptions, rankCalls };
}

test('a paid plan: card entry, a declined card under the field, then a confirmed payment goes to the dashboard', async ({ page }) => {
  const calls = await signInAndStub(page);
  await page.goto('/checkout');
  await page.evaluate(() => localStorage.setItem('referral_id', 'demo-bakery'));
  await page.getByRole('radio', { name: /^Web Hosting & AI Design/ }).check();
  await expect(page.getByRole('region', { name: 'Payment' }).getByText('$15 CAD/month')).toBeVisible();
  await expect(page.getByText('Establishing secure access to Stripe').first()).toBeVisible();
  const pay = page.getByRole('button', { name: 'Confirm payment' });
  await expect(pay).toBeEnabled();
  expect(calls.subscriptions).toEqual([{ plan: 'web-hosting' }]);

  await page.getByLabel('Cardholder name').fill('Dana Baker');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.click();
  await expect(page.getByRole('button', { name: 'Transaction in progress' })).toBeDisabled();
  const cardGroup = page.getByRole('group', { name: 'Card details' });
  await expect(cardGroup.getByRole('alert')).toHaveText('Your card was declined.');
  expect(calls.rankCalls).toEqual([]);
  // Confirmed with the client secret and the cardholder (billing) name, as §7 says.
  expect(await page.evaluate(() => (window as unknown as { __confirmed: unknown }).__confirmed)).toEqual({ secret: 'pi_e2e_secret_e2e', name: 'Dana Baker' });

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  expect(calls.rankCalls).toEqual([{ subscriptionId: 'sub_e2e' }]);
  expect(await page.evaluate(() => localStorage.getItem('referral_id'))).toBeNull();
});
