import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { emailedLink, registerAndConfirm } from '../fixtures/confirm-signup.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { routeStripeStandIns } from '../fixtures/stripe-js-stand-in.ts';

// The payment panel's whole flow through the real functions: init-checkout, create-subscription and
// update-rank run under netlify dev with the real stripe SDK against the local Stripe stand-in that
// `npm test` starts; Stripe.js is a stand-in that confirms the card with that same stand-in
// (tests/fixtures/stripe-js-stand-in.ts). The test only watches the requests, it answers none.

test.afterAll(async () => closeDb());

async function registerAndWatch(page: Page) {
  const email = `payer-${Date.now()}@example.ca`;
  await registerAndConfirm(page, {
    business_name: 'Dana Bakery',
    business_email: email,
    business_password: 'Bakery#2026',
  });
  await routeStripeStandIns(page);
  const subscriptions: unknown[] = [];
  const rankCalls: unknown[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/commerce/create-subscription')) subscriptions.push(req.postDataJSON());
    if (req.url().endsWith('/api/business/update-rank')) rankCalls.push(req.postDataJSON());
  });
  return { email, subscriptions, rankCalls };
}

const rankOf = async (email: string) =>
  (await query<{ rank: string }>('SELECT rank FROM businesses WHERE lower(business_email) = lower($1)', [email]))[0]
    ?.rank;

test('a paid plan: card entry, a declined card under the field, then a confirmed payment goes to the dashboard', async ({
  page,
}) => {
  const calls = await registerAndWatch(page);
  await page.goto('/checkout');
  await page.evaluate(() => localStorage.setItem('referral_id', 'demo-bakery'));
  await page.getByRole('radio', { name: /^Web Hosting & AI Design/ }).check();
  await expect(page.getByRole('region', { name: 'Payment' }).getByText('$15 CAD/month')).toBeVisible();
  const pay = page.getByRole('button', { name: 'Confirm payment' });
  await expect(pay).toBeEnabled({ timeout: 15_000 });
  // The plan's sales tax, from the first invoice (test mode's registration numbers; Ontario, Main Street's own
  // province, as this new business has no listing yet).
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    'You are billed $15 CAD plus HST (13%) $1.95, $16.95 CAD in all, every month',
  );
  expect(calls.subscriptions).toEqual([{ plan: 'web-hosting' }]);

  await page.getByLabel('Cardholder name').fill('Dana Baker');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.click();
  const cardGroup = page.getByRole('group', { name: 'Card details' });
  await expect(cardGroup.getByRole('alert')).toContainText(
    'Your card was declined. No payment was taken and you stay on the free Community plan.',
  );
  expect(calls.rankCalls).toEqual([]);
  expect(await rankOf(calls.email)).toBe('registered');
  // Confirmed with the client secret the server got from Stripe and the cardholder (billing) name, as §7 says.
  const confirmed = await page.evaluate(
    () => (window as unknown as { __confirmed: { secret: string; name: string } }).__confirmed,
  );
  expect(confirmed).toEqual({ secret: expect.stringMatching(/^pi_\w+_secret_\w+$/), name: 'Dana Baker' });

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/dashboard\/?$/);
  expect(calls.rankCalls).toEqual([{ subscriptionId: expect.stringMatching(/^sub_/) }]);
  // The rank comes from Stripe's answer (the stand-in marked the subscription active), not the browser.
  expect(await rankOf(calls.email)).toBe('web-hosting');
  expect(await page.evaluate(() => localStorage.getItem('referral_id'))).toBeNull();
  // The receipt lists the tax the invoice charged, with the number it was charged under.
  expect(await emailedLink(calls.email, /HST \(13%\): \$1\.95/)).toBeTruthy();
  expect(await emailedLink(calls.email, /HST Registration no\. 000000000 RT0000/)).toBeTruthy();
  expect(await emailedLink(calls.email, /Total paid: \$16\.95/)).toBeTruthy();
});
