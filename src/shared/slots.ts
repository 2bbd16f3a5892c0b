/**
 * At most `max` pieces of work at once; the rest wait their turn in order (a finished piece hands its slot
 * to the next, so the bound holds). Used to bound drawing preview images (src/server/seo/listing-og-image.ts)
 * and the crawl's image fetches. Pure.
 */
export function createSlots(max: number): { run<T>(work: () => Promise<T>): Promise<T>; running(): number } {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run(work) {
      if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      else running++;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    running: () => running,
  };
}
