// Issue 39: an owner claims an existing listing from the listing, from a signed-out browser. 'Claim this listing'
// leads through sign-up and back; the claim link goes to the address the directory has for the business; opened
// signed out, it leads through sign-in and back to the claim. Without an email, the owner sends a request an admin
// refuses or approves in the claim-request queue.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '../fixtures/e2e-test.ts';
import { confirmSignUp, emailedLink, registerAndConfirm } from '../fixtures/confirm-signup.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { directoryPath } from '../../src/shared/locations.ts';
import { directoryPathIn } from '../../src/shared/i18n/places.ts';
import { findOverflow, screenshotsAtBothWidths } from '../fixtures/overflow.ts';

const BIN = path.resolve('node_modules/.bin');
const run = (args: string[]) =>
  execFileSync(path.join(BIN, 'tsx'), args, {
    env: { ...process.env, PATH: `${BIN}:${process.env.PATH}` },
    encoding: 'utf8',
    timeout: 90_000,
  });

const CAMROSE = { city: 'Camrose', row: { city_slug: 'camrose', state_code: 'AB' } };
const QUEBEC = { city: 'Québec', row: { city_slug: 'quebec', state_code: 'QC' } };

async function insertListing(id: string, name: string, email: string | null, place = CAMROSE) {
  const row = { business_unique_id: `claim-test-${id}`, ...place.row, country_code: 'CA' };
  await query(
    `INSERT INTO listings (business_unique_id, business_name, business_rank, categories, city, city_slug, state_code, country_code, email)
     VALUES ($1, $2, 'unclaimed', ARRAY['Plumbing'], $7, $3, $4, $5, $6)`,
    [row.business_unique_id, name, row.city_slug, row.state_code, row.country_code, email, place.city],
  );
  await closeDb();
  return row;
}

async function fitsAPhone(page: import('@playwright/test').Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(findOverflow, 390)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('an owner claims an unclaimed listing from its page, signing up and then in on the way', async ({ page }) => {
  test.setTimeout(180_000);
  const id = randomUUID().slice(0, 8);
  const name = `Claim Test Plumbing ${id}`;
  const businessEmail = `office-${id}@example.ca`;
  const row = await insertListing(id, name, businessEmail);

  // The French page offers the same claim on the French claim page (issue 42).
  await page.goto(directoryPathIn('fr', directoryPath(row)));
  const frenchClaim = page.getByRole('link', { name: 'Réclamer cette fiche', exact: true });
  await expect(frenchClaim).not.toHaveAttribute('hreflang', 'en');
  const listingId = new URL((await frenchClaim.getAttribute('href'))!, page.url()).searchParams.get('listing');
  await expect(frenchClaim).toHaveAttribute('href', `/fr/reclamer-fiche/?listing=${listingId}`);
  await screenshotsAtBothWidths(page, 'fiche-claim');
  await page.goto(directoryPath(row));
  await screenshotsAtBothWidths(page, 'listing-claim');
  await page.getByRole('link', { name: 'Claim this listing' }).click();
  await expect(page).toHaveURL(new RegExp(`/claim-listing/\\?listing=${listingId}$`));
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

test('an owner asks to claim a listing without an email; an admin refuses, then approves', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const id = randomUUID().slice(0, 8);
  const name = `Request Test Plumbing ${id}`;
  const row = await insertListing(id, name, null);

  // Signed out: the page says how such a listing is claimed, and leads through sign-up first.
  await page.goto(directoryPath(row));
  await page.getByRole('link', { name: 'Claim this listing' }).click();
  await expect(page.getByText('The directory has no email address for the business')).toBeVisible();
  await screenshotsAtBothWidths(page, 'claim-request-signed-out');
  const owner = { name: `Requester ${id}`, email: `requester-${id}@example.ca`, password: 'Claim#2026' };
  await page.getByRole('main').getByRole('link', { name: 'create a free account' }).click();
  await page.getByLabel('Business name').fill(owner.name);
  await page.getByLabel('Email address').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await expect(page.locator('input[name="next"]')).toHaveValue(/^\/claim-listing\/\?listing=/);
  await page.getByRole('button', { name: 'Register account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await confirmSignUp(page, owner.email);
  await expect(page).toHaveURL(/\/claim-listing\/\?listing=/);

  // The form checks itself with the function's schema: each error under its field, the first focused.
  const form = page.getByRole('form', { name: 'Claim request' });
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(form.getByText('Say your role at the business (for example: owner).')).toBeVisible();
  await expect(form.getByText('Give a phone number or website where we can check')).toBeVisible();
  await expect(form.getByLabel('Your role at the business')).toBeFocused();
  await screenshotsAtBothWidths(page, 'claim-request-errors');
  await form.getByLabel('Your role at the business').fill('Owner');
  await form.getByLabel('A phone number or website that shows you run it').fill('780-555-0199');
  await form.getByLabel(/Anything else/).fill('<b>I run it</b> since 2019.');
  await form.getByRole('button', { name: 'Send the request' }).click();
  const pending = page.getByRole('main').getByRole('status');
  await expect(pending).toContainText(`You asked to claim ${name} on`);
  await expect(pending).toContainText('Your request is waiting for review.');
  await fitsAPhone(page);
  await screenshotsAtBothWidths(page, 'claim-request-pending');

  // An admin (made with the script) finds it in the queue, linked from review moderation.
  const adminEmail = `admin-claims-${id}@mainstreet.example`;
  expect(run(['scripts/admin-create.ts', adminEmail, '--password', 'Moderate#2026'])).toContain(adminEmail);
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await admin.goto('/login/');
  await admin.getByLabel('Email address').fill(adminEmail);
  await admin.getByLabel('Password').fill('Moderate#2026');
  await admin.getByRole('button', { name: 'Login' }).click();
  await admin.waitForURL((u) => !u.pathname.startsWith('/login'));
  await admin.goto('/admin/reviews/');
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Claim requests' }).click();
  const item = admin.getByRole('article', { name: `Claim of ${name} by ${owner.name}` });
  await expect(item).toContainText(owner.email);
  await expect(item).toContainText('account made today');
  await expect(item).toContainText('780-555-0199');
  // What the requester wrote is text, never markup.
  await expect(item).toContainText('<b>I run it</b> since 2019.');
  await expect(item.getByRole('link', { name })).toHaveAttribute('href', directoryPath(row));
  await fitsAPhone(admin);
  await screenshotsAtBothWidths(admin, 'admin-claim-requests');
  await item.getByRole('button', { name: 'Refuse' }).click();
  await expect(item.getByRole('alert')).toContainText('Give the reason the requester will read');
  const reason = 'The phone number is not the business’s.';
  await item.getByLabel(/Reason for refusing/).fill(reason);
  await item.getByRole('button', { name: 'Refuse' }).click();
  await expect(item).toHaveCount(0);
  await expect(admin.getByText('No claim request is waiting for review.')).toBeVisible();

  // The requester reads the refusal and its reason, and may ask again at once.
  await page.reload();
  const refused = page.getByRole('main').getByRole('alert');
  await expect(refused).toContainText(`to claim ${name} was refused on`);
  await expect(refused).toContainText(reason);
  await screenshotsAtBothWidths(page, 'claim-request-refused');
  await form.getByLabel('Your role at the business').fill('Owner');
  await form.getByLabel('A phone number or website that shows you run it').fill('https://example.ca/our-team');
  await form.getByRole('button', { name: 'Send the request' }).click();
  await expect(pending).toContainText('Your request is waiting for review.');

  await admin.reload();
  await expect(item).toContainText('https://example.ca/our-team');
  await item.getByRole('button', { name: 'Approve' }).click();
  await expect(item).toHaveCount(0);
  await expect(
    admin.getByRole('status').filter({ hasText: `Approved: ${owner.name}’s claim of ${name}.` }),
  ).toBeAttached();
  await adminContext.close();

  // Approved: the claim page says so and leads to the dashboard, which shows the listing.
  await page.reload();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`An administrator approved your request on`);
  await screenshotsAtBothWidths(page, 'claim-request-approved');
  await page.getByRole('link', { name: 'Edit it in your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-business\//);
  await page.goto('/dashboard/');
  await expect(page.getByRole('region', { name: 'Your listing' })).toContainText(name);
});

test('a French owner claims a Quebec listing in French, signing in on the way', async ({ page }) => {
  test.setTimeout(180_000);
  const id = randomUUID().slice(0, 8);
  const name = `Plomberie Test ${id}`;
  const businessEmail = `bureau-${id}@example.ca`;
  const row = await insertListing(id, name, businessEmail, QUEBEC);
  const owner = {
    business_name: `Propriétaire ${id}`,
    business_email: `proprio-${id}@example.ca`,
    business_password: 'Fiche#2026',
  };
  await registerAndConfirm(page, owner);
  await page.context().clearCookies();

  // Signed out, from the French listing: the French claim page, and the French login on the way back to it.
  await page.goto(directoryPathIn('fr', directoryPath(row)));
  await page.getByRole('link', { name: 'Réclamer cette fiche', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/reclamer-fiche\/\?listing=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réclamer votre fiche');
  await expect(
    page.getByText(`${name} a une fiche gratuite dans l’annuaire Main Street que personne n’a encore réclamée.`),
  ).toBeVisible();
  await screenshotsAtBothWidths(page, 'reclamer-fiche');
  await page.getByRole('main').getByRole('link', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/connexion\/\?next=%2Ffr%2Freclamer-fiche/);
  await page.getByLabel('Adresse courriel').fill(owner.business_email);
  await page.getByLabel('Mot de passe').fill(owner.business_password);
  // The page's script has carried the way back into its sign-up link: it sends the sign-in back there too (before
  // it runs, the form posts plainly and ends at checkout).
  await expect(page.getByRole('main').getByRole('link', { name: 'Créez votre compte gratuit' })).toHaveAttribute(
    'href',
    /next=%2Ffr%2Freclamer-fiche/,
  );
  await page.getByRole('main').getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/fr\/reclamer-fiche\/\?listing=/);
  await page.getByRole('button', { name: 'Envoyer le lien de réclamation à l’entreprise' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `Nous avons envoyé un lien de réclamation pour ${name}`,
  );
  await screenshotsAtBothWidths(page, 'reclamer-fiche-lien-envoye');

  // The emailed link (in French: a Quebec listing) opens the French page, and claims the listing.
  const link = new URL(await emailedLink(businessEmail, /https?:\/\/[^\s"<]+\/fr\/reclamer-fiche\/#token=[^\s"<]+/));
  await page.goto(link.pathname + link.hash);
  await page.getByRole('button', { name: `Réclamer ${name}` }).click();
  const done = page.getByRole('main').getByRole('status');
  await expect(done).toContainText(`${name} est maintenant votre fiche.`);
  await expect(done.getByRole('link', { name: 'Ouvrir votre boîte de réception (en anglais)' })).toHaveAttribute(
    'hreflang',
    'en',
  );
  await fitsAPhone(page);
  await screenshotsAtBothWidths(page, 'reclamer-fiche-reclamee');
});
