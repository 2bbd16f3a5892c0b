import { expect, test, type Page } from '../fixtures/e2e-test.ts';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) => cards(page).filter({ has: page.getByRole('link', { name, exact: true }) });

test('tools list: 12 per page, search resets to page 1, category filter with more than 12 results', async ({
  page,
}) => {
  await page.goto('/business-tools');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Tools' })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 3' })).toBeVisible();

  // Category "Everyone" has 19 tools: two pages.
  const filter = page.getByRole('navigation', { name: 'Filter' });
  await expect(filter.getByRole('link')).toHaveCount(17); // All tools + the 16 audience categories
  await filter.getByRole('link', { name: 'Everyone', exact: true }).click();
  await expect(page).toHaveURL(/\/business-tools\/category\/everyone\/?$/);
  await expect(page.getByText(/Showing 1–12 of 19 tools for Everyone/)).toBeVisible();
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/business-tools\/category\/everyone\/page\/2\/?$/);
  await expect(cards(page)).toHaveCount(7);
  await expect(page.getByText(/Showing 13–19 of 19 tools/)).toBeVisible();

  // Searching goes back to page 1: case-insensitive substring on the name, within the category.
  await page.getByLabel('Search tools by name').fill('WEB');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/Showing 1–\d+ of \d+ tools for Everyone matching “WEB”/)).toBeVisible();
  await expect(card(page, 'Web Hosting')).toBeVisible();
  await expect(card(page, 'AI Website Generation')).toBeVisible();
  await expect(card(page, 'Task Manager')).toHaveCount(0);
  await expect(pagination).toHaveCount(0); // one page: no pagination

  // All tools again, the search still applied; nothing matches -> a clear empty state.
  await filter.getByRole('link', { name: 'All tools' }).click();
  await page.getByLabel('Search tools by name').fill('zzz');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No tools match “zzz”. Try another name or category.')).toBeVisible();
});

test('prebuilt tools pages work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/business-tools/category/everyone/page/2');
  await expect(cards(page)).toHaveCount(7);
  await page.getByRole('navigation', { name: 'Filter' }).getByRole('link', { name: 'Churches' }).click();
  await expect(page).toHaveURL(/\/category\/churches\/?$/);
  await expect(page.getByText(/of \d+ tools for Churches/)).toBeVisible();
  await context.close();
});

test('every plan badge case of part_of_plan, and a placeholder image', async ({ page }) => {
  const badges: [string, string, string][] = [
    ['/business-tools', 'Task Manager', 'Available for free'],
    ['/business-tools', 'AI Website Generation', 'Available for free'],
    [
      '/business-tools/category/construction',
      'Bid & Quote Estimator',
      'Available on every paid plan (from $15 CAD/month)',
    ],
    ['/business-tools', 'Web Hosting', 'Needs the Web Hosting & AI Design plan, $15 CAD/month'],
    ['/business-tools', 'Website Maintenance', 'Needs the Complete plan, $45 CAD/month'],
  ];
  for (const [path, name, label] of badges) {
    await page.goto(path);
    await expect(card(page, name).getByText(label, { exact: true })).toBeVisible();
  }
  // Text (not list) values and empty values: "free", "complete", "" and [].
  await page.goto('/business-tools/category/finance');
  await expect(card(page, 'GST/HST Calculator').getByText('Available for free')).toBeVisible();
  await expect(card(page, 'Expense Tracker').getByText('No specific plan details available')).toBeVisible();
  await page.goto('/business-tools/category/travel');
  const itinerary = card(page, 'Tour Itinerary Builder');
  await expect(itinerary.getByText('No specific plan details available')).toBeVisible();
  await expect(itinerary.locator('img')).toHaveAttribute('src', '/media/placeholder-tool.svg');
  await page.goto('/business-tools/category/education');
  await expect(card(page, 'Course & Lesson Pages').getByText('Needs the Complete plan, $45 CAD/month')).toBeVisible();
});

test('tool detail: sanitized content, requirements, actions and structured data', async ({ page, request }) => {
  const res = await request.get('/business-tools/user-agents');
  const html = await res.text();
  // The seeded content holds <script> and onerror=: neither reaches the page.
  expect(html).not.toContain("alert('xss')");
  expect(html).not.toMatch(/onerror=/i);
  expect(html).not.toMatch(/<script>alert/i);

  await page.goto('/business-tools/user-agents');
  await expect(page).toHaveTitle('AI Customer Service Agents — business tool | Main Street');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Customer Service Agents' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Never miss an after-hours question again' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requirements' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByText('Tool managed by Main Street')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to tools' })).toHaveAttribute('href', '/business-tools/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Get started' })).toHaveAttribute(
    'href',
    '/get-started/',
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /trained AI assistant/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /AI Customer Service Agents/);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const app = ld.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'SoftwareApplication');
  expect(app).toMatchObject({ name: 'AI Customer Service Agents', offers: { price: '45.00', priceCurrency: 'CAD' } });
  await page.getByRole('link', { name: 'Return to tools' }).click();
  await expect(page).toHaveURL(/\/business-tools\/?$/);
});

test('list pages scroll to the top after a page change', async ({ page }) => {
  await page.goto('/business-tools');
  await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/business-tools\/page\/2\/?$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
