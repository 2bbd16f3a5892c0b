// Issue 31: the directory in French under /fr/annuaire/. A listing page in French (lang, hreflang pairs, the
// switcher both ways), its review form's §5 messages in French and a message sent through the real function;
// a province with its French name.
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { directoryPath } from '../../src/shared/locations.ts';
import { directoryPathIn } from '../../src/shared/i18n/places.ts';

test.afterAll(async () => {
  await closeDb();
});

async function openPopup(page: Page, button: string, title: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

const alternate = (page: Page, hreflang: string) => page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);

test('a listing in French: language, hreflang, switcher, review errors and a message', async ({ page }) => {
  const [listing] = await query<{
    business_name: string;
    country_code: string;
    state_code: string;
    city_slug: string;
    business_unique_id: string;
  }>(
    `SELECT business_name, country_code, state_code, city_slug, business_unique_id FROM listings
     WHERE state_code = 'BC' ORDER BY owner_id IS NULL, business_unique_id LIMIT 1`,
  );
  expect(listing, 'a seeded listing in British Columbia').toBeTruthy();
  const english = directoryPath(listing!);
  const french = directoryPathIn('fr', english);
  expect(french).toMatch(/^\/fr\/annuaire\/canada\/colombie-britannique\//);

  await page.goto(french);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(listing!.business_name);
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link')).toHaveText([
    'Annuaire',
    'Canada',
    'Colombie-Britannique',
    /\S/,
  ]);
  await expect(alternate(page, 'en-CA')).toHaveAttribute('href', new RegExp(`${english}$`));
  await expect(alternate(page, 'fr-CA')).toHaveAttribute('href', new RegExp(`${french}$`));
  await expect(alternate(page, 'x-default')).toHaveAttribute('href', new RegExp(`${english}$`));
  await expect(page.getByRole('heading', { name: 'Heures d’ouverture' })).toBeVisible();

  // The switcher, both ways.
  await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`${english}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(alternate(page, 'fr-CA')).toHaveAttribute('href', new RegExp(`${french}$`));
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(new RegExp(`${french}$`));

  // The review form's messages in French.
  const review = await openPopup(page, 'Ajouter un avis', 'Publier un avis');
  await review.getByRole('button', { name: 'Publier l’avis' }).click();
  await expect(review.getByText('Le prénom est obligatoire')).toBeVisible();
  await expect(review.getByText('La note doit être d’au moins 1')).toBeVisible();
  await expect(review.getByText('Le message est obligatoire')).toBeVisible();
  await review.getByLabel('Courriel').fill('margot@');
  await review.getByRole('button', { name: 'Publier l’avis' }).click();
  await expect(review.getByText('Adresse courriel invalide')).toBeVisible();
  await review.getByRole('button', { name: 'Fermer' }).click();

  // A message through the real function, answered in French.
  const message = await openPopup(page, 'Envoyer un message', 'Envoyer un message');
  await message.getByLabel('Prénom').fill('Chloé');
  await message.getByLabel('Nom', { exact: true }).fill('Tremblay');
  await message.getByLabel('Courriel').fill(`chloe-${Date.now().toString(36)}@example.ca`);
  await message.getByLabel('Message', { exact: true }).fill('Bonjour! Êtes-vous ouverts le dimanche?');
  await message.getByRole('button', { name: 'Envoyer le message' }).click();
  // (Sent to the owner, or kept for a business that has not claimed its listing: either way, in French.)
  await expect(
    message.getByText(/^Merci! (Votre message a été envoyé|Cette entreprise n’a pas encore réclamé)/),
  ).toBeVisible();
});

test('a province, a missing address and the directory home in French', async ({ page }) => {
  await page.goto('/fr/annuaire/canada/quebec/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Québec' })).toBeVisible();
  await expect(alternate(page, 'en-CA')).toHaveAttribute('href', /\/directory\/canada\/quebec\/$/);
  // An address with nothing there answers 404. (Its French body, fr/annuaire/not-found.astro, is what Netlify serves;
  // netlify dev answers a function's 404 with the static 404 page instead, see directory-live.spec.ts.)
  const missing = await page.goto('/fr/annuaire/canada/quebec/montreal/nobody-here-at-all/');
  expect(missing?.status()).toBe(404);
  await page.goto('/fr/annuaire/');
  await expect(page.getByRole('heading', { level: 1, name: 'Annuaire des entreprises' })).toBeVisible();
  const locations = page.getByRole('navigation', { name: 'Lieux' });
  for (const name of [
    'Colombie-Britannique',
    'Nouvelle-Écosse',
    'Île-du-Prince-Édouard',
    'Terre-Neuve-et-Labrador',
    'Territoires du Nord-Ouest',
  ]) {
    await expect(locations.getByRole('listitem').filter({ hasText: new RegExp(`^${name}( |$)`) })).toHaveCount(1);
  }
  await locations.getByRole('link', { name: 'Alberta' }).click();
  await expect(page).toHaveURL(/\/fr\/annuaire\/canada\/alberta\/$/);
  const first = page.getByRole('main').getByRole('article').first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /^\/fr\/annuaire\/canada\/alberta\//);
});

test('a review posted in French links to its status in French; header links say their page is in English', async ({
  page,
}) => {
  const [listing] = await query<{
    business_name: string;
    country_code: string;
    state_code: string;
    city_slug: string;
    business_unique_id: string;
  }>(
    `SELECT business_name, country_code, state_code, city_slug, business_unique_id FROM listings
     WHERE state_code = 'QC' ORDER BY business_unique_id LIMIT 1`,
  );
  expect(listing, 'a seeded listing in Quebec').toBeTruthy();
  await page.goto(directoryPathIn('fr', directoryPath(listing!)));
  const news = page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'Actualités (en anglais)' });
  await expect(news).toHaveAttribute('hreflang', 'en');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'À propos (en anglais)' })).toHaveAttribute(
    'hreflang',
    'en',
  );

  const review = await openPopup(page, 'Ajouter un avis', 'Publier un avis');
  await review.getByLabel('Prénom').fill('Margot');
  await review.getByLabel('Nom', { exact: true }).fill('Lavoie');
  await review.getByLabel('Courriel').fill(`margot-${Date.now().toString(36)}@example.ca`);
  await review.getByRole('radio', { name: '4 étoiles', exact: true }).check({ force: true });
  await review
    .getByLabel('Votre avis')
    .fill(`Accueil chaleureux et service rapide, merci à toute l’équipe (${Date.now().toString(36)}).`);
  await review.getByRole('button', { name: 'Publier l’avis' }).click();
  await expect(review.getByText(/^Votre avis a été envoyé/)).toBeVisible();
  await review.getByRole('link', { name: 'Voir le statut de votre avis' }).click();
  await expect(page).toHaveURL(/\/fr\/statut-avis\/\?id=[0-9a-f-]+$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Le statut de votre avis' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `Votre avis 4 étoiles sur ${listing!.business_name}`,
  );
});

test('a popup button clicked before the listing page’s script has loaded still opens its popup', async ({ page }) => {
  const [listing] = await query<{
    country_code: string;
    state_code: string;
    city_slug: string;
    business_unique_id: string;
  }>(
    `SELECT country_code, state_code, city_slug, business_unique_id FROM listings WHERE state_code = 'BC' ORDER BY business_unique_id LIMIT 1`,
  );
  // The page's scripts held back until after the click, as on a slow connection (or a click right after navigating).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(directoryPathIn('fr', directoryPath(listing!)), { waitUntil: 'commit' }); // module scripts run before DOMContentLoaded: not waited for
  await page.getByRole('button', { name: 'Ajouter un avis' }).click();
  release();
  await expect(page.getByRole('dialog', { name: 'Publier un avis' })).toBeVisible();
});
