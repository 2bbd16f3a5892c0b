// Issue 29: the account forms work with JavaScript off — each posts to its function, which answers with a
// redirect and the session cookie, or the page again with the §5 messages under their fields.
import { expect, test } from '../fixtures/e2e-test.ts';
import { emailedLink, registerAndConfirm, signupLink } from '../fixtures/confirm-signup.ts';

test.use({ javaScriptEnabled: false });

const DEMO = { email: 'demo@mainstreet.example', password: 'MainStreet#2026' };

test('sign-in without JavaScript: a wrong password is told on the page, the right one signs in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    'You must provide an email address such as name@yourbusiness.ca',
  );
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'Your password must be a minimum of 8 characters.',
  );
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
  await expect(page.getByLabel('Business name')).toHaveAccessibleDescription(
    'You must provide a business name that is between 2-50 characters.',
  );
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    'You must provide an email address that is between 5-60 characters.',
  );
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(
    'You must provide a password that is between 8-35 characters.',
  );

  const email = `nojs-${Date.now()}@example.ca`;
  await page.getByLabel('Business name').fill('Maple & Co!');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill('NoScript#2026');
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(page.getByLabel('Business name')).toHaveAccessibleDescription(
    'Your business name may only contain letters and numbers.',
  );
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

const RESET_LINK = /https?:\/\/[^\s"<]+\/reset-password\/\?token=[A-Za-z0-9_-]{43}/;
const EMAIL_LINK = /https?:\/\/[^\s"<]+\/confirm-email\/\?token=[A-Za-z0-9_-]{43}/;
const pathOf = (link: string) => new URL(link).pathname + new URL(link).search;

test('forgotten password without JavaScript: the link from the mailbox, a new password, signed in', async ({
  page,
}) => {
  const email = `nojs-reset-${Date.now()}@example.ca`;
  await registerAndConfirm(page, {
    business_name: 'No Script Reset',
    business_email: email,
    business_password: 'NoScript#2026',
  });
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email address').fill('bad@');
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
    'You must provide an email address such as name@yourbusiness.ca',
  );
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('status')).toContainText(
    'If an account uses this email, we sent it a link to choose a new password.',
  );

  const link = pathOf(await emailedLink(email, RESET_LINK));
  const response = await page.goto(link);
  expect(response?.headers()['referrer-policy']).toBe('same-origin');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('weakpass');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page.getByLabel('New password')).toHaveAccessibleDescription(
    'Your password must be 8-35 characters and contain at least one number and special character.',
  );
  await expect(page.getByLabel('New password')).toHaveValue('');
  await page.getByLabel('New password').fill('Fresh#2027pass');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL(/\/(dashboard|checkout)\/?$/);
  expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toMatchObject({ httpOnly: true });

  // The link worked once: opening it again says so above the form that asks for a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This link was already used. Ask for a new one if you still need to change your password.',
  );
  await expect(page.getByRole('button', { name: 'Email me a link' })).toBeVisible();
});

test('referral sign-up without JavaScript: the messages under their fields, then the emailed link and its button', async ({
  page,
}) => {
  await page.goto('/referral-program');
  const form = page.locator('form.account-form');
  await form.getByLabel('Website URL').fill('maplebakery');
  await form.getByRole('button', { name: 'Join the referral program' }).click();
  await expect(form.getByLabel('Website URL')).toHaveAccessibleDescription(
    'Your website URL must contain an extension such as "yourbusiness.ca".',
  );
  await expect(form.getByLabel('Business name')).toHaveAccessibleDescription(
    'You must provide a business name that is between 2-50 characters.',
  );
  await expect(page.getByRole('heading', { name: 'Referral program' })).toBeVisible();

  const email = `nojs-affiliate-${Date.now()}@example.ca`;
  await form.getByLabel('Website URL').fill('maplebakery.ca');
  await form.getByLabel('Business name').fill('No Script Affiliate');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill('Affiliate#2026');
  await form.getByRole('button', { name: 'Join the referral program' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // Opening the link creates nothing; its button does, and takes the person back, signed in.
  await page.goto(pathOf(await signupLink(email)));
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toBeUndefined();
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page).toHaveURL(/\/referral-program\/\?email_confirmed=1$/);
  expect((await page.context().cookies()).find((c) => c.name === 'accessToken')).toMatchObject({ httpOnly: true });
});

test('email change without JavaScript: the link opens a page whose button makes the change', async ({ page }) => {
  const email = `nojs-change-${Date.now()}@example.ca`;
  const moved = `nojs-moved-${Date.now()}@example.ca`;
  await registerAndConfirm(page, {
    business_name: 'No Script Change',
    business_email: email,
    business_password: 'NoScript#2026',
  });
  const asked = await page.request.post('/api/account/email', {
    data: { new_email: moved, current_password: 'NoScript#2026' },
  });
  expect(asked.status()).toBe(200);
  const link = pathOf(await emailedLink(moved, EMAIL_LINK));
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm this address' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Your email address is changed. Use it the next time you log in.',
  );
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('This link was already used.');
});
