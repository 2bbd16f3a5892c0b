import { describe, expect, it } from 'vitest';
import { buildDirectoryModel, scopeTrail } from '../../src/features/directory/directory-model.ts';
import {
  buildManifest,
  CARD_CHUNK,
  buildWordShards,
  cardChunk,
  categorySlug,
  decodePostings,
  encodePostings,
  intersectSorted,
  matchWord,
  matchingCategories,
  queryWords,
  tokenize,
  type ListingCard,
} from '../../src/features/directory/search-index.ts';
import { cardMatches, clearSearchCache, searchDirectory } from '../../src/features/directory/search-client.ts';
import { categorySearchWords } from '../../src/shared/i18n/category-terms.ts';

const entry = (id: string, name: string, city: string, state: string, categories: string[]) => ({
  business_unique_id: id,
  business_name: name,
  categories,
  city,
  city_slug: city.toLowerCase().replace(/ /g, '-'),
  state_code: state,
  country_code: 'CA',
});
const listings = [
  entry('b', 'Maple Leaf Bakery', 'Camrose', 'AB', ['Bakery']),
  entry('a', 'Aspen Auto', 'Banff', 'AB', ['Auto Repair']),
  entry('c', 'Café Montréal', 'Montréal', 'QC', ['Cafe', 'Bakery']),
  entry('d', 'maple ridge plumbing', 'Camrose', 'AB', ['Plumbing']),
  entry('e', 'Harbour Books', 'Halifax', 'NS', ['Retail']),
];

describe('directory model', () => {
  const model = buildDirectoryModel(listings);
  it('orders listings by province, city, then name', () => {
    expect(model.entries.map((e) => e.business_unique_id)).toEqual(['a', 'b', 'd', 'e', 'c']);
  });
  it('gives every scope a contiguous range', () => {
    expect(model.scopes.get('root')).toMatchObject({ start: 0, end: 5 });
    expect(model.scopes.get('CA-AB')).toMatchObject({
      start: 0,
      end: 3,
      name: 'Alberta',
      label: 'Alberta, Canada',
      path: '/directory/canada/alberta/',
    });
    expect(model.scopes.get('CA-AB-camrose')).toMatchObject({
      start: 1,
      end: 3,
      name: 'Camrose',
      path: '/directory/canada/alberta/camrose/',
    });
    expect(model.scopes.get('CA-QC')).toMatchObject({ start: 4, end: 5 });
  });
  it('keeps provinces without listings as empty scopes', () => {
    const bc = model.scopes.get('CA-BC')!;
    expect(bc.end - bc.start).toBe(0);
    expect(model.scopes.get('CA')!.locations).toContain('CA-BC');
  });
  it('counts categories per scope and lists locations by name', () => {
    expect(model.scopes.get('CA-AB')!.categories).toEqual([
      { name: 'Auto Repair', count: 1 },
      { name: 'Bakery', count: 1 },
      { name: 'Plumbing', count: 1 },
    ]);
    expect(model.scopes.get('CA-AB')!.locations).toEqual(['CA-AB-banff', 'CA-AB-camrose']);
    expect(model.scopes.get('CA-AB-camrose')!.locations).toEqual(['CA-AB-banff', 'CA-AB-camrose']);
    expect(scopeTrail(model, 'CA-AB-camrose').map((s) => s.name)).toEqual([
      'All locations',
      'Canada',
      'Alberta',
      'Camrose',
    ]);
  });
  it('splits the order into province partitions', () => {
    expect(model.partitions).toEqual([
      { id: 'ca-ab', start: 0, end: 3 },
      { id: 'ca-ns', start: 3, end: 4 },
      { id: 'ca-qc', start: 4, end: 5 },
    ]);
  });
});

describe('search index', () => {
  it('tokenizes names without accents or case', () => {
    expect(tokenize('Café Ste-Anne & Sons')).toEqual(['cafe', 'ste', 'anne', 'and', 'sons']);
    expect(queryWords('a Maple')).toEqual(['maple']);
  });
  it('encodes postings as gaps', () => {
    expect(encodePostings([3, 4, 10])).toEqual([3, 1, 6]);
    expect(decodePostings([3, 1, 6])).toEqual([3, 4, 10]);
    expect(decodePostings([])).toEqual([]);
  });
  it('matches word prefixes from a shard and intersects', () => {
    const shards = buildWordShards([
      { position: 1, name: 'Maple Leaf Bakery' },
      { position: 2, name: 'maple ridge plumbing' },
      { position: 5, name: 'Mapleton Inn' },
    ]);
    expect(Object.keys(shards.get('ma')!)).toEqual(['maple', 'mapleton']);
    expect(matchWord(shards.get('ma')!, 'map')).toEqual([1, 2, 5]);
    expect(matchWord(shards.get('ma')!, 'maplet')).toEqual([5]);
    expect(intersectSorted([1, 2, 5], [2, 3, 5])).toEqual([2, 5]);
  });
  it('filters categories by case-insensitive substring', () => {
    expect(matchingCategories(['Bakery', 'Cafe', 'Internet Cafe'], 'CAF')).toEqual(['Cafe', 'Internet Cafe']);
    expect(matchingCategories(['Bakery'], ' ')).toEqual([]);
    expect(categorySlug('Food & Drink')).toBe('food-and-drink');
  });
  it('chunks cards', () => {
    expect(cardChunk(0)).toBe(0);
    expect(cardChunk(CARD_CHUNK)).toBe(1);
  });
});

describe('searching the static index', () => {
  // An in-memory "site" holding the files the build writes.
  const model = buildDirectoryModel(listings);
  const files = new Map<string, unknown>();
  for (const p of model.partitions) {
    const entries = model.entries
      .slice(p.start, p.end)
      .map((e, i) => ({ position: p.start + i, name: e.business_name }));
    for (const [key, shard] of buildWordShards(entries))
      files.set(`/directory-search/words/${p.id}/${key}.json`, shard);
    const byCategory = new Map<string, number[]>();
    model.entries
      .slice(p.start, p.end)
      .forEach((e, i) => e.categories.forEach((c) => byCategory.set(c, [...(byCategory.get(c) ?? []), p.start + i])));
    for (const [c, positions] of byCategory)
      files.set(`/directory-search/categories/${p.id}/${categorySlug(c)}.json`, encodePostings(positions));
  }
  const terms = Object.fromEntries(
    [...new Set(listings.flatMap((l) => l.categories))].map((c) => [c, categorySearchWords(c)]),
  );
  files.set(
    '/directory-search/manifest.json',
    buildManifest(
      [...files.keys()].map((f) => f.replace('/directory-search/', '')),
      terms,
    ),
  );
  files.set(
    '/directory-search/cards/0.json',
    model.entries.map((e): ListingCard => ({
      id: e.business_unique_id,
      name: e.business_name,
      url: `/x/${e.business_unique_id}`,
      categories: e.categories,
      address: e.city,
      image: null,
      rating: null,
      reviews: 0,
      verified: false,
    })),
  );
  const requested: string[] = [];
  const fetcher = async (url: string) => {
    requested.push(url);
    return files.has(url) ? new Response(JSON.stringify(files.get(url))) : new Response('missing', { status: 404 });
  };
  const scope = (key: string) => ({
    range: model.scopes.get(key)!,
    partitions: model.partitions,
    categories: model.scopes.get(key)!.categories.map((c) => c.name),
  });

  it('finds names by word prefix within the scope only', async () => {
    const camrose = await searchDirectory(
      { ...scope('CA-AB-camrose'), query: 'MAPLE', category: '', page: 1 },
      fetcher,
    );
    expect(camrose.cards.map((c) => c.id)).toEqual(['b', 'd']);
    const all = await searchDirectory({ ...scope('root'), query: 'cafe', category: '', page: 1 }, fetcher);
    expect(all.cards.map((c) => c.id)).toEqual(['c']);
  });
  it('only fetches the shards of the scope province', async () => {
    requested.length = 0;
    await searchDirectory({ ...scope('CA-AB'), query: 'harbour', category: '', page: 1 }, fetcher);
    expect(requested.every((u) => !u.includes('/ca-ns/'))).toBe(true);
  });
  it('combines the category filter with the search', async () => {
    const bakeries = await searchDirectory({ ...scope('root'), query: '', category: 'bak', page: 1 }, fetcher);
    expect(bakeries.cards.map((c) => c.id)).toEqual(['b', 'c']);
    const none = await searchDirectory({ ...scope('root'), query: 'aspen', category: 'bak', page: 1 }, fetcher);
    expect(none.total).toBe(0);
  });
  it('asks only for files that exist: no request answers 404 (issue 18)', async () => {
    requested.length = 0;
    clearSearchCache();
    await searchDirectory({ ...scope('root'), query: 'zebra maple', category: 'bak', page: 1 }, fetcher);
    await searchDirectory({ ...scope('root'), query: 'qq', category: 'plumber', page: 1 }, fetcher);
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((u) => !files.has(u))).toEqual([]);
  });
  it('finds a trade by what people call it, in English or French, accents and case aside (issue 39)', async () => {
    const ids = async (query: string, key = 'root') =>
      (await searchDirectory({ ...scope(key), query, category: '', page: 1 }, fetcher)).cards.map((c) => c.id);
    expect(await ids('plumber')).toEqual(['d']);
    expect(await ids('PLOMBIER')).toEqual(['d']);
    expect(await ids('boulangerie')).toEqual(['b', 'c']);
    expect(await ids('Pâtisserie')).toEqual(['b', 'c']);
    expect(await ids('mécanicien')).toEqual(['a']);
    expect(await ids('maple plumber')).toEqual(['d']);
    expect(await ids('boulangerie', 'CA-QC')).toEqual(['c']);
    expect(await ids('dentist')).toEqual([]);
  });
  it('matches a changed listing by its trade as the index does', () => {
    const card = { name: 'Aspen Auto', categories: ['Auto Repair'] };
    expect(cardMatches(card, 'mechanic', '', terms)).toBe(true);
    expect(cardMatches(card, 'garagiste plumber', '', terms)).toBe(false);
    expect(cardMatches(card, 'mechanic', '')).toBe(false);
  });
  it('answers a too-short query with nothing, flagged', async () => {
    expect(await searchDirectory({ ...scope('root'), query: 'm', category: '', page: 1 }, fetcher)).toMatchObject({
      total: 0,
      tooShort: true,
    });
  });
});
