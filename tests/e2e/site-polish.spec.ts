// Issue 18: the public site and dashboard as a newcomer sees them — no sideways scrolling on phones, a header on
// one line, only published news, a clean directory search, the real listing photos, and the demo account's data.
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { registerAndConfirm } from '../fixtures/confirm-signup.ts';
import { closeDb, query } from '../../src/server/db/client.ts';

test.afterAll(async () => closeDb());

/** The sitemap's URLs as paths, at most `perKind` of each kind (first path segment, and listings apart). */
async function sitemapSample(page: Page, perKind: number): Promise<{ paths: string[]; total: number }> {
  const index = await (await page.request.get('/sitemap-index.xml')).text();
  const maps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const urls: string[] = [];
  for (const map of maps)
    urls.push(
      ...[...(await (await page.request.get(map)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
        (m) => new URL(m[1]!).pathname,
      ),
    );
  const byKind = new Map<string, string[]>();
  for (const path of urls) {
    const parts = path.split('/').filter(Boolean);
    const kind =
      parts[0] === 'directory'
        ? `directory-${Math.min(parts.length, 5)}`
        : parts.includes('page')
          ? `${parts[0]}-page`
          : `${parts[0] ?? 'home'}-${Math.min(parts.length, 2)}`;
    const list = byKind.get(kind) ?? [];
    if (list.length < perKind) list.push(path);
    byKind.set(kind, list);
  }
  return { paths: [...byKind.values()].flat(), total: urls.length };
}

test('no page in the sitemap scrolls sideways at 390 px (a sample of each kind of page)', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Every kind of page (home, each list, listings, tools, articles, …), up to 4 of each: the sitemap holds hundreds.
  const { paths, total } = await sitemapSample(page, 4);
  expect(total).toBeGreaterThan(100);
  expect(paths.length).toBeGreaterThan(20);
  const wide: string[] = [];
  // A list page beyond the first is rendered on demand and not in the sitemap (issue 19): checked by name.
  for (const path of [
    ...paths,
    '/directory/canada/alberta/sherwood-park/page/2',
    '/referral-program',
    '/login',
    '/get-started',
    '/checkout',
    '/pricing',
  ]) {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (overflow > 0) wide.push(`${path} (${overflow} px)`);
  }
  expect(wide).toEqual([]);
});

async function signInFreshFreeAccount(page: Page): Promise<void> {
  const email = `header-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.ca`;
  await registerAndConfirm(page, {
    business_name: 'Header Width Test Bakery',
    business_email: email,
    business_password: 'Header#2026',
  });
}

for (const width of [1024, 1366]) {
  test(`the signed-in header fits on one line at ${width} px (free plan and demo account)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const signIn of [
      signInFreshFreeAccount,
      async (p: Page) => {
        await p.context().clearCookies();
        expect(
          (
            await p.request.post('/api/business/login', {
              data: { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' },
            })
          ).status(),
        ).toBe(200);
      },
    ]) {
      await signIn(page);
      await page.goto('/pricing');
      await expect(page.locator('html')).toHaveAttribute('data-auth', 'in');
      const bar = page.locator('.header-bar');
      await expect(bar.locator('[data-account-link]')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      // One line: every visible item of the bar sits within the bar's own height, and nothing wraps inside them.
      const lines = await bar.evaluate((el) => {
        const items = [...el.querySelectorAll<HTMLElement>('a, button')].filter(
          (e) => e.offsetParent && !e.closest('[hidden]'),
        );
        const tops = new Set(
          items.map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)),
        );
        return {
          spread: Math.max(...tops) - Math.min(...tops),
          height: el.getBoundingClientRect().height,
          tall: items.filter((e) => e.getBoundingClientRect().height > 48).map((e) => e.textContent),
        };
      });
      expect(lines.tall).toEqual([]);
      expect(lines.spread).toBeLessThanOrEqual(8);
      expect(lines.height).toBeLessThanOrEqual(72);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBe(0);
    }
  });
}

test('the phone drawer has a close button and labelled groups; Trending tools is a labelled menu on desktop', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Mobile' });
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  for (const group of ['Explore', 'Trending tools', 'Your account', 'Talk to us'])
    await expect(drawer.getByRole('heading', { name: group })).toBeVisible();
  await expect(drawer.getByRole('list', { name: 'Trending tools' }).getByRole('link')).not.toHaveCount(0);
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();

  await page.setViewportSize({ width: 1366, height: 900 });
  const trending = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Trending tools' });
  await expect(trending).toHaveAttribute('aria-expanded', 'false');
  await trending.click();
  await expect(trending).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'All business tools →' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trending).toHaveAttribute('aria-expanded', 'false');
  // The header no longer links to a dashboard host that does not exist.
  await expect(page.locator('header a[href*="dashboard.mainstreet"]')).toHaveCount(0);
});

test('/news and the RSS feed contain no unpublished or internal item', async ({ page }) => {
  const hidden = await query<{ title: string; slug: string }>(
    "SELECT title, slug FROM content_items WHERE NOT published OR publish_location <> 'news_center'",
  );
  const shown = await query<{ title: string }>(
    "SELECT title FROM content_items WHERE published AND publish_location = 'news_center' ORDER BY created_at DESC LIMIT 1",
  );
  expect(hidden.length).toBeGreaterThan(0);
  const rss = await (await page.request.get('/rss.xml')).text();
  expect(rss).toContain(shown[0]!.title.replace(/&/g, '&amp;'));
  const listed: string[] = [];
  for (let n = 1; ; n++) {
    const res = await page.goto(n === 1 ? '/news' : `/news/page/${n}`);
    if (!res || res.status() === 404) break;
    listed.push(
      ...(await page
        .locator('[data-news-slug]')
        .evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.newsSlug!))),
    );
    if (n > 20) break;
  }
  expect(listed.length).toBeGreaterThan(0);
  for (const item of hidden) {
    expect(listed).not.toContain(item.slug);
    expect(rss).not.toContain(`/${item.slug}<`);
    expect(rss).not.toContain(item.title.replace(/&/g, '&amp;'));
  }
  const index = (await (await page.request.get('/news-index.json')).json()) as { slug: string }[];
  expect(index.map((i) => i.slug)).not.toEqual(expect.arrayContaining([hidden[0]!.slug]));
});

test('a directory search makes no failed request and logs no console error', async ({ page }) => {
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/directory');
  // Nothing of the search island loads before it is used.
  const search = page.getByLabel('Business name');
  for (const query of ['bakery', 'zz', 'maple leaf', 'qxj']) {
    await search.fill(query);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('.result-count')).not.toHaveText('Searching…');
  }
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});

test('the demo account shows real-looking activity: Complete plan marked as a demo, a listing, leads and reviews', async ({
  page,
}) => {
  expect(
    (
      await page.request.post('/api/business/login', {
        data: { business_email: 'demo@mainstreet.example', business_password: 'MainStreet#2026' },
      })
    ).status(),
  ).toBe(200);
  await page.goto('/dashboard');
  await expect(page.getByRole('note')).toHaveText('Demo account: Complete plan, no payment taken.');
  await expect(page.getByRole('region', { name: 'Your listing' }).getByText('Demo Bakery')).toBeVisible();
  const leads = page.getByRole('tab', { name: /^Leads \((\d+)\)$/ });
  await expect(leads).toHaveText(/Leads \([1-9]\d*\)/);
  await expect(page.getByRole('tab', { name: /^Reviews \([1-9]\d*\)$/ })).toBeVisible();
  const first = page.locator('.inbox-item').first();
  await expect(first.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:.+\?subject=Re%3A%20your%20message%20to%20Demo%20Bakery/,
  );
  const referral = page.getByRole('region', { name: 'Refer a business' });
  await expect(referral.getByRole('button', { name: 'Copy' })).toBeVisible();
});
