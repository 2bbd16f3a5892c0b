// Issue 19: a location's list pages beyond the first are rendered on demand from the database, cached at
// the CDN under the location's tags, and an unknown place or a page past the last is a brief 404. Each
// test uses its own city (a random slug in Alberta), so the shared database's other rows do not matter.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import {
  clearLocationCounts,
  liveScopeRoute,
  loadLiveScopePage,
  parseScopePageParams,
} from '../../src/server/directory/live-scope.ts';
import { scopePage } from '../../src/server/directory/scope-repo.ts';
import { listingsChanged, setPurger } from '../../src/server/directory/cdn-purge.ts';

const made: string[] = [];
beforeEach(() => clearLocationCounts()); // a warm function keeps counts for a minute; each test makes its own rows
afterAll(async () => {
  await query('DELETE FROM listings WHERE city_slug = ANY($1::text[])', [made]);
});

/** A city of `n` listings named "Scope Test 01" … in name order (in Alberta unless told), and its slug. */
async function makeCity(n: number, state = 'AB'): Promise<string> {
  const slug = `scope-test-${randomUUID().slice(0, 8)}`;
  made.push(slug);
  await query(
    `INSERT INTO listings (business_unique_id, business_name, business_rank, categories, city, city_slug, state_code, country_code)
     SELECT $1 || '-' || i, 'Scope Test ' || lpad(i::text, 2, '0'), 'unclaimed', ARRAY[CASE WHEN i % 2 = 0 THEN 'Bakery' ELSE 'Cafe' END],
            'Scope Town', $1, $3, 'CA'
     FROM generate_series(1, $2::int) AS i`,
    [slug, n, state],
  );
  return slug;
}

const durable = /^public, durable, s-maxage=\d+, stale-while-revalidate=\d+$/;

describe('a city list page beyond the first', () => {
  it('shows that page of the city from the database, with durable CDN headers and the city and province tags', async () => {
    const city = await makeCity(27); // 3 pages of 12
    const live = await liveScopeRoute({ country: 'canada', province: 'alberta', city, page: '2' });
    if (!('view' in live)) throw new Error(`expected a page, got a miss: ${JSON.stringify(live)}`);
    expect(live.headers['Netlify-Cache-Tag']).toBe(`city-ca-ab-${city},province-ca-ab`);
    expect(live.headers['Netlify-CDN-Cache-Control']).toMatch(durable);
    expect(live.headers['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    const { view } = live;
    expect([view.page, view.pages, view.total]).toEqual([2, 3, 27]);
    expect(view.cards.map((c) => c.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Scope Test ${String(13 + i).padStart(2, '0')}`),
    );
    expect(view.cards[0]!.url).toBe(`/directory/canada/alberta/${city}/${city}-13/`);
    expect(view.scope).toMatchObject({
      level: 'city',
      name: 'Scope Town',
      label: 'Scope Town, Alberta',
      path: `/directory/canada/alberta/${city}/`,
    });
    expect(view.trail.map((t) => t.name)).toEqual(['Directory', 'Canada', 'Alberta', 'Scope Town']);
    expect(view.categories).toEqual([
      { name: 'Bakery', count: 13 },
      { name: 'Cafe', count: 14 },
    ]);
    expect(view.locations.find((l) => l.path.endsWith(`/${city}/`))?.count).toBe(27);
    expect(view.search).toBeUndefined(); // no static-index coordinates: the form submits to page 1
    const last = await loadLiveScopePage({ country_code: 'CA', state_code: 'AB', city_slug: city, page: 3 });
    expect('view' in last && last.view.cards.map((c) => c.name)).toEqual([
      'Scope Test 25',
      'Scope Test 26',
      'Scope Test 27',
    ]);
  });

  it('counts a listing added since the counts were kept: a purge never renders from older counts', async () => {
    const city = await makeCity(24); // 2 pages
    const at = { country_code: 'CA', state_code: 'AB', city_slug: city };
    expect('view' in (await loadLiveScopePage({ ...at, page: 2 }))).toBe(true);
    expect(await loadLiveScopePage({ ...at, page: 3 })).toEqual({ missing: [`city-ca-ab-${city}`, 'province-ca-ab'] });
    await query(
      `INSERT INTO listings (business_unique_id, business_name, business_rank, city, city_slug, state_code, country_code)
       VALUES ($1 || '-late', 'Scope Test 99', 'unclaimed', 'Scope Town', $1, 'AB', 'CA')`,
      [city],
    );
    const third = await loadLiveScopePage({ ...at, page: 3 });
    expect('view' in third && [third.view.total, third.view.cards.map((c) => c.name)]).toEqual([25, ['Scope Test 99']]);
  });

  it('is a brief 404 under the city tags past the last page, and for a city with no listings', async () => {
    const city = await makeCity(13);
    expect(await liveScopeRoute({ country: 'canada', province: 'alberta', city, page: '3' })).toEqual({
      notFoundTags: [`city-ca-ab-${city}`, 'province-ca-ab'],
    });
    expect(
      await liveScopeRoute({ country: 'canada', province: 'alberta', city: 'no-such-town-here', page: '2' }),
    ).toEqual({ notFoundTags: ['city-ca-ab-no-such-town-here', 'province-ca-ab'] });
  });
});

describe('province, country and whole-directory pages beyond the first', () => {
  it('carry their own tags, and a listing change purges every one of them', async () => {
    const city = await makeCity(25);
    const province = await liveScopeRoute({ country: 'canada', province: 'alberta', page: '2' });
    expect('headers' in province && province.headers['Netlify-Cache-Tag']).toBe('province-ca-ab');
    expect('view' in province && province.view.total).toBeGreaterThanOrEqual(25);
    const country = await liveScopeRoute({ country: 'canada', page: '2' });
    expect('headers' in country && country.headers['Netlify-Cache-Tag']).toBe('country-ca');
    const root = await liveScopeRoute({ page: '2' });
    expect('headers' in root && root.headers['Netlify-Cache-Tag']).toBe('directory');
    expect('view' in root && root.view.locations.map((l) => l.name)).toContain('Alberta');
    const [row] = await query<{ id: string }>('SELECT id FROM listings WHERE city_slug = $1 LIMIT 1', [city]);
    const purged: string[][] = [];
    const restore = setPurger(async (tags) => void purged.push(tags));
    try {
      await listingsChanged([row!.id], 'listing-saved');
    } finally {
      restore();
    }
    expect(purged[0]).toEqual(
      expect.arrayContaining([`city-ca-ab-${city}`, 'province-ca-ab', 'country-ca', 'directory']),
    );
  });
});

describe('a province page beyond the first, read city by city from the counts', () => {
  it('is the page a plain OFFSET over the whole province gives, across city boundaries', async () => {
    // Nunavut: no other test writes there, so the province is these three cities alone.
    for (const n of [7, 13, 9]) await makeCity(n, 'NU');
    const province = await loadLiveScopePage({ country_code: 'CA', state_code: 'NU', page: 2 });
    if (!('view' in province)) throw new Error('expected a page');
    expect(province.view.total).toBeGreaterThanOrEqual(29);
    for (let page = 2; page <= province.view.pages; page++) {
      const live = await loadLiveScopePage({ country_code: 'CA', state_code: 'NU', page });
      const direct = await scopePage({ country_code: 'CA', state_code: 'NU' }, (page - 1) * 12, 12);
      expect('view' in live && live.view.cards.map((c) => c.id), `page ${page}`).toEqual(
        direct.map((r) => r.business_unique_id),
      );
    }
  });
});

describe('the address of a list page', () => {
  it('is read at every level', () => {
    expect(parseScopePageParams({ page: '2' })).toEqual({ page: 2 });
    expect(parseScopePageParams({ country: 'canada', page: '40' })).toEqual({ country_code: 'CA', page: 40 });
    expect(parseScopePageParams({ country: 'canada', province: 'british-columbia', page: '3' })).toEqual({
      country_code: 'CA',
      state_code: 'BC',
      page: 3,
    });
    expect(parseScopePageParams({ country: 'canada', province: 'alberta', city: 'red-deer', page: '2' })).toEqual({
      country_code: 'CA',
      state_code: 'AB',
      city_slug: 'red-deer',
      page: 2,
    });
  });

  it('is refused before any query when it cannot name a page (the first page is prebuilt)', async () => {
    for (const params of [
      { page: '1' },
      { page: '0' },
      { page: '02' },
      { page: '2.5' },
      { page: 'two' },
      { page: '12345678' },
      { country: 'france', page: '2' },
      { country: 'Canada', page: '2' },
      { country: 'canada', province: 'ab', page: '2' },
      { country: 'canada', province: 'atlantis', page: '2' },
      { country: 'canada', province: 'alberta', city: 'Red Deer', page: '2' },
      { country: 'canada', province: 'alberta', city: "camrose'--", page: '2' },
      { country: 'canada', province: 'alberta', city: `a${'-b'.repeat(80)}`, page: '2' },
    ]) {
      expect(parseScopePageParams(params), JSON.stringify(params)).toBeNull();
      expect(await liveScopeRoute(params)).toEqual({ notFoundTags: [] });
    }
  });
});
