import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import retrieve from '../../functions/business-directory-retrieve.mts';
import retrieveListing from '../../functions/business-directory-retrieve-listing.mts';
import region from '../../functions/region.mts';
import { query } from '../../src/server/db/client.ts';
import { call } from './helpers.ts';

type Listing = Record<string, unknown> & {
  business_unique_id: string;
  url: string;
  rating: { average: string | null; count: number };
};
const categoriesOf = (l: Listing) =>
  (l.business_directory as { business_categories: { category_name: string }[] }[])[0]!.business_categories.map(
    (c) => c.category_name,
  );

describe('GET /api/business/directory/retrieve', () => {
  it('lists a city in the spec shape, 12 per page, with totals in headers', async () => {
    const { status, body, headers } = await call(
      retrieve,
      '/api/business/directory/retrieve?entity=business&country=canada&state=alberta&city=sherwood-park',
    );
    expect(status).toBe(200);
    const listings = body as Listing[];
    expect(listings.length).toBeGreaterThan(0);
    expect(listings.length).toBeLessThanOrEqual(12);
    expect(Number(headers.get('x-total-count'))).toBeGreaterThanOrEqual(listings.length);
    expect(listings[0]).toMatchObject({
      business_name: expect.any(String),
      business_directory: [{ business_categories: expect.any(Array) }],
      business_address: expect.arrayContaining([{ city: 'Sherwood Park' }, { state: 'AB' }, { country: 'CA' }]),
      business_social_media: [{ facebook: null, instagram: null, linkedin: null }].map(() =>
        expect.objectContaining({ instagram: expect.toSatisfy((v: unknown) => v === null || typeof v === 'string') }),
      ),
    });
    expect(listings.every((l) => l.url.startsWith('/directory/canada/alberta/sherwood-park/'))).toBe(true);
  });

  it('accepts codes as well as names, and pages', async () => {
    const byCode = await call(
      retrieve,
      '/api/business/directory/retrieve?entity=business&country=CA&state=AB&page=2&page_size=5',
    );
    expect(byCode.status).toBe(200);
    expect((byCode.body as Listing[]).length).toBe(5);
    expect(byCode.headers.get('x-page')).toBe('2');
  });

  it('searches names and filters categories by substring', async () => {
    const { body } = await call(retrieve, '/api/business/directory/retrieve?entity=business&q=BAKERY&page_size=100');
    const bakeries = body as Listing[];
    expect(bakeries.length).toBeGreaterThan(0);
    expect(bakeries.every((l) => /bakery/i.test(String(l.business_name)) || categoriesOf(l).includes('Bakery'))).toBe(
      true,
    );
    const cafes = await call(retrieve, '/api/business/directory/retrieve?entity=business&category=caf&page_size=100');
    const names = (cafes.body as Listing[]).flatMap((l) =>
      (l.business_directory as { business_categories: { category_name: string }[] }[])[0]!.business_categories.map(
        (c) => c.category_name.toLowerCase(),
      ),
    );
    expect(names.some((n) => n.includes('caf'))).toBe(true);
  });

  it('finds trades by what people call them, in English or French, accents and case aside (issue 39)', async () => {
    const search = async (q: string) =>
      (
        await call(
          retrieve,
          `/api/business/directory/retrieve?entity=business&q=${encodeURIComponent(q)}&page_size=100`,
        )
      ).body as Listing[];
    const [{ n: plumbing }] = (await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings WHERE 'Plumbing' = ANY(categories)`,
    )) as [{ n: number }];
    const [{ n: bakeries }] = (await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM listings WHERE 'Bakery' = ANY(categories)`,
    )) as [{ n: number }];
    expect(plumbing).toBeGreaterThanOrEqual(6);
    for (const q of ['plumber', 'Plombier', 'PLOMBERIE']) {
      expect((await search(q)).filter((l) => categoriesOf(l).includes('Plumbing')).length, q).toBe(plumbing);
    }
    expect((await search('boulangerie')).filter((l) => categoriesOf(l).includes('Bakery')).length).toBe(bakeries);
    expect((await search('cafe fontaine')).map((l) => l.business_name)).toContain('Café La Fontaine');
    expect((await search('EGLISE vieux')).map((l) => l.business_name)).toContain('Église évangélique du Vieux-Hull');
    expect(await search('plumber zzzz')).toEqual([]);
    expect(await search('a')).toEqual([]);
  });

  it('answers an empty list for a province with no listings', async () => {
    const { status, body } = await call(
      retrieve,
      '/api/business/directory/retrieve?entity=business&country=canada&state=yukon',
    );
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each([
    ['', 'entity'],
    ['entity=business&state=alberta', 'country'],
    ['entity=business&country=canada&city=banff', 'state'],
    ['entity=business&country=atlantis', 'country'],
    ['entity=business&country=canada&state=texas', 'state'],
    ['entity=business&page=0', 'page'],
    ['entity=business&page=abc', 'page'],
    ['entity=business&page_size=1000', 'page_size'],
    ['entity=business&country=canada&state=ab&city=%3Cscript%3E', 'city'],
  ])('answers 400 naming the parameter for ?%s', async (qs, field) => {
    const { status, body } = await call(retrieve, `/api/business/directory/retrieve?${qs}`);
    expect(status).toBe(400);
    expect((body as { error: { fields: Record<string, string[]> } }).error.fields).toHaveProperty(field);
  });
});

describe('GET /api/business/directory/retrieve-listing', () => {
  it('returns the listing and only its approved reviews', async () => {
    const [listing] = await query<{ id: string }>(
      "SELECT id FROM listings WHERE business_unique_id = 'barrhead-golden-wheat-bakery'",
    );
    const marker = `pending-${randomBytes(4).toString('hex')}`;
    await query(
      `INSERT INTO reviews (listing_id, first_name, last_name, email, rating, message, status)
       VALUES ($1, 'Pat', 'Pending', $2 || '@example.ca', 1, $2, 'pending')`,
      [listing!.id, marker],
    );
    const { status, body } = await call(
      retrieveListing,
      '/api/business/directory/retrieve-listing?business_unique_id=barrhead-golden-wheat-bakery',
    );
    expect(status).toBe(200);
    const { listing: listings, reviews } = body as {
      listing: Listing[];
      reviews: { message: string; rating: number; author: string }[];
    };
    expect(listings).toHaveLength(1);
    expect(reviews.some((r) => r.message === marker)).toBe(false);
    expect(reviews.every((r) => /^\S.* [A-Z]\.$/.test(r.author))).toBe(true);
    const [approved] = await query<{ n: number; avg: string }>(
      "SELECT count(*)::int AS n, to_char(round(avg(rating), 2), 'FM0.00') AS avg FROM reviews WHERE listing_id = $1 AND status = 'approved'",
      [listing!.id],
    );
    expect(listings[0]!.rating).toMatchObject({ count: approved!.n, average: approved!.avg });
    const history = JSON.parse((listings[0]!.reviews as { review_history: string }[])[0]!.review_history) as {
      rating: number;
    }[];
    expect(history.every((h) => h.rating >= 1 && h.rating <= 5)).toBe(true);
    expect(JSON.parse(String(listings[0]!.business_hours_of_operation))).toHaveProperty('tuesday.open', '07:00');
  });

  it('answers 400 for a missing or malformed id and 404 for an unknown one', async () => {
    const missing = await call(retrieveListing, '/api/business/directory/retrieve-listing');
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: { fields: { business_unique_id: ['business_unique_id is required.'] } },
    });
    expect(
      (await call(retrieveListing, '/api/business/directory/retrieve-listing?business_unique_id=Bad%20Id')).status,
    ).toBe(400);
    expect(
      (await call(retrieveListing, '/api/business/directory/retrieve-listing?business_unique_id=no-such-listing'))
        .status,
    ).toBe(404);
  });
});

describe('GET /api/region/{country}/{state}/{city}', () => {
  it('returns the regional news of a city, by names or codes', async () => {
    const { status, body } = await call(region, '/api/region/canada/alberta/barrhead');
    expect(status).toBe(200);
    const news = (body as { regionNews: { title: string }[] }).regionNews;
    expect(news.length).toBeGreaterThan(0);
    expect((await call(region, '/api/region/CA/AB/Barrhead')).body).toEqual(body);
  });

  it('answers an empty list for a city without news, 400 for unknown places', async () => {
    expect((await call(region, '/api/region/canada/alberta/wetaskiwin')).body).toEqual({ regionNews: [] });
    const bad = await call(region, '/api/region/narnia/alberta/barrhead');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { country: expect.any(Array) } } });
    expect((await call(region, '/api/region/canada/gondor/barrhead')).body).toMatchObject({
      error: { fields: { state: expect.any(Array) } },
    });
  });
});
