import { expect, test, type Page } from '../fixtures/e2e-test.ts';

const ALBERTA_CITIES = [
  'Barrhead',
  'Sherwood Park',
  'Fort Saskatchewan',
  'Sylvan Lake',
  'Wetaskiwin',
  'Camrose',
  'Banff',
];
const listingCards = (page: Page) => page.getByRole('main').getByRole('article');

test('directory drill-down: country, province, city, listing', async ({ page }) => {
  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Business directory' })).toBeVisible();
  await expect(listingCards(page)).toHaveCount(12);
  const locations = page.getByRole('navigation', { name: 'Locations' });
  await expect(locations.getByRole('link', { name: 'Alberta' })).toBeVisible();

  await locations.getByRole('link', { name: 'All of Canada' }).click();
  await expect(page).toHaveURL(/\/directory\/canada\/?$/);
  await expect(page).toHaveTitle('Local businesses in Canada | Main Street');
  await expect(page.getByRole('heading', { level: 1, name: 'Canada' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Locations' }).getByRole('link', { name: 'Alberta' }).click();

  await expect(page).toHaveURL(/\/directory\/canada\/alberta\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alberta' })).toBeVisible();
  await expect(page).toHaveTitle(/Alberta, Canada/);
  for (const city of ALBERTA_CITIES) {
    await expect(
      page.getByRole('navigation', { name: 'Locations' }).getByRole('link', { name: city, exact: true }),
    ).toBeVisible();
  }
  await page
    .getByRole('navigation', { name: 'Locations' })
    .getByRole('link', { name: 'Sherwood Park', exact: true })
    .click();

  await expect(page).toHaveURL(/\/directory\/canada\/alberta\/sherwood-park\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sherwood Park' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Regional News' }).getByRole('heading', { level: 3 }).first(),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText([
    'Directory',
    'Canada',
    'Alberta',
  ]);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/directory\/canada\/alberta\/sherwood-park\/$/,
  );

  // 15 listings: 12 here, the rest on page 2 (rendered on demand by the directory function, issue 19).
  await expect(listingCards(page)).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/sherwood-park\/page\/2\/?$/);
  await expect(listingCards(page).first()).toBeVisible();
  const name = (await listingCards(page).first().getByRole('heading').textContent())!.trim();
  await listingCards(page).first().getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/directory\/canada\/alberta\/sherwood-park\/sherwood-park-[a-z0-9-]+\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
});

test('directory search by name and category filter, with Clear and the empty filter state', async ({ page }) => {
  // The island hydrates on idle; hold its code back so the visitor types into the prebuilt box first.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/DirectoryBrowser*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/directory/canada/alberta/sherwood-park');
  await page.getByLabel('Business name').fill('bean');
  release();
  await expect(page.locator('astro-island:has(#directory-q)')).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(listingCards(page)).toHaveCount(1);
  await expect(listingCards(page).getByRole('link', { name: 'Bremner Bean Espresso Bar' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=bean/);

  await page.getByRole('button', { name: 'Clear' }).click();
  await expect(listingCards(page)).toHaveCount(12);
  await expect(page.getByLabel('Business name')).toHaveValue('');

  await page.getByLabel('Category').selectOption('Cafe');
  await expect(page.getByText(/Showing 1–\d+ of \d+ business(es)? in Sherwood Park, Alberta/)).toBeVisible();
  for (const text of await listingCards(page).locator('.listing-card-categories').allTextContents())
    expect(text.toLowerCase()).toContain('cafe');

  await page.getByLabel('Business name').fill('zzzz');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please select a location to filter further')).toBeVisible();
  await expect(listingCards(page)).toHaveCount(0);
});

test('search across the whole directory finds listings in every province', async ({ page }) => {
  await page.goto('/directory?q=bakery');
  await expect(page.getByLabel('Business name')).toHaveValue('bakery');
  await expect(listingCards(page).getByRole('link', { name: 'Golden Wheat Bakery' })).toBeVisible();
  await expect(page.getByText(/of \d+ businesses in Canada/)).toBeVisible();
});

test('an empty location shows the empty directory state', async ({ page }) => {
  await page.goto('/directory/canada/yukon');
  await expect(page.getByRole('heading', { level: 1, name: 'Yukon' })).toBeVisible();
  await expect(page.getByText('It appears no listings are currently available.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add your business' }).first()).toHaveAttribute('href', '/get-started/');
  await expect(listingCards(page)).toHaveCount(0);
});

test('a listing shows its rating (approved reviews, 2 decimals), hours and actions', async ({ page, request }) => {
  const api = await request.get(
    '/api/business/directory/retrieve-listing?business_unique_id=sherwood-park-the-ordze-avenue-bakehouse',
  );
  const { listing } = (await api.json()) as { listing: { rating: { average: string; count: number } }[] };
  const { average, count } = listing[0]!.rating;
  expect(average).toMatch(/^\d\.\d\d$/);

  await page.goto('/directory/canada/alberta/sherwood-park/sherwood-park-the-ordze-avenue-bakehouse');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Ordze Avenue Bakehouse');
  await expect(page.getByRole('heading', { level: 1 }).getByText('Verified')).toBeVisible();
  await expect(page.locator('[data-rating]')).toContainText(`${average} out of 5, (${count} reviews)`);
  const hours = page.getByRole('region', { name: 'Hours of operation' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.getByRole('row', { name: /Monday/ })).toBeVisible();
  // Issue 39: the header's phone icon (shown on phones) dials the business this page shows, not Main Street.
  const dial = { name: 'Call The Ordze Avenue Bakehouse: +1 780-555-0105', includeHidden: true };
  await expect(page.getByRole('banner').getByRole('link', dial)).toHaveAttribute('href', 'tel:+17805550105');

  // The hours-of-operation view in the popup, then the review and message forms.
  await page.getByRole('button', { name: 'Hours of operation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hours of operation' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(7);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add a review' }).click();
  await expect(page.getByRole('dialog', { name: 'Post Review' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(page.getByRole('dialog', { name: 'Send a message' })).toBeVisible();

  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const business = ld.find((j) => j['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    name: 'The Ordze Avenue Bakehouse',
    address: { '@type': 'PostalAddress', addressLocality: 'Sherwood Park', addressRegion: 'AB', addressCountry: 'CA' },
    aggregateRating: { '@type': 'AggregateRating', ratingValue: average, reviewCount: count },
  });
  expect(business.openingHours.length).toBeGreaterThan(0);
});

test('a listing without details shows every fallback text', async ({ page }) => {
  await page.goto('/directory/canada/alberta/camrose/camrose-camrose-country-landscaping');
  await expect(page.getByText('No website listed')).toBeVisible();
  await expect(page.getByText('No description found')).toBeVisible();
  await expect(page.getByText('No social media profiles found.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).getByText('Verified')).toHaveCount(0);
  await expect(page.getByText('No reviews yet (0 reviews)')).toBeVisible();
});

test('the listing gallery shows exactly the listing photos, and steps through them (issue 18)', async ({
  page,
  request,
}) => {
  const listings = [
    ['alberta/barrhead', 'barrhead-golden-wheat-bakery'],
    ['alberta/camrose', 'camrose-camrose-country-landscaping'],
    ['alberta/sherwood-park', 'sherwood-park-the-ordze-avenue-bakehouse'],
  ] as const;
  for (const [place, id] of listings) {
    const api = await request.get(`/api/business/directory/retrieve-listing?business_unique_id=${id}`);
    const photos = ((await api.json()) as { listing: { business_images: unknown[] }[] }).listing[0]!.business_images
      .length;
    await page.goto(`/directory/canada/${place}/${id}`);
    const gallery = page.getByRole('region', { name: 'Photos' });
    await expect(gallery.getByRole('img')).toHaveCount(photos);
    await expect(gallery.locator('img[src*="placeholder"]')).toHaveCount(0);
    // A claimed listing's owner adds photos; an unclaimed one is claimed first (issue 39).
    const owner = gallery.getByRole('link', { name: /^(Owner\? Add photos|Claim this listing)$/ });
    await expect(owner).toHaveAttribute('href', /^\/(dashboard\/my-business\/|claim-listing\/\?listing=[\w-]+)$/);
    if (photos === 0) await expect(gallery.getByText('No photos yet.')).toBeVisible();
  }
  // Four photos fit at 1280 px; with seven, Next steps one photo at a time.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/directory/canada/alberta/sherwood-park/sherwood-park-the-ordze-avenue-bakehouse');
  const gallery = page.getByRole('region', { name: 'Photos' });
  await expect(gallery.getByText('Photos 1 to 4 of 7')).toBeVisible();
  await gallery.getByRole('button', { name: 'Next photos' }).click();
  await expect(gallery.getByText('Photos 2 to 5 of 7')).toBeVisible();
  await expect(gallery.getByRole('button', { name: 'Previous photos' })).toBeEnabled();
});

test('a listing page loads no framework JavaScript until a popup is opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/directory/canada/alberta/barrhead/barrhead-golden-wheat-bakery');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((u) => /\/_astro\/(react|client|mount-popup)[.-]/.test(u))).toBe(false);
  await page.getByRole('button', { name: 'Send a message' }).click();
  await expect(page.getByRole('dialog', { name: 'Send a message' })).toBeVisible();
  expect(scripts.some((u) => /\/_astro\/mount-popup[.-]/.test(u))).toBe(true);
});
