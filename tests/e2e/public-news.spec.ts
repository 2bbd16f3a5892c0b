import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../fixtures/e2e-test.ts';
import { closeDb, query } from '../../src/server/db/client.ts';

const newsCards = (page: Page) => page.getByRole('main').getByRole('article');

test.afterAll(async () => closeDb());

test('news list: 12 per page, cards as the spec lists, search and categories', async ({ page }) => {
  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1, name: 'News' })).toBeVisible();
  await expect(newsCards(page)).toHaveCount(12);
  const first = newsCards(page).first();
  await expect(first.getByRole('heading', { level: 3 }).getByRole('link')).toBeVisible();
  await expect(first.getByText('By Main Street')).toBeVisible();
  await expect(first.getByText(/^\d+ tags?$/)).toBeVisible();
  await expect(first.getByText(/^\d+ (second|min|hour|day|month|year)s? ago$/)).toBeVisible();
  // Issue 18: publication badges belong to the admin view, not the public list.
  await expect(page.getByText(/^(Unpublished|Internal)$/)).toHaveCount(0);

  // The local vote counter moves but is not saved.
  const votes = first.getByRole('group', { name: /Votes for/ });
  const score = Number(await votes.getByLabel('Score').textContent());
  await votes.getByRole('button', { name: 'Vote up' }).click();
  await expect(votes.getByLabel('Score')).toHaveText(String(score + 1));
  await votes.getByRole('button', { name: 'Vote down' }).click();
  await expect(votes.getByLabel('Score')).toHaveText(String(score - 1));

  const [row] = await query<{ n: number }>(
    "SELECT count(*)::int AS n FROM content_items WHERE published AND publish_location = 'news_center'",
  );
  const n = row!.n;
  const lastPage = Math.ceil(n / 12);
  await expect(
    page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: `Page ${lastPage}` }),
  ).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('link', { name: `Page ${lastPage}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/news/page/${lastPage}/?$`));
  await expect(newsCards(page)).toHaveCount(n - (lastPage - 1) * 12);

  const search = page.getByLabel('Search for an article, tutorial or doc');
  await search.fill('interac');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText(/^\d+ results? for “interac”$/)).toBeVisible();
  await expect(
    newsCards(page).getByRole('link', { name: 'Taking card and Interac payments: what small businesses actually pay' }),
  ).toBeVisible();
});

test('news category pages from the Categories sidebar', async ({ page }) => {
  await page.goto('/news');
  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/news\/category\/payments\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const [row] = await query<{ n: number }>(
    "SELECT count(*)::int AS n FROM content_items WHERE category = 'Payments' AND published AND publish_location = 'news_center'",
  );
  await expect(newsCards(page)).toHaveCount(row!.n);
  for (const card of await newsCards(page).all())
    await expect(card.getByRole('link', { name: 'Payments', exact: true })).toBeVisible();
});

test('an article with series breadcrumbs and structured data', async ({ page }) => {
  await page.goto('/news');
  await page.goto('/tutorial/getting-online/your-website/domains-and-email/set-up-business-email');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Set up business email on your domain');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText([
    'News',
    'Getting Online',
    'Your Website',
    'Domains and Email',
    'Set up business email on your domain',
  ]);
  await crumbs.getByRole('link', { name: 'Your Website' }).click();
  await expect(page).toHaveURL(/\/tutorial\/getting-online\/your-website\/?$/);
  await expect(page.getByRole('link', { name: 'Set up business email on your domain' })).toBeVisible();
  await page.goBack();
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  expect(ld.find((j) => j['@type'] === 'Article')).toMatchObject({
    headline: 'Set up business email on your domain',
    author: { name: 'Main Street' },
  });
  expect(ld.find((j) => j['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(5);
  // The last path segment is the slug: a short link reaches the same article.
  await page.goto('/tutorial/set-up-business-email');
  await expect(page).toHaveURL(
    /\/tutorial\/getting-online\/your-website\/domains-and-email\/set-up-business-email\/?$/,
  );
});

test('an seo-article rotates web design examples with a disclaimer', async ({ page }) => {
  await page.clock.install();
  await page.goto('/news/local-seo-checklist-for-winter');
  await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem').first()).toHaveText('#seo');
  const examples = page.getByRole('region', { name: 'Web design examples' });
  await expect(examples.getByText(/^Disclaimer:/)).toBeVisible();
  await expect(examples.getByRole('figure', { name: 'Example 1 of 3' })).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(examples.getByRole('figure', { name: 'Example 2 of 3' })).toBeVisible();
  await page.clock.runFor(20_000);
  await expect(examples.getByRole('figure', { name: 'Example 1 of 3' })).toBeVisible();
  await examples.getByRole('button', { name: 'Pause examples' }).click();
  await page.clock.runFor(30_000);
  await expect(examples.getByRole('figure', { name: 'Example 1 of 3' })).toBeVisible();
});

test('an unknown article is a real 404 saying "Article not found."', async ({ page }) => {
  const res = await page.goto('/news/no-such-article-here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found.' })).toBeVisible();
  await page.goto('/documentation/platform-docs/nothing-here');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found.' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('an article published after the build is shown by the client-side path', async ({ page }) => {
  const slug = `fresh-story-${randomBytes(3).toString('hex')}`;
  await query(
    `INSERT INTO content_items (slug, title, excerpt, type, category, main) VALUES ($1, 'A story newer than the build', 'Fresh', 'article', 'Marketing', '<p>Hello <strong>neighbours</strong></p><script>window.pwned = true</script>')`,
    [slug],
  );
  try {
    await page.goto(`/news/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: 'A story newer than the build' })).toBeVisible();
    await expect(page.getByText('Hello neighbours')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBeUndefined();
  } finally {
    await query('DELETE FROM content_items WHERE slug = $1', [slug]);
  }
});
