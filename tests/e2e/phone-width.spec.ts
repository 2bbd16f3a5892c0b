// Every screen fits a 390 px phone (issue 39): every kind of platform page (one of each shape the sitemaps
// list, plus the pages kept out of them), signed out and signed in as the demo, each dashboard tool, the
// creator's design step and its 'Let's get building' grid, and every page of a generated site of every business
// type in English and French. No page is wider than the screen, and no text is cut by its box.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { CATALOGUE, isSelectable, toSlug } from '../../src/shared/catalogue/catalogue.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { writeBuiltinCopy } from '../../src/server/ai/builtin.ts';
import { copyRequestFor } from '../../src/server/generation/assemble.ts';
import { generateWebsiteSchema } from '../../src/schemas/wizard.ts';
import { makeSpec, RECORD, REQUEST } from '../unit/renderer-fixture.ts';
import { findOverflow, screenshotsAtBothWidths } from '../fixtures/overflow.ts';

const WIDTH = 390;
/** Pages the sitemaps leave out (noindex, signed-in or form pages). */
const UNLISTED = [
  '/login/',
  '/join/',
  '/get-started/',
  '/checkout/',
  '/claim-listing/',
  '/fr/reclamer-fiche/',
  '/review-status/',
  '/fr/statut-avis/',
  '/reset-password/',
  '/create-free-website/',
  '/directory/canada/new-brunswick/',
  '/no-such-page/',
];
const DASHBOARD = [
  '/dashboard/',
  '/dashboard/account/',
  '/dashboard/articles/',
  '/dashboard/calendar/',
  '/dashboard/images/',
  '/dashboard/maintenance/',
  '/dashboard/my-business/',
  '/dashboard/reporting/',
  '/dashboard/tasks/',
  '/dashboard/team/',
  '/dashboard/web-hosting/',
  '/dashboard/website/',
  '/checkout/',
  '/create-business-website/',
];

/** One page of each shape the sitemaps list (first folder, depth, paged or not): every template, not every listing. */
async function sitemapPages(page: Page): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const index = await (await page.request.get('/sitemap-index.xml')).text();
  const paths = (
    await Promise.all(locs(index).map(async (s) => locs(await (await page.request.get(s)).text())))
  ).flat();
  const byShape = new Map<string, string>();
  for (const p of paths) {
    const parts = p.split('/').filter(Boolean);
    const shape = `${parts[0] ?? ''}/${parts[0] === 'fr' ? parts[1] : ''}/${parts.length}/${parts.includes('page')}`;
    if (!byShape.has(shape)) byShape.set(shape, p);
  }
  return [...byShape.values()];
}

/** Every page of a bilingual site of each business type the creator offers, written to a folder (file: URLs). */
function generatedSitePages(): string[] {
  const root = mkdtempSync(path.join(tmpdir(), 'phone-width-'));
  const urls: string[] = [];
  for (const type of CATALOGUE.filter(isSelectable)) {
    const patch = {
      websiteType: toSlug(type.name),
      businessSubCategory: toSlug(type.subCategories[0]!),
      selectedPages: type.pages,
      selectedServices: type.services.slice(0, 3).map((s) => toSlug(s.name)),
      languages: 'en-fr',
    };
    const request = generateWebsiteSchema.parse({ ...REQUEST, ...patch });
    const copyIn = (lang: 'en' | 'fr') => writeBuiltinCopy(copyRequestFor(request, RECORD, 1, lang));
    const spec = makeSpec(patch, RECORD, { copy: copyIn('en'), secondCopy: copyIn('fr') });
    const folder = path.join(root, toSlug(type.name));
    for (const file of renderSite(spec, {}, { notFoundBase: '/' })) {
      mkdirSync(path.dirname(path.join(folder, file.path)), { recursive: true });
      writeFileSync(path.join(folder, file.path), file.body);
      if (file.path.endsWith('index.html')) urls.push(pathToFileURL(path.join(folder, file.path)).href);
    }
  }
  return urls;
}

async function sweep(page: Page, urls: string[], offenders: string[]): Promise<void> {
  for (const url of urls) {
    await page.goto(url);
    // Not 'networkidle': the dashboard and the creator keep asking the server. Fonts change widths: wait for them.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    offenders.push(...(await page.evaluate(findOverflow, WIDTH)).map((o) => `${url}: ${o}`));
  }
}

test.describe.configure({ timeout: 300_000 });

test('every platform page fits 390 px, signed out and signed in as the demo', async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 844 });
  const offenders: string[] = [];
  await sweep(page, [...(await sitemapPages(page)), ...UNLISTED], offenders);
  // The creator's design step (colour pickers), resumed from what the wizard saves.
  await page.addInitScript(() =>
    localStorage.setItem(
      'selectedWebsiteData',
      JSON.stringify({ websiteType: 'cafe', businessSubCategory: 'coffee-shop', currentStep: 2 }),
    ),
  );
  await sweep(page, ['/create-business-website/'], offenders);
  await expect(page.getByRole('group', { name: 'Theme colours' })).toBeVisible();
  const swatches = await page
    .locator('input[type="color"]')
    .evaluateAll((inputs) => inputs.map((i) => i.getBoundingClientRect().width));
  expect(swatches.length).toBeGreaterThan(0);
  for (const width of swatches) expect(width, 'a colour picker keeps its 44 px').toBeGreaterThanOrEqual(40);
  await screenshotsAtBothWidths(page, 'creator-design');

  const login = await page.request.post('/api/business/login', {
    data: { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' },
  });
  expect(login.ok()).toBe(true);
  await sweep(page, DASHBOARD, offenders);
  // The demo has a paid plan and a draft: the creator opens at its 'Let's get building' grid.
  await expect(page.getByRole('heading', { name: "Let's get building" })).toBeVisible();
  await screenshotsAtBothWidths(page, 'creator-build-grid');
  expect(offenders, offenders.join('\n')).toEqual([]);
});

test('every page of a generated site of every business type fits 390 px, in English and French', async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 844 });
  const urls = generatedSitePages();
  expect(urls.filter((u) => u.includes('/fr/')).length).toBeGreaterThan(14);
  const offenders: string[] = [];
  await sweep(page, urls, offenders);
  expect(offenders, offenders.join('\n')).toEqual([]);
});
