/**
 * The files of the directory's static search index (layout in features/directory/search-index.ts),
 * computed once per build from the same ordered listings as the pages. Kept as JSON text: at a million
 * listings the card objects alone would hold about as much memory again as the listings (issue 19).
 */
import { toCard } from './listing-shape.ts';
import { getBuildDirectory } from './build-directory.ts';
import { categorySearchWords } from '../../shared/i18n/category-terms.ts';
import {
  CARD_CHUNK,
  MANIFEST_FILE,
  buildManifest,
  buildWordShards,
  categorySlug,
  encodePostings,
} from '../../features/directory/search-index.ts';

let pending: Promise<Map<string, string>> | undefined;

/** Path under /directory-search/ -> JSON text. */
export function getSearchFiles(): Promise<Map<string, string>> {
  pending ??= (async () => {
    const { entries, partitions } = await getBuildDirectory();
    const files = new Map<string, string>();
    for (let start = 0; start < entries.length; start += CARD_CHUNK) {
      files.set(
        `cards/${start / CARD_CHUNK}.json`,
        JSON.stringify(entries.slice(start, start + CARD_CHUNK).map(toCard)),
      );
    }
    for (const p of partitions) {
      const slice = entries.slice(p.start, p.end);
      const words = buildWordShards(slice.map((e, i) => ({ position: p.start + i, name: e.business_name })));
      for (const [key, shard] of words) files.set(`words/${p.id}/${key}.json`, JSON.stringify(shard));
      const byCategory = new Map<string, number[]>();
      slice.forEach((e, i) => {
        for (const slug of new Set(e.categories.map(categorySlug))) {
          const list = byCategory.get(slug) ?? [];
          list.push(p.start + i);
          byCategory.set(slug, list);
        }
      });
      for (const [slug, positions] of byCategory)
        files.set(`categories/${p.id}/${slug}.json`, JSON.stringify(encodePostings(positions)));
    }
    const categories = new Set(entries.flatMap((e) => e.categories));
    const terms = Object.fromEntries([...categories].map((c) => [c, categorySearchWords(c)]));
    files.set(MANIFEST_FILE, JSON.stringify(buildManifest(files.keys(), terms)));
    return files;
  })();
  return pending;
}
