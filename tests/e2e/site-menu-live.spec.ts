// The demo café's live website sells (issue 40): its Menu page lists the demo bakery's catalogue in English and
// French (the seed publishes it after the catalogue), the home page links it, no sideways scroll at 390 px, and
// Lighthouse (mobile) on the live Menu page: accessibility, best practices and SEO at 95 or more; performance is
// printed only (under netlify dev each file of a live site goes through the function emulator, see
// site-languages-fr.spec.ts). A service page with 'Book' is the renderer's own output, shown as it is.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { expect, test } from '../fixtures/e2e-test.ts';
import { closeDb, query } from '../../src/server/db/client.ts';
import { renderSite } from '../../src/features/site-renderer/render.ts';
import { loadLiveSpec } from '../../src/server/publishing/version-files.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../../src/server/screenshot/screenshot.ts';
import { SHOTS, expectNoSidewaysScroll } from '../fixtures/site-languages.ts';

const DEBUG_PORT = 9800 + Math.floor(Math.random() * 150);
let demo: { id: string; slug: string; live: number };

test.beforeAll(async () => {
  const [row] = await query<{ id: string; slug: string; live: number }>(
    `SELECT w.business_id AS id, w.slug, w.live_version AS live FROM websites w JOIN businesses b ON b.id = w.business_id
     WHERE lower(b.business_email) = 'demo@mainstreet.example' AND w.live_version IS NOT NULL`,
  );
  demo = row!;
});
test.afterAll(() => closeDb());

test('the demo café’s live Menu page lists its catalogue in English and French, on a phone and a desktop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  expect(demo, 'the seed publishes the demo website').toBeDefined();
  const address = `http://${demo.slug}.localhost:${new URL(baseURL!).port}/`;
  await page.goto(address);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Menu' })).toHaveCount(1);
  for (const [path, title] of [
    ['menu/', 'Menu'],
    ['fr/menu/', 'Menu'],
  ] as const) {
    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${address}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.locator('.shop-items li').first()).toBeVisible();
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: `${SHOTS}/live-menu-${path.startsWith('fr') ? 'fr' : 'en'}-${width}.png` });
    }
  }
  await page.goto(`${address}fr/menu/`);
  await expect(page.locator('html')).toHaveAttribute('lang', /^fr/);
  await expect(page.getByText('$', { exact: false }).first()).toBeVisible();

  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  });
  try {
    const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
    const result = await lighthouse(`${address}menu/`, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    const lhr = result!.lhr;
    expect(lhr.runtimeError, lhr.runtimeError?.message).toBeUndefined();
    const score = (id: string) => Math.round(lhr.categories[id]!.score! * 100);
    console.log(`[lighthouse] ${address}menu/: ${categories.map((id) => `${id} ${score(id)}`).join(', ')}`);
    for (const id of categories.slice(1)) {
      const failed = lhr.categories[id]!.auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1);
      expect(score(id), `${id}: ${failed.map((r) => r.id).join(', ')}`).toBeGreaterThanOrEqual(95);
    }
  } finally {
    await browser.close();
  }
});

test("a bookable service's page and card carry 'Book' to the platform's booking page", async ({ page }) => {
  const spec = (await loadLiveSpec(demo.id, demo.live))!;
  const service = spec.services[0]!.slug;
  const bookings = { [service]: '/book/?listing=demo-bakery&service=00000000-0000-4000-8000-000000000001' };
  const files = renderSite(spec, {}, { commerce: { province: 'AB', bookings } });
  const html = (path: string) => String(files.find((f) => f.path === path)!.body);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(html(`services/${service}/index.html`));
    const book = page.getByRole('link', { name: 'Book', exact: true });
    await expect(book).toHaveAttribute('href', new RegExp(`/book/\\?listing=demo-bakery&service=.+&lang=en$`));
    await page.screenshot({ path: `${SHOTS}/service-book-${width}.png`, fullPage: true });
  }
  await page.setContent(html(`fr/services/${service}/index.html`));
  await expect(page.getByRole('link', { name: 'Réserver', exact: true })).toHaveAttribute('href', /&lang=fr$/);
});
