// Issue 29: with JavaScript on, the small script enhances the same HTML forms: the §5 rules checked as the
// visitor types, the button disabled while the request is in flight, referral_id kept in localStorage (§3),
// and links emailed before the token moved to the query (#token=…) still work.
import { expect, test } from '../fixtures/e2e-test.ts';
import { emailedLink, registerAndConfirm, signupLink } from '../fixtures/confirm-signup.ts';

const RESET_LINK = /https?:\/\/[^\s"<]+\/reset-password\/\?token=[A-Za-z0-9_-]{43}/;

test('forgotten password: inline validation, the button busy in flight, an old #token link still opens the form', async ({
  page,
}) => {
  const email = `js-reset-${Date.now()}@example.ca`;
  await registerAndConfirm(page, {
    business_name: 'Script Reset',
    business_email: email,
    business_password: 'Script#2026',
  });
  await page.context().clearCookies();

  await page.goto('/reset-password/');
  const field = page.getByLabel('Email address');
  await field.fill('bad@');
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(field).toHaveAccessibleDescription('You must provide an email address such as name@yourbusiness.ca');
  await expect(page).toHaveURL(/\/reset-password\/$/); // checked in the page, nothing posted
  await field.fill(email);
  await expect(field).toHaveAccessibleDescription(''); // checked again as the visitor types

  // Hold the request: the button says it is busy and cannot be pressed twice.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/account/forgot-password', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  release();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await page.unroute('**/api/account/forgot-password');

  // A link emailed before the change carried its token in the fragment: the script moves it into the query.
  const token = new URL(await emailedLink(email, RESET_LINK)).searchParams.get('token')!;
  await page.goto(`/reset-password#token=${token}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\/$/); // the token left the address bar
  await page.getByLabel('New password').fill('Fresh#2027pass');
  await page.getByRole('button', { name: 'Save my new password' }).click();
  await expect(page).toHaveURL(/\/(dashboard|checkout)\/?$/);
});

test('referral sign-up: referral_id kept in localStorage, inline messages, the confirm button busy, the link shown after', async ({
  page,
}) => {
  await page.goto('/referral-program/?referral=maple-friend');
  expect(await page.evaluate(() => localStorage.getItem('referral_id'))).toBe('maple-friend');
  const form = page.locator('form.account-form');
  await expect(form.locator('input[name="referral_id"]')).toHaveValue('maple-friend');
  await form.getByRole('button', { name: 'Join the referral program' }).click();
  await expect(form.getByLabel('Website URL')).toHaveAccessibleDescription(
    'You must provide a website URL that is between 3-70 characters.',
  );
  await expect(page).toHaveURL(/\/referral-program\/\?referral=maple-friend$/); // nothing posted
  await form.getByLabel('Website URL').fill('maplebakery.ca');
  await expect(form.getByLabel('Website URL')).toHaveAccessibleDescription('');

  const email = `js-affiliate-${Date.now()}@example.ca`;
  await form.getByLabel('Business name').fill('Script Affiliate');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password').fill('Affiliate#2026');
  await form.getByRole('button', { name: 'Join the referral program' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const link = new URL(await signupLink(email));
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/confirm-account\/$/); // the token left the address bar; the form holds it
  // The button posts the plain form (the page is left): what it showed while the post was in flight is
  // recorded by a listener that runs after the script's, in sessionStorage, which the next page still reads.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[data-link-form]')!;
    form.addEventListener('submit', (event) => {
      const button = form.querySelector('button')!;
      sessionStorage.setItem(
        'busy',
        JSON.stringify({ disabled: button.disabled, text: button.textContent, prevented: event.defaultPrevented }),
      );
    });
  });
  await page.getByRole('button', { name: 'Confirm my email' }).click();
  await expect(page).toHaveURL(/\/referral-program\/$/);
  await expect(page.getByText('Your email is confirmed and your account is ready.')).toBeVisible();
  await expect(page.getByText('Your referral link')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('busy')))!)).toEqual({
    disabled: true,
    text: 'Confirming…',
    prevented: false,
  });
});
