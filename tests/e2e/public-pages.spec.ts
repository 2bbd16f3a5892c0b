import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures/e2e-test.ts';
import { closeDb, query } from '../../src/server/db/client.ts';

const UNSUBSCRIBED =
  'You have been successfully unsubscribed from future emails. If this was an error, you may re-subscribe at any time.';

test.afterAll(async () => closeDb());

test('unsubscribe: a known id is really recorded', async ({ page }) => {
  const [row] = await query<{ id: string }>('INSERT INTO email_recipients (email) VALUES ($1) RETURNING id', [
    `reader-${randomBytes(4).toString('hex')}@example.ca`,
  ]);
  await page.goto(`/email/unsubscribe/${row!.id}`);
  await expect(page.getByText(UNSUBSCRIBED)).toBeVisible();
  const isUnsubscribed = async () =>
    (
      await query<{ unsubscribed: boolean }>(
        'SELECT unsubscribed_at IS NOT NULL AS unsubscribed FROM email_recipients WHERE id = $1',
        [row!.id],
      )
    )[0]?.unsubscribed;
  await expect.poll(isUnsubscribed).toBe(true);
});

test('unsubscribe: an unknown id gets a clear message, not a false success', async ({ page }) => {
  await page.goto('/email/unsubscribe/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('alert').filter({ hasText: 'We could not find this unsubscribe link, so nothing was changed.' }),
  ).toBeVisible();
  await expect(page.getByText(UNSUBSCRIBED)).toBeHidden();
  await page.goto('/email/unsubscribe/not-an-id');
  await expect(page.getByText('We could not find this unsubscribe link, so nothing was changed.')).toBeVisible();
});

test('referral program: commissions computed from the plans, and the affiliate form', async ({ page }) => {
  await page.goto('/referral-program');
  const table = page.getByRole('table', { name: 'Your earnings' });
  // Issue 18: the plans' own names and one price format, from plans.ts.
  await expect(table.getByRole('row', { name: /Web Hosting & AI Design/ })).toContainText('$15 CAD/month');
  await expect(table.getByRole('row', { name: /Web Hosting & AI Design/ })).toContainText('20%');
  await expect(table.getByRole('row', { name: /Web Hosting & AI Design/ })).toContainText('$3.00 monthly');
  await expect(table.getByRole('row', { name: /Complete/ })).toContainText('$11.25 monthly');
  await expect(page.getByRole('heading', { name: 'Become an affiliate' })).toBeVisible();
});

test('about page sections', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Main Street');
  for (const name of [
    'What we offer',
    'The business dashboard',
    'Articles, images and website checks',
    'Web hosting',
    'Our vision',
    'Referral system',
    'Why choose us',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
});

test('logged-out menu on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/business-tools');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const [name, href] of [
    ['News', '/news/'],
    ['Business Tools', '/business-tools/'],
    ['Directory', '/directory/'],
    ['Pricing', '/pricing/'],
    ['Reporting', '/business-tools/reporting/'],
    ['AI website generation', '/business-tools/ai-website-generation/'],
    ['Get started', '/get-started/'],
    ['Login', '/login/'],
  ] as const) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(menu.getByRole('link', { name: 'Free Website Design' })).toBeHidden();
  await expect(menu.getByRole('link', { name: /Call now/ })).toHaveAttribute('href', /^tel:\+1/);
  await menu.getByRole('link', { name: 'Directory', exact: true }).click();
  await expect(page).toHaveURL(/\/directory\/?$/);
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test('SEO: unique titles and descriptions, canonical and Open Graph, sitemap, RSS and robots', async ({
  page,
  request,
}) => {
  const paths = [
    '/',
    '/about',
    '/pricing',
    '/referral-program',
    '/business-tools',
    '/business-tools/page/2',
    '/business-tools/task-manager',
    '/directory',
    '/directory/canada',
    '/directory/canada/alberta',
    '/directory/canada/alberta/barrhead',
    '/directory/canada/alberta/barrhead/barrhead-golden-wheat-bakery',
    '/news',
    '/news/page/2',
    '/news/category/payments',
    '/news/local-seo-checklist-for-winter',
  ];
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const path of paths) {
    await page.goto(path);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${path === '/' ? '/' : `${path}/`}$`),
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /^http/);
  }
  expect(titles.size).toBe(paths.length);
  expect(descriptions.size).toBe(paths.length);

  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const urls = (await Promise.all(sitemaps.map(async (s) => (await request.get(s)).text()))).join('');
  for (const path of [
    '/business-tools/user-agents/',
    '/directory/canada/alberta/barrhead/barrhead-golden-wheat-bakery/',
    '/news/local-seo-checklist-for-winter/',
    '/tutorial/getting-online/your-website/domains-and-email/set-up-business-email/',
    '/directory/canada/alberta/sherwood-park/',
  ]) {
    expect(urls).toContain(path);
  }
  expect(urls).not.toContain('/404');

  const rss = await (await request.get('/rss.xml')).text();
  expect(rss).toContain('<title>A local SEO checklist for the winter slow season</title>');
  expect(rss).not.toContain('hiring-seasonal-staff'); // unpublished and internal items stay out
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('pages without forms ship no framework JavaScript', async ({ page }) => {
  for (const path of [
    '/business-tools/task-manager',
    '/news/local-seo-checklist-for-winter',
    '/about',
    '/directory/canada/alberta/barrhead/barrhead-golden-wheat-bakery',
  ]) {
    const scripts: string[] = [];
    const onRequest = (r: { resourceType(): string; url(): string }) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    };
    page.on('request', onRequest);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    expect(
      scripts.filter((u) => /\/_astro\/(react|client|jsx-runtime)[.-]/.test(u)),
      path,
    ).toEqual([]);
  }
});

test('accessibility: no serious or critical axe violations on the key pages', async ({ page }) => {
  test.setTimeout(180_000); // seven full axe passes
  await page.route(/^https:\/\/www\.google\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Map</title><p>Map</p>' }),
  );
  const pages = [
    '/',
    '/business-tools',
    '/business-tools/user-agents',
    '/directory/canada/alberta/sherwood-park',
    '/directory/canada/alberta/barrhead/barrhead-golden-wheat-bakery',
    '/news',
    '/news/local-seo-checklist-for-winter',
  ];
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      path,
    ).toEqual([]);
  }
});
