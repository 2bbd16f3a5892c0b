// Issue 19, pure parts: which listings are prebuilt, the adapter function's narrowed path, and the
// search's merge of listings changed since the build.
import { describe, expect, it } from 'vitest';
import { prebuiltPositions } from '../../src/features/directory/prebuilt.ts';
import { cardMatches, mergeChanged, type DirectoryResults } from '../../src/features/directory/search-client.ts';
import type { ListingCard } from '../../src/features/directory/search-index.ts';
import { narrowFunctionPath, redirectToSlash } from '../../src/server/directory/astro-on-demand.ts';

describe('prebuiltPositions', () => {
  const entries = [
    { business_unique_id: 'a', rating_count: 1 },
    { business_unique_id: 'b', rating_count: 9, claimed: true },
    { business_unique_id: 'c', rating_count: 5 },
    { business_unique_id: 'd', rating_count: 5 },
    { business_unique_id: 'e', rating_count: 0 },
  ];
  it('takes the most-reviewed unclaimed listings, ties by id, in directory order', () => {
    expect(prebuiltPositions(entries, 2)).toEqual([2, 3]);
    expect(prebuiltPositions(entries, 3)).toEqual([0, 2, 3]);
  });
  it('never prebuilds a claimed listing, and nothing at 0', () => {
    expect(prebuiltPositions(entries, 100)).toEqual([0, 2, 3, 4]);
    expect(prebuiltPositions(entries, 0)).toEqual([]);
  });
});

describe('narrowFunctionPath', () => {
  const generated = `\n\t\t\texport const config = {\n\t\t\t\tincludedFiles: ['**/*'],\n\t\t\t\tname: 'Astro SSR',\n\t\t\t\tpath: '/*',\n\t\t\t\tpreferStatic: true,\n\t\t\t};`;
  it("limits the adapter's catch-all function to the directory in both languages and the pages emailed links open", () => {
    expect(narrowFunctionPath(generated)).toContain(
      "path: ['/directory/*','/fr/annuaire/*','/reset-password','/reset-password/*'," +
        "'/confirm-account','/confirm-account/*','/confirm-email','/confirm-email/*'," +
        "'/fr/mot-de-passe','/fr/mot-de-passe/*','/fr/confirmer-compte','/fr/confirmer-compte/*'," +
        "'/fr/confirmer-courriel','/fr/confirmer-courriel/*'],",
    );
    expect(narrowFunctionPath(generated)).not.toContain("path: '/*'");
  });
  it('fails loudly when the generated config changes shape', () => {
    expect(() => narrowFunctionPath(generated.replace("'/*'", "['/*']"))).toThrow(/no longer declares/);
  });
});

describe('redirectToSlash', () => {
  const generated = `\n\t\t\timport { createHandler } from './entry.mjs';\n\n\t\t\texport default createHandler({"notFoundContent":"<p>404</p>"});\n\n\t\t\t// The config must be inlined here instead of imported because Netlify\n\t\t\texport const config = { path: '/directory/*' };`;
  it('answers 301 to the slash form before the adapter can answer 404, and passes slash paths on', async () => {
    const source = redirectToSlash(generated)
      .replace(
        "import { createHandler } from './entry.mjs';",
        'const createHandler = () => () => new Response("page");',
      )
      .replace(/export const config[^;]*;/, '');
    const handler = (await import(`data:text/javascript,${encodeURIComponent(source)}`)).default as (
      r: Request,
      c: unknown,
    ) => Response;
    const moved = handler(new Request('http://x.ca/directory/canada/page/2?q=1'), {});
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/directory/canada/page/2/?q=1');
    expect(handler(new Request('http://x.ca/directory/canada/page/2', { method: 'POST' }), {}).status).toBe(308);
    expect(await handler(new Request('http://x.ca/directory/canada/page/2/'), {}).text()).toBe('page');
    expect(await handler(new Request('http://x.ca/directory/x.json'), {}).text()).toBe('page');
  });
  it('fails loudly when the generated handler changes shape', () => {
    expect(() => redirectToSlash(generated.replace('export default createHandler(', 'export default make('))).toThrow(
      /no longer reads/,
    );
  });
});

const card = (id: string, name: string, categories = ['Bakery']): ListingCard => ({
  id,
  name,
  url: `/directory/canada/alberta/edmonton/${id}`,
  categories,
  address: '',
  image: null,
  rating: null,
  reviews: 0,
  verified: false,
});
const results = (cards: ListingCard[], page = 1, total = cards.length): DirectoryResults => ({
  cards,
  total,
  page,
  pages: 1,
  tooShort: false,
});

describe('searching with listings changed since the build', () => {
  it('matches names by word prefix and categories by substring, as the static index does', () => {
    expect(cardMatches(card('x', 'Maple Leaf Bakery'), 'map bak', '')).toBe(true);
    expect(cardMatches(card('x', 'Maple Leaf Bakery'), 'leafy', '')).toBe(false);
    expect(cardMatches(card('x', 'Maple Leaf Bakery'), '', 'bake')).toBe(true);
    expect(cardMatches(card('x', 'Maple Leaf Bakery'), 'maple', 'plumb')).toBe(false);
    expect(cardMatches(card('x', 'Maple Leaf Bakery'), 'a', '')).toBe(false);
  });

  it('puts new matches first on page 1, refreshes stale cards and drops ones that no longer match', () => {
    const stale = [card('a', 'Maple Bakery'), card('b', 'Maple Cafe'), card('c', 'Maple Deli')];
    const changed = [
      card('b', 'Maple Cafe and Bakery'),
      card('c', 'Birch Deli'),
      card('n', 'Maple Newcomer'),
      card('z', 'Unrelated Shop'),
    ];
    const merged = mergeChanged(results(stale, 1, 30), changed, { query: 'maple', category: '' });
    expect(merged.cards.map((c) => [c.id, c.name])).toEqual([
      ['n', 'Maple Newcomer'],
      ['a', 'Maple Bakery'],
      ['b', 'Maple Cafe and Bakery'],
    ]);
    expect(merged.total).toBe(30);
  });

  it('adds nothing on later pages and changes nothing without changes', () => {
    const page2 = results([card('a', 'Maple Bakery')], 2, 30);
    expect(
      mergeChanged(page2, [card('n', 'Maple Newcomer')], { query: 'maple', category: '' }).cards.map((c) => c.id),
    ).toEqual(['a']);
    expect(mergeChanged(page2, [], { query: 'maple', category: '' })).toBe(page2);
  });
});
