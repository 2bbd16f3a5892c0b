/**
 * The directory's static search index, built at deploy time and read by the search island.
 * No page ships the whole directory: listings are numbered in one global order (country, state,
 * city, name), so every location scope is a contiguous range of positions; the index is split
 * per province ("partition") into small files fetched on demand:
 *   words/{partition}/{xx}.json        name tokens starting with xx -> delta-encoded positions
 *   categories/{partition}/{slug}.json positions of listings in that category
 *   cards/{chunk}.json                 the card data of CARD_CHUNK consecutive positions
 * Pure: no I/O here (see search-client.ts for fetching).
 */
import { slugify } from '../../shared/locations.ts';

export const SEARCH_BASE = '/directory-search';
export const CARD_CHUNK = 64;
export const MIN_WORD = 2;

export interface ListingCard {
  id: string;
  name: string;
  url: string;
  categories: string[];
  address: string;
  image: string | null;
  rating: string | null;
  reviews: number;
  verified: boolean;
}

/** A province's slice of the global order: [start, end). */
export interface Partition {
  id: string;
  start: number;
  end: number;
}

export interface ScopeRange {
  start: number;
  end: number;
}

/** Name words as the index stores them: lowercase, accents stripped ("Café Ste-Anne" -> cafe, ste, anne). */
export function tokenize(text: string): string[] {
  return [...new Set(slugify(text).split('-').filter(Boolean))];
}

/** The query words that can be searched (at least two characters each). */
export function queryWords(query: string): string[] {
  return tokenize(query).filter((w) => w.length >= MIN_WORD);
}

export function shardKey(word: string): string {
  return word.slice(0, MIN_WORD);
}

export function partitionId(countryCode: string, stateCode: string): string {
  return `${countryCode}-${stateCode}`.toLowerCase();
}

export function cardChunk(position: number): number {
  return Math.floor(position / CARD_CHUNK);
}

/** Sorted positions -> gaps (compact JSON: mostly one or two digits each). */
export function encodePostings(sorted: readonly number[]): number[] {
  return sorted.map((p, i) => (i === 0 ? p : p - sorted[i - 1]!));
}

export function decodePostings(gaps: readonly number[]): number[] {
  const out: number[] = [];
  let current = 0;
  gaps.forEach((gap, i) => {
    current = i === 0 ? gap : current + gap;
    out.push(current);
  });
  return out;
}

export type WordShard = Record<string, number[]>;

/** Builds the word shards of one partition from its entries (positions ascending). */
export function buildWordShards(entries: readonly { position: number; name: string }[]): Map<string, WordShard> {
  const byToken = new Map<string, number[]>();
  for (const { position, name } of entries) {
    for (const token of tokenize(name)) {
      if (token.length < MIN_WORD) continue;
      const list = byToken.get(token) ?? [];
      list.push(position);
      byToken.set(token, list);
    }
  }
  const shards = new Map<string, WordShard>();
  for (const token of [...byToken.keys()].sort()) {
    const key = shardKey(token);
    const shard = shards.get(key) ?? {};
    shard[token] = encodePostings(byToken.get(token)!.sort((a, b) => a - b));
    shards.set(key, shard);
  }
  return shards;
}

export function unionSorted(lists: readonly (readonly number[])[]): number[] {
  return [...new Set(lists.flat())].sort((a, b) => a - b);
}

export function intersectSorted(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! === b[j]!) {
      out.push(a[i]!);
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return out;
}

/** Positions of names with a word starting with `word`, from that word's shard. */
export function matchWord(shard: WordShard, word: string): number[] {
  return unionSorted(
    Object.entries(shard)
      .filter(([token]) => token.startsWith(word))
      .map(([, gaps]) => decodePostings(gaps)),
  );
}

/** The spec's category filter: case-insensitive substring on the category name. */
export function matchingCategories(categories: readonly string[], filter: string): string[] {
  const f = filter.trim().toLowerCase();
  return f ? categories.filter((c) => c.toLowerCase().includes(f)) : [];
}

export function categorySlug(name: string): string {
  return slugify(name) || 'other';
}

export function inRange(positions: readonly number[], range: ScopeRange): number[] {
  return positions.filter((p) => p >= range.start && p < range.end);
}

/** Partitions overlapping a scope: one for a province or city, several for a country or the whole directory. */
export function partitionsFor(range: ScopeRange, partitions: readonly Partition[]): Partition[] {
  return partitions.filter((p) => p.start < range.end && p.end > range.start && p.end > p.start);
}

/**
 * Which word shards and category postings exist per partition, so a search never asks for a file that is not there,
 * and the words that name each category (category-terms.ts): 'plumber' finds Plumbing without its table in the page.
 */
export interface SearchManifest {
  words: Record<string, string[]>;
  categories: Record<string, string[]>;
  terms?: Record<string, string[]>;
}

/** The categories a query word names, by the manifest's words (prefix, as name words match). */
export function categoriesForWord(word: string, terms: SearchManifest['terms']): string[] {
  return Object.entries(terms ?? {})
    .filter(([, words]) => words.some((w) => w.startsWith(word)))
    .map(([name]) => name);
}

export const MANIFEST_FILE = 'manifest.json';

/**
 * The manifest of a set of index file paths (`words/<partition>/<key>.json`, `categories/<partition>/<slug>.json`),
 * with the search words of the categories listed.
 */
export function buildManifest(paths: Iterable<string>, terms: Record<string, string[]> = {}): SearchManifest {
  const manifest: SearchManifest = { words: {}, categories: {}, terms };
  for (const file of paths) {
    const match = /^(words|categories)\/([^/]+)\/(.+)\.json$/.exec(file);
    if (!match) continue;
    const [, kind, partition, key] = match as unknown as [string, 'words' | 'categories', string, string];
    (manifest[kind][partition] ??= []).push(key);
  }
  return manifest;
}
