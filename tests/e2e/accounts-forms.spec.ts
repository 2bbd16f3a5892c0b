import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import AxeBuilder from '@axe-core/playwright';

const DEMO = { email: 'demo@mainstreet.example', password: 'MainStreet#2026' };

async function fillRegistration(page: Page, values: { name: string; email: string; password: string }) {
  await page.getByLabel('Business name').fill(values.name);
  await page.getByLabel('Email address').fill(values.email);
  await page.getByLabel('Password').fill(values.password);
  await page.getByRole('button', { name: 'Register account' }).click();
}

// The message under a field: its accessible description.
const underField = (page: Page, label: string) => page.getByLabel(label);

test('every §5 registration message appears under its field', async ({ page }) => {
  await page.goto('/get-started');
  const cases: [{ name: string; email: string; password: string }, [string, string][]][] = [
    [
      { name: '', email: '', password: '' },
      [
        ['Business name', 'You must provide a business name that is between 2-50 characters.'],
        ['Email address', 'You must provide an email address that is between 5-60 characters.'],
        ['Password', 'You must provide a password that is between 8-35 characters.'],
      ],
    ],
    [
      { name: 'A', email: 'a@b', password: 'Ab#1' },
      [
        ['Business name', 'Your business name must be at least 2 characters.'],
        ['Email address', 'You must provide an email address such as name@yourbusiness.ca'],
        ['Password', 'Your password must be a minimum of 8 characters.'],
      ],
    ],
    [
      { name: 'B'.repeat(51), email: `${'a'.repeat(52)}@maple.ca`, password: `Ab#1${'x'.repeat(32)}` },
      [
        ['Business name', 'Your business name must be a maximum of 50 characters.'],
        ['Email address', 'Your email address must be a maximum of 60 characters.'],
        ['Password', 'Your password must be a maximum of 35 characters.'],
      ],
    ],
    [
      { name: 'Maple & Co!', email: 'maple.bakery.ca', password: '12345678#' },
      [
        ['Business name', 'Your business name may only contain letters and numbers.'],
        ['Email address', 'You must provide an email address such as name@yourbusiness.ca'],
        ['Password', 'Your password must contain supported language letters.'],
      ],
    ],
    [
      { name: 'Maple Bakery', email: 'owner@maple.ca', password: 'abcdefghij' },
      [['Password', 'Your password must be 8-35 characters and contain at least one number and special character.']],
    ],
  ];
  for (const [values, expected] of cases) {
    await fillRegistration(page, values);
    for (const [label, message] of expected) {
      await expect(underField(page, label)).toHaveAccessibleDescription(message);
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  }
  await expect(page).toHaveURL(/\/get-started\/?$/);
});

test('a network failure says so and re-enables the button', async ({ page }) => {
  await page.goto('/get-started');
  await page.route('**/api/business/create', (route) => route.abort('failed'));
  await fillRegistration(page, {
    name: 'Offline Cafe',
    email: `offline-${Date.now()}@example.ca`,
    password: 'Offline#2026',
  });
  await expect(page.getByRole('alert')).toHaveText('Unable to connect to server. Please retry in five minutes.');
  await expect(page.getByRole('button', { name: 'Register account' })).toBeEnabled();
});

test('the button is disabled while the request is in flight', async ({ page }) => {
  await page.goto('/login');
  let release: () => void = () => undefined;
  await page.route('**/api/business/login', async (route) => {
    await new Promise<void>((r) => (release = r));
    await route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({
        error: { code: 'bad_credentials', message: 'The email address or password is incorrect.' },
      }),
    });
  });
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill('Wrong#pass1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
});

test('a wrong password on /login shows the server’s message; the right one signs in with an HttpOnly cookie', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Access your business account now' })).toBeVisible();
  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill('Wrong#pass1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is incorrect.');
  await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();

  // The demo account is on the Complete plan (issue 18): it belongs on /dashboard, which says it is a demo.
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(
    page.getByRole('note').filter({ hasText: 'Demo account: Complete plan, no payment taken' }),
  ).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'accessToken')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('accessToken');
});

test('signed in (demo, Complete plan): home welcomes back, /login and /get-started send the owner on; Log out in the header menu ends it', async ({
  page,
}) => {
  const login = await page.request.post('/api/business/login', {
    data: { business_email: DEMO.email, business_password: DEMO.password },
  });
  expect(login.status()).toBe(200);
  await page.goto('/');
  await expect(page.locator('#hero-account').getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('#hero-account').getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute(
    'href',
    '/dashboard/',
  );
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  await expect(
    page.getByRole('note').filter({ hasText: 'Demo account: Complete plan, no payment taken' }),
  ).toBeVisible();
  await page.goto('/get-started');
  await expect(page).toHaveURL(/localhost:\d+\/$/);

  // Issue 18: Log out is in the header's Account menu.
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  const logOut = page.getByRole('banner').getByRole('button', { name: 'Log out' });
  await expect(async () => {
    // the header script may still be loading right after the redirect
    if ((await account.getAttribute('aria-expanded')) !== 'true') await account.click();
    await expect(logOut).toBeVisible({ timeout: 1000 });
  }).toPass();
  await logOut.click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('#hero-account').getByRole('button', { name: 'Start my website' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\/?$/);
});

test('account pages pass an accessibility check', async ({ page }) => {
  for (const path of ['/get-started', '/login']) {
    await page.goto(path);
    await page.getByRole('button', { name: /Register account|Login/ }).click(); // show the field messages too
    const results = await new AxeBuilder({ page }).include('main').analyze();
    expect(results.violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
  }
});
