/**
 * Draws the social preview cards the prebuilt pages asked for (src/features/seo/og-card.ts) once the build
 * is done, into dist/og/, with sharp (build time only: no function imports this file). A card's file name
 * is a hash of its words (and the template version), so drawn cards are kept in a cache folder (OG_CARD_CACHE, default
 * node_modules/.cache/main-street-og-cards, which Netlify keeps between builds) and an unchanged card is
 * copied, not drawn again. The fallback card for pages rendered on demand is drawn every build.
 */
import { copyFile, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { cardPath, cardRegistry, FALLBACK_CARD, FALLBACK_CARD_FR, type CardSpec } from '../../features/seo/og-card.ts';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

export async function drawCards(
  cards: Map<string, CardSpec>,
  outDir: string,
  cacheDir: string,
  concurrency = 4,
): Promise<{ drawn: number; cached: number }> {
  const { drawCard } = await import('./draw-card.ts'); // sharp loads only when cards are drawn
  await mkdir(path.join(outDir, 'og'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const queue = [...cards];
  let drawn = 0;
  let cached = 0;
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [urlPath, card] = next;
      const name = path.basename(urlPath);
      const cacheFile = path.join(cacheDir, name);
      if (await exists(cacheFile)) cached++;
      else {
        const png = await drawCard(card);
        await writeFile(cacheFile, png);
        drawn++;
      }
      await copyFile(cacheFile, path.join(outDir, 'og', name));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { drawn, cached };
}

export function ogCards(
  cacheDir = process.env.OG_CARD_CACHE || 'node_modules/.cache/main-street-og-cards',
): AstroIntegration {
  return {
    name: 'main-street:og-cards',
    hooks: {
      'astro:build:start': () => {
        cardRegistry().clear();
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const cards = new Map(cardRegistry());
        cards.set(cardPath(FALLBACK_CARD), FALLBACK_CARD);
        cards.set(cardPath(FALLBACK_CARD_FR), FALLBACK_CARD_FR);
        const { drawn, cached } = await drawCards(cards, fileURLToPath(dir), path.resolve(cacheDir));
        logger.info(
          `${cards.size} preview cards (${drawn} drawn, ${cached} from the cache) in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
