/**
 * `npm run bench:og-cards [-- N]`: the build's preview cards (issue 28) at scale — N cards (default 2000, about the
 * prebuilt pages of a 1,000,000-listing directory: 1,000 listings plus its locations and articles) drawn into an
 * empty cache, then the same build again from the cache. Prints the time of each and per card.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drawCards } from '../src/server/seo/astro-og-cards.ts';
import { cardPath, type CardSpec } from '../src/features/seo/og-card.ts';

const count = Number(process.argv[2] ?? 2000);
const cards = new Map<string, CardSpec>();
for (let i = 0; i < count; i++) {
  const card = {
    kicker: ['Bakery', 'Plumber', 'Coffee shop', 'Directory'][i % 4]!,
    title: `Business number ${i} of the benchmark`,
    detail: `City ${i % 300}, Alberta`,
  };
  cards.set(cardPath(card), card);
}
const root = mkdtempSync(path.join(tmpdir(), 'og-bench-'));
try {
  for (const run of ['first build (empty cache)', 'next build (cached)']) {
    const out = path.join(root, run.startsWith('first') ? 'dist-1' : 'dist-2');
    const started = performance.now();
    const { drawn, cached } = await drawCards(cards, out, path.join(root, 'cache'));
    const ms = performance.now() - started;
    console.log(
      `${run}: ${count} cards (${drawn} drawn, ${cached} cached) in ${(ms / 1000).toFixed(1)} s, ${(ms / count).toFixed(1)} ms a card`,
    );
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
