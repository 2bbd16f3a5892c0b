// Issue 39: an owner claims an existing listing from the listing, from a signed-out browser. 'Claim this listing'
// leads through sign-up and back; the claim link goes to the address the directory has for the business; opened
// signed out, it leads through sign-in and back to the claim.
import { randomUUID } from 'node:crypto';
import { expect, test } from '../fixtures/e2e-test.ts';
import { confirmSignUp, emailedLink } from '../fixtures/confirm-signup.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { directoryPath } from '../../src/shared/locations.ts';
import { directoryPathIn } from '../../src/shared/i18n/places.ts';
import { screenshotsAtBothWidths } from '../fixtures/overflow.ts';

test('an owner claims an unclaimed listing from its page, signing up and then in on the way', async ({ page }) => {
  test.setTimeout(180_000);
  const id = randomUUID().slice(0, 8);
  const name = `Claim Test Plumbing ${id}`;
  const businessEmail = `office-${id}@example.ca`;
  const row = { business_unique_id: `claim-test-${id}`, city_slug: 'camrose', state_code: 'AB', country_code: 'CA' };
  await query(
    `INSERT INTO listings (business_unique_id, business_name, business_rank, categories, city, city_slug, state_code, country_code, email)
     VALUES ($1, $2, 'unclaimed', ARRAY['Plumbing'], 'Camrose', $3, $4, $5, $6)`,
    [row.business_unique_id, name, row.city_slug, row.state_code, row.country_code, businessEmail],
  );
  await closeDb();

  // The French page offers the same claim, marked as an English-only page.
  await page.goto(directoryPathIn('fr', directoryPath(row)));
  const frenchClaim = page.getByRole('link', { name: 'Réclamer cette fiche (en anglais)', exact: true });
  await expect(frenchClaim).toHaveAttribute('hreflang', 'en');
  const claimHref = await frenchClaim.getAttribute('href');
  await screenshotsAtBothWidths(page, 'fiche-claim');
  await page.goto(directoryPath(row));
  await screenshotsAtBothWidths(page, 'listing-claim');
  await page.getByRole('link', { name: 'Claim this listing' }).click();
  await expect(page).toHaveURL(new RegExp(claimHref!.replace(/[?]/g, '\\?')));
  await expect(
    page.getByText(`${name} has a free listing in the Main Street directory that nobody has claimed yet.`),
  ).toBeVisible();
  await screenshotsAtBothWidths(page, 'claim-signed-out');

  // Sign up from the claim page; the emailed confirmation brings the owner back to it, signed in.
  const owner = { name: `Owner ${id}`, email: `owner-${id}@example.ca`, password: 'Claim#2026' };
  await page.getByRole('main').getByRole('link', { name: 'create a free account' }).click();
  await page.getByLabel('Business name').fill(owner.name);
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  // The page's script has put the way back into the form (without it, the form posts plainly and ends at checkout).
  await expect(page.locator('input[name="next"]')).toHaveValue(/^\/claim-listing\/\?listing=/);
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await confirmSignUp(page, owner.email);
  await expect(page).toHaveURL(/\/claim-listing\/\?listing=/);
  await screenshotsAtBothWidths(page, 'claim-email-link');
  await page.getByRole('button', { name: 'Email the claim link to the business' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('We emailed a claim link');
  await screenshotsAtBothWidths(page, 'claim-link-sent');

  // The link reaches the business's address; opened signed out, it leads through sign-in and back.
  const link = new URL(await emailedLink(businessEmail, /https?:\/\/[^\s"<]+\/claim-listing\/#token=[^\s"<]+/));
  await page.context().clearCookies();
  await page.goto(link.pathname + link.hash);
  await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  // The page's script has carried the way back into its sign-up link: it sends the sign-in back there too.
  await expect(page.getByRole('main').getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
    'href',
    /next=%2Fclaim-listing/,
  );
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/claim-listing\/#token=/);
  await page.getByRole('button', { name: `Claim ${name}` }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`${name} is your listing now.`);
  await screenshotsAtBothWidths(page, 'claim-done');

  // The listing's page now leads its owner to the dashboard.
  await page.goto(directoryPath(row));
  await expect(page.getByRole('link', { name: 'Owner? Add photos' })).toBeVisible();
});
