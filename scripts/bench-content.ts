/**
 * `npm run bench:content`: how long the Complete plan's built-in content tools take, in-process (no
 * database): the built-in writer drafting an article, the article's Markdown rendered and sanitized
 * for publishing, a blog page rendered, and the illustrator's SVG rasterized and resized into the
 * photo pipeline's WebP + AVIF widths. BENCH_RUNS (default 50).
 */
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { writeBuiltinArticle } from '../src/features/content-tools/article-builtin.ts';
import { markdownToHtml } from '../src/features/content-tools/article-markdown.ts';
import { illustrationSvg } from '../src/features/content-tools/illustration.ts';
import { sanitizeRichHtml } from '../src/features/content/sanitize.ts';
import type { ArticleFacts } from '../src/features/content-tools/article-facts.ts';

const RUNS = Number(process.env.BENCH_RUNS || 50);
const facts: ArticleFacts = {
  name: 'Parkland Roofing',
  subCategoryName: 'Roofer',
  city: 'Red Deer',
  province: 'Alberta',
  phone: '+1 403-555-0100',
  email: 'hi@parkland.example.ca',
  overview: 'A family crew repairing and replacing roofs on homes around Red Deer.',
  questions: [],
  hours: ['Mon–Fri: 8 am – 5 pm'],
  faq: [],
  services: ['Roof repair', 'New roofs', 'Gutters', 'Inspections'].map((name) => ({
    slug: name.toLowerCase().replace(/ /g, '-'),
    name,
    summary: `${name} for homes around Red Deer.`,
  })),
  pages: [
    { path: '/', label: 'Home' },
    { path: '/contact/', label: 'Contact' },
  ],
};

async function time(label: string, runs: number, work: (i: number) => unknown): Promise<void> {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await work(i);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!.toFixed(1);
  console.log(`${label.padEnd(44)} median ${at(0.5)} ms, p95 ${at(0.95)} ms (${runs} runs)`);
}

await time('built-in article draft', RUNS, (i) =>
  writeBuiltinArticle(facts, { topic: `How to choose a roofer in Red Deer ${i}`, keyword: 'roofer Red Deer' }),
);
const article = writeBuiltinArticle(facts, { topic: 'How to choose a roofer in Red Deer', keyword: 'roofer Red Deer' });
await time('Markdown → sanitized HTML (publish)', RUNS, () => sanitizeRichHtml(markdownToHtml(article.bodyMarkdown)));
await time('illustration: SVG → PNG → 3 WebP + 3 AVIF', Math.max(3, Math.round(RUNS / 10)), async (i) => {
  const png = await sharp(
    Buffer.from(illustrationSvg({ primary: '#8a4b2a', secondary: '#f3c77b', icon: 'cafe', prompt: `bread ${i}` })),
  )
    .png()
    .toBuffer();
  await Promise.all(
    [480, 960, 1600].flatMap((w) => [
      sharp(png).resize({ width: w }).webp({ quality: 78 }).toBuffer(),
      sharp(png).resize({ width: w }).avif({ quality: 50, effort: 2 }).toBuffer(),
    ]),
  );
});
