// Websites in French and in both languages (issue 31), made through the wizard, paid for, published
// and checked on the live host in Chromium: lang, hreflang pairs, the switcher both ways, the French
// 404 and contact form, no English left on French pages (the renderer's own checker), the editor's
// two languages side by side, and Lighthouse (mobile) at 95 or more on a French live page.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import {
  SHOTS, alternates, expectNoSidewaysScroll, generatePayPublish, publishFromEditor, saved, wizardToDetails, type Business,
} from '../fixtures/site-languages.ts';
import { findEnglishOnFrenchPage } from '../../src/features/site-renderer/i18n/english-check.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../src/server/screenshot/screenshot.ts';

const DEBUG_PORT = 9800 + Math.floor(Math.random() * 150);

/** The English words on the French page open in `page`, the business's own names aside. */
async function englishLeft(page: Page, names: string[]): Promise<string[]> {
  return findEnglishOnFrenchPage(await page.content(), names);
}

test('a French website: French pages, 404 and contact form, no English left, Lighthouse 95+ on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  const cafe: Business = { name: 'Café du Quai', overview: 'Café, pâtisseries et pain frais au bord de l’eau, tous les matins.', phone: '418-555-0142', email: 'bonjour@cafeduquai.example.ca' };
  await registerAndConfirm(page, { business_name: 'Cafe du Quai', business_email: `fr-site-${Date.now()}@example.ca`, business_password: 'Quai#2026ok' });
  await wizardToDetails(page, cafe);

  // The language question: four answers, English until the owner chooses (no Quebec listing here).
  const question = page.getByRole('group', { name: 'Which language should your website speak?' });
  await expect(question.getByRole('radio')).toHaveCount(4);
  await expect(question.getByRole('radio', { name: 'English', exact: true })).toBeChecked();
  await question.getByRole('radio', { name: 'Français', exact: true }).check();
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await question.screenshot({ path: `${SHOTS}/wizard-languages-${width}.png` });
    await expectNoSidewaysScroll(page, width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Kept with the wizard's saved data: a reload still has the answer.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Français', exact: true })).toBeChecked();
  const address = await generatePayPublish(page);

  // The live home page, in French.
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(await alternates(page)).toEqual({});
  await expect(page.locator('.lang-switch')).toHaveCount(0);
  const names = [cafe.name, cafe.email, 'Coffee Shop'];
  expect(await englishLeft(page, names), 'English on the French home page').toEqual([]);
  for (const path of ['about/', 'contact/']) {
    expect((await page.goto(`${address}${path}`))!.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    expect(await englishLeft(page, names), `English on /${path}`).toEqual([]);
  }

  // The 404 page, in French.
  const missing = await page.goto(`${address}cette-page-nexiste-pas/`);
  expect(missing!.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  expect(await englishLeft(page, names), 'English on the 404 page').toEqual([]);

  // The contact form: its messages in French, and a message sent to the owner's inbox.
  await page.goto(`${address}contact/`);
  const form = page.locator('form.contact');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByText('Le prénom est obligatoire.')).toBeVisible();
  await form.getByLabel('Prénom').fill('Élise');
  await form.getByLabel('Nom', { exact: true }).fill('Gagnon');
  await form.getByLabel('Courriel').fill('elise@example.ca');
  await form.getByLabel('Message').fill('Bonjour, faites-vous des gâteaux sur commande pour samedi?');
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByRole('status')).toContainText(`Merci, Élise\u00a0! Votre message a été envoyé à ${cafe.name}.`, { timeout: 15_000 });

  // Lighthouse, mobile profile, on the live French home page.
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`] });
  try {
    const categories = ['accessibility', 'best-practices', 'seo'];
    const result = await lighthouse(address, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: categories });
    const lhr = result!.lhr;
    expect(lhr.runtimeError, lhr.runtimeError?.message).toBeUndefined();
    expect(lhr.configSettings.formFactor).toBe('mobile');
    for (const id of categories) {
      const failed = lhr.categories[id]!.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id);
      expect(lhr.categories[id]!.score!, `${id}: ${failed.join(', ')}`).toBeGreaterThanOrEqual(0.95);
    }
  } finally {
    await browser.close();
  }
});

test('a bilingual website, French first: edited side by side, both languages live, the switcher both ways', async ({ page }) => {
  test.setTimeout(240_000);
  const cafe: Business = { name: 'Café Saint-Roch', overview: 'Un café de quartier à Québec : espresso, viennoiseries et soupe du jour.', phone: '418-555-0177', email: 'salut@saintroch.example.ca' };
  await registerAndConfirm(page, { business_name: 'Cafe Saint Roch', business_email: `bilingual-${Date.now()}@example.ca`, business_password: 'Roch#2026ok' });
  // The owner's directory listing is in Quebec: the wizard starts the website in French first, with English.
  const listing = await page.request.put('/api/business/listing', { data: { business_name: cafe.name, city: 'Québec', state_code: 'QC' } });
  expect(listing.status(), await listing.text()).toBe(200);
  await wizardToDetails(page, cafe);
  const both = page.getByRole('radio', { name: 'Français et anglais (français d’abord)' });
  await expect(both).toBeChecked();
  await expect(page.getByText('Your business is in Quebec, so your website starts in French first, with English too.')).toBeVisible();
  const address = await generatePayPublish(page);

  // The editor: each text in French and English side by side; what is missing in one language is listed and linked.
  await expect(page.getByText('Publishing puts both languages live: Français at your address, English under /en/.')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Your website in Français and English' });
  await expect(panel).toBeVisible();
  await expect(page.getByLabel('Headline (Français)', { exact: true })).not.toHaveValue('');
  await page.getByLabel('Headline (English)', { exact: true }).fill('');
  const link = panel.getByRole('link', { name: 'Home page: headline' });
  await expect(link).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ has: link })).toContainText('(missing in English)');
  await link.click();
  await expect(page.getByLabel('Headline (English)', { exact: true })).toBeFocused();
  await page.getByLabel('Headline (English)', { exact: true }).fill('Espresso and pastries in Saint-Roch');
  await expect(link).toHaveCount(0);
  await saved(page);
  await expect(page.locator('#ed-preview-page optgroup[label="English"] option')).not.toHaveCount(0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByLabel('Headline (Français)', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/editor-bilingual-${width}.png` });
    await expectNoSidewaysScroll(page, width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await publishFromEditor(page);

  // The live site: French at the root, English under /en/, paired by hreflang.
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  expect(await alternates(page)).toEqual({ 'fr-CA': address, 'en-CA': `${address}en/`, 'x-default': address });
  // The switcher's link to English is named in English (lang="en-CA"), as it should be.
  const names = [cafe.name, cafe.email, 'Saint-Roch', 'Coffee Shop', 'Read this page in English'];
  expect(await englishLeft(page, names), 'English on the French home page').toEqual([]);
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(`${address}en/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Espresso and pastries in Saint-Roch');
  expect(await alternates(page)).toEqual({ 'fr-CA': address, 'en-CA': `${address}en/`, 'x-default': address });
  await page.getByRole('link', { name: 'Lire cette page en français' }).click();
  await expect(page).toHaveURL(address);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

  // The contact page in each language, and the French 404 at the root.
  await page.goto(`${address}contact/`);
  expect(await englishLeft(page, names), 'English on the French contact page').toEqual([]);
  await page.getByRole('link', { name: 'Read this page in English' }).click();
  await expect(page).toHaveURL(`${address}en/contact/`);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeVisible();
  const missing = await page.goto(`${address}nulle-part/`);
  expect(missing!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
});
