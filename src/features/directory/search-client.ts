/**
 * Runs a directory search in the browser against the static index (see search-index.ts):
 * fetches only the shards the query needs, then the card chunks of the page shown. Listings changed or
 * created since that index was built come from the read API (one small request, issue 19) and are merged
 * in: a fresh card replaces its stale one, and new matches lead the first page. The fetcher is
 * injectable so the logic is tested without a server.
 */
import { paginate, PAGE_SIZE } from '../pagination/pagination.ts';
import {
  CARD_CHUNK,
  MANIFEST_FILE,
  SEARCH_BASE,
  cardChunk,
  categoriesForWord,
  categorySlug,
  decodePostings,
  inRange,
  intersectSorted,
  matchWord,
  matchingCategories,
  partitionsFor,
  queryWords,
  shardKey,
  tokenize,
  unionSorted,
  type ListingCard,
  type Partition,
  type ScopeRange,
  type SearchManifest,
  type WordShard,
} from './search-index.ts';

export interface DirectorySearch {
  range: ScopeRange;
  partitions: Partition[];
  /** Category names present in the scope (the filter only needs their postings). */
  categories: string[];
  query: string;
  category: string;
  page: number;
  /** When the index was built, and the scope's codes: what changed since comes from the read API. */
  changes?: { since: string; country?: string; state?: string; city?: string };
}

export interface DirectoryResults {
  cards: ListingCard[];
  total: number;
  page: number;
  pages: number;
  /** The query had words, but all shorter than two letters. */
  tooShort: boolean;
}

type Fetcher = (url: string) => Promise<Response>;
const cache = new Map<string, Promise<unknown>>();

/** Forgets fetched index files (the page keeps them for its lifetime; tests and benchmarks start clean). */
export function clearSearchCache(): void {
  cache.clear();
}

/** A JSON file of the index; a missing file (no such shard) reads as `fallback`. */
function load<T>(url: string, fallback: T, fetcher: Fetcher): Promise<T> {
  let pending = cache.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = fetcher(url).then(async (res) => {
      if (res.status === 404) return fallback;
      if (!res.ok) throw new Error(`Search data ${url} answered ${res.status}`);
      return (await res.json()) as T;
    });
    pending.catch(() => cache.delete(url));
    cache.set(url, pending);
  }
  return pending;
}

/** The index's list of existing files; without one (an older build) every file is asked for. */
const loadManifest = (fetcher: Fetcher) =>
  load<SearchManifest | null>(`${SEARCH_BASE}/${MANIFEST_FILE}`, null, fetcher);
const listed = (manifest: SearchManifest | null, kind: 'words' | 'categories', partition: string, key: string) =>
  !manifest || (manifest[kind][partition]?.includes(key) ?? false);

async function wordPositions(word: string, parts: Partition[], fetcher: Fetcher): Promise<number[]> {
  const manifest = await loadManifest(fetcher);
  const key = shardKey(word);
  const shards = await Promise.all(
    parts
      .filter((p) => listed(manifest, 'words', p.id, key))
      .map((p) => load<WordShard>(`${SEARCH_BASE}/words/${p.id}/${encodeURIComponent(key)}.json`, {}, fetcher)),
  );
  return unionSorted(shards.map((shard) => matchWord(shard, word)));
}

async function categoryPositions(names: string[], parts: Partition[], fetcher: Fetcher): Promise<number[]> {
  const manifest = await loadManifest(fetcher);
  const lists = await Promise.all(
    names.flatMap((name) =>
      parts
        .filter((p) => listed(manifest, 'categories', p.id, categorySlug(name)))
        .map((p) => load<number[]>(`${SEARCH_BASE}/categories/${p.id}/${categorySlug(name)}.json`, [], fetcher)),
    ),
  );
  return unionSorted(lists.map((gaps) => decodePostings(gaps)));
}

async function cardsAt(positions: number[], fetcher: Fetcher): Promise<ListingCard[]> {
  const chunks = [...new Set(positions.map(cardChunk))];
  const loaded = new Map<number, ListingCard[]>();
  await Promise.all(
    chunks.map(async (c) => loaded.set(c, await load<ListingCard[]>(`${SEARCH_BASE}/cards/${c}.json`, [], fetcher))),
  );
  return positions.flatMap((p) => {
    const card = loaded.get(cardChunk(p))?.[p % CARD_CHUNK];
    return card ? [card] : [];
  });
}

/**
 * Does a card match the search as the index would? Each query word starts a word of the name or a word that
 * names one of its categories (`terms`, from the manifest); the category filter is a substring.
 */
export function cardMatches(
  card: Pick<ListingCard, 'name' | 'categories'>,
  query: string,
  category: string,
  terms?: SearchManifest['terms'],
): boolean {
  const tokens = tokenize(card.name);
  const words = queryWords(query);
  if (words.length === 0 && query.trim() !== '') return false;
  const names = (w: string) => categoriesForWord(w, terms).some((c) => card.categories.includes(c));
  if (!words.every((w) => tokens.some((t) => t.startsWith(w)) || names(w))) return false;
  return !category.trim() || matchingCategories(card.categories, category).length > 0;
}

/** The static results with the changed listings merged in (pure; see the module comment). */
export function mergeChanged(
  results: DirectoryResults,
  changed: readonly ListingCard[],
  search: Pick<DirectorySearch, 'query' | 'category'>,
  terms?: SearchManifest['terms'],
): DirectoryResults {
  if (changed.length === 0) return results;
  const fresh = new Map(changed.map((c) => [c.id, c]));
  const matching = changed.filter((c) => cardMatches(c, search.query, search.category, terms));
  const onPage = new Set(results.cards.map((c) => c.id));
  const kept = results.cards.flatMap((c) => {
    const now = fresh.get(c.id);
    if (!now) return [c];
    return cardMatches(now, search.query, search.category, terms) ? [now] : [];
  });
  const added = matching.filter((c) => !onPage.has(c.id));
  const dropped = results.cards.length - kept.length;
  return {
    ...results,
    cards: results.page === 1 ? [...added, ...kept] : kept,
    total: Math.max(0, results.total + added.length - dropped),
  };
}

async function changedCards(
  changes: NonNullable<DirectorySearch['changes']>,
  fetcher: Fetcher,
): Promise<ListingCard[]> {
  const params = new URLSearchParams(Object.entries(changes).filter((e): e is [string, string] => Boolean(e[1])));
  // A failed fallback leaves the static results as they are.
  const body = await load<{ cards: ListingCard[] }>(
    `/api/business/directory/changed?${params}`,
    { cards: [] },
    fetcher,
  ).catch(() => ({ cards: [] }));
  return body.cards;
}

export async function searchDirectory(
  search: DirectorySearch,
  fetcher: Fetcher = (u) => fetch(u),
): Promise<DirectoryResults> {
  const [results, changed] = await Promise.all([
    searchIndex(search, fetcher),
    search.changes ? changedCards(search.changes, fetcher) : [],
  ]);
  return mergeChanged(results, changed, search, (await loadManifest(fetcher))?.terms);
}

async function searchIndex(search: DirectorySearch, fetcher: Fetcher): Promise<DirectoryResults> {
  const parts = partitionsFor(search.range, search.partitions);
  const words = queryWords(search.query);
  const tooShort = words.length === 0 && search.query.trim() !== '';
  let positions: number[] | null = null;
  const terms = (await loadManifest(fetcher))?.terms;
  for (const word of words) {
    // The word starts a name's word, or names a category ('plumber': Plumbing); the scope's range applies below.
    const named = categoriesForWord(word, terms);
    const [byName, byCategory] = await Promise.all([
      wordPositions(word, parts, fetcher),
      named.length ? categoryPositions(named, parts, fetcher) : [],
    ]);
    const found = unionSorted([byName, byCategory]);
    positions = positions ? intersectSorted(positions, found) : found;
  }
  if (search.category.trim()) {
    const names = matchingCategories(search.categories, search.category);
    const found = names.length ? await categoryPositions(names, parts, fetcher) : [];
    positions = positions ? intersectSorted(positions, found) : found;
  }
  if (tooShort) positions = [];
  const all = positions ? inRange(positions, search.range) : [];
  const page = paginate(all, search.page, PAGE_SIZE);
  return { cards: await cardsAt(page.items, fetcher), total: page.total, page: page.page, pages: page.pages, tooShort };
}
