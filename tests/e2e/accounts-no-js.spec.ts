// Issue 29: the account forms work with JavaScript off — each posts to its function, which answers with a
// redirect and the session cookie, or the page again with the §5 messages under their fields.
import { expect, test } from '../fixtures/e2e-test.ts';

test.use({ javaScriptEnabled: false });

const DEMO = { email: 'demo@mainstreet.example', password: 'MainStreet#2026' };

test('sign-in without JavaScript: a wrong password is told on the page, the right one signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('You must provide an email address such as name@yourbusiness.ca');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Your password must be a minimum of 8 characters.');
  await expect(page.getByLabel('Email address')).toHaveValue('not-an-email');
  await expect(page.getByLabel('Password')).toHaveValue(''); // a password is never written back

  await page.getByLabel('Email address').fill(DEMO.email);
  await page.getByLabel('Password').fill('Wrong#pass1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('The email address or password is incorrect.');
  await expect(page.getByRole('heading', { name: 'Access your business account now' })).toBeVisible();
  expect(page.url()).not.toContain('Wrong');

  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'accessToken');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});

test('sign-up without JavaScript: the §5 messages under their fields, then check your inbox', async ({ page }) => {
  await page.goto('/get-started');
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(page.getByLabel('Business name')).toHaveAccessibleDescription('You must provide a business name that is between 2-50 characters.');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('You must provide an email address that is between 5-60 characters.');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('You must provide a password that is between 8-35 characters.');

  const email = `nojs-${Date.now()}@example.ca`;
  await page.getByLabel('Business name').fill('Maple & Co!');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('NoScript#2026');
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(page.getByLabel('Business name')).toHaveAccessibleDescription('Your business name may only contain letters and numbers.');
  await expect(page.getByLabel('Business name')).toHaveValue('Maple & Co!');
  await expect(page.getByLabel('Email address')).toHaveValue(email);

  await page.getByLabel('Business name').fill('Maple Bakery');
  await page.getByLabel('Password').fill('NoScript#2026');
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.locator('.check-inbox-email')).toHaveText(email);
});

test('a form post from another site is refused', async ({ request, baseURL }) => {
  const res = await request.post('/api/business/login', {
    form: { business_email: DEMO.email, business_password: DEMO.password },
    headers: { origin: 'https://evil.example' },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(baseURL).toBeTruthy();
});
