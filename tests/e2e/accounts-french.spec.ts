// Issue 42: a person signs up on the French page, gets the French email, confirms on the French page and is a French
// account; a French password reset goes through the French pages. Screenshots of each French page at 390 and 1366 px
// (SCREENSHOTS=<folder>, else the test's output folder), none scrolling sideways.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/e2e-test.ts';
import { emailedLink } from '../fixtures/confirm-signup.ts';
import { closeDb, query } from '../../src/server/db/client.ts';

const SHOTS = process.env.SCREENSHOTS || process.env.PLAYWRIGHT_OUTPUT_DIR || 'test-results';
const TOKEN = '[A-Za-z0-9_-]{43}';

test.afterAll(async () => {
  await closeDb();
});

async function shoot(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, `fr-${name}-${width}.png`), fullPage: true });
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
  }
}

/** The path and query of the newest link to `page` emailed to `email`. */
async function linkTo(email: string, page: string): Promise<string> {
  const link = new URL(await emailedLink(email, new RegExp(`https?://[^\\s"<]+${page}\\?token=${TOKEN}`)));
  return link.pathname + link.search;
}

test('a French sign-up: French form, French email, French confirm page, a French account', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `francais-${Date.now()}@example.ca`;
  await page.goto('/fr/inscription/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créez le compte gratuit de votre entreprise' }),
  ).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute('href', /\/get-started\/$/);
  await shoot(page, 'inscription');
  // The rules speak French in the browser too.
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByText('Indiquez un nom d’entreprise de 2 à 50 caractères.')).toBeVisible();
  await page.getByLabel('Nom de l’entreprise').fill('Boulangerie Essai');
  await page.getByLabel('Adresse courriel').fill(email);
  await page.getByLabel('Mot de passe').fill('Erable#2026');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Consultez votre boîte de réception' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  await shoot(page, 'inscription-envoyee');

  // The email is French (its subject is RFC 2047-encoded: its body is read instead).
  expect(await emailedLink(email, /ignorez ce courriel/)).toBeTruthy();
  await page.goto(await linkTo(email, '/fr/confirmer-compte/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Confirmez votre courriel' })).toBeVisible();
  await shoot(page, 'confirmer-compte');
  await page.getByRole('button', { name: 'Confirmer mon courriel' }).click();
  await expect(page).not.toHaveURL(/\/confirmer-compte|\/api\//, { timeout: 20_000 });
  const [user] = await query<{ language: string }>('SELECT language FROM users WHERE lower(email) = lower($1)', [
    email,
  ]);
  expect(user?.language).toBe('fr');

  // A used link says so in French, with the French ways on.
  await page.context().clearCookies();
  await page.goto(await linkTo(email, '/fr/confirmer-compte/'));
  await expect(page.getByRole('alert')).toHaveText(/Ce lien a déjà servi : votre compte est prêt\./);
  await expect(page.getByRole('link', { name: 'Se connecter', exact: true }).first()).toHaveAttribute(
    'href',
    '/fr/connexion/',
  );
  await shoot(page, 'confirmer-compte-utilise');
});

test('a French password reset: the French forms and pages, then signed in with the new password', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `reinit-${Date.now()}@example.ca`;
  const made = await page.request.post('/api/business/create', {
    data: {
      business_name: 'Fromagerie Essai',
      business_email: email,
      business_password: 'Erable#2026',
      language: 'fr',
    },
  });
  expect(made.status()).toBe(202);
  await page.goto(await linkTo(email, '/fr/confirmer-compte/'));
  await page.getByRole('button', { name: 'Confirmer mon courriel' }).click();
  await expect(page).not.toHaveURL(/\/confirmer-compte|\/api\//, { timeout: 20_000 });
  await page.context().clearCookies();

  await page.goto('/fr/connexion/');
  await expect(page.getByRole('heading', { level: 1, name: 'Accédez au compte de votre entreprise' })).toBeVisible();
  await shoot(page, 'connexion');
  await page.getByRole('link', { name: 'Mot de passe oublié?' }).click();
  await expect(page).toHaveURL(/\/fr\/mot-de-passe\/$/);
  // A link's click does not wait for the new page's script: without it the form would post plainly (flaky in CI).
  await page.waitForLoadState('load');
  await shoot(page, 'mot-de-passe-oublie');
  await page.getByLabel('Adresse courriel').fill(email);
  await page.getByRole('button', { name: 'M’envoyer un lien' }).click();
  await expect(page.getByRole('heading', { name: 'Consultez votre boîte de réception' })).toBeFocused();
  await expect(page.getByText('Si un compte utilise ce courriel')).toBeVisible();

  await page.goto(await linkTo(email, '/fr/mot-de-passe/'));
  await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  await shoot(page, 'nouveau-mot-de-passe');
  await page.getByLabel('Nouveau mot de passe').fill('court');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page.getByText('Le mot de passe doit avoir au moins 8 caractères.')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('Cedre#2027neuf');
  await page.getByRole('button', { name: 'Enregistrer mon nouveau mot de passe' }).click();
  await expect(page).toHaveURL(/\/(dashboard|checkout)\//, { timeout: 20_000 });

  // The French confirm-email page, from a link that does not exist: why, in French.
  await page.goto(`/fr/confirmer-courriel/?token=${'A'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText(
    'Ce lien n’est pas valide. Ouvrez-le de nouveau à partir du courriel.',
  );
  await shoot(page, 'confirmer-courriel');
});
