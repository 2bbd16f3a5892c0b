/**
 * `npm run bench:draft`: how fast a draft is made, and how good the pages it makes are.
 *  1. time to make a draft with the built-in copywriter: copy, render, screenshot, stored files;
 *  2. Lighthouse (mobile profile, its default simulated throttling) on every page of the draft,
 *     served on 127.0.0.1: performance and accessibility scores, the core metrics and page weight.
 *     Each page is audited LH_RUNS times (default 3) and the median run by performance is reported,
 *     as Lighthouse's docs advise: one run on a shared 2-core VM is noisy.
 * Exits non-zero when a draft takes 10 s or more or a page scores under 95 in either category.
 * BENCH_RUNS sets how many drafts are timed (default 5).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeScreenshotBrowser } from '../src/server/screenshot/screenshot.ts';
import { auditPages } from './lib/lighthouse-pages.ts';

process.env.DATA_DIR ||= '.data/bench';
const { builtinCopywriter } = await import('../src/server/ai/builtin.ts');
const { makeSite } = await import('../src/server/generation/make-site.ts');
const { storeSiteFiles } = await import('../src/server/storage/storage.ts');
const { generateWebsiteSchema } = await import('../src/schemas/wizard.ts');
const { EXAMPLE_SITES } = await import('../src/server/seed/example-showcase.ts');

const RUNS = Number(process.env.BENCH_RUNS || 5);
const LH_RUNS = Number(process.env.LH_RUNS || 3);
const example = EXAMPLE_SITES[0]!;
const request = generateWebsiteSchema.parse({
  ...example.request,
  selectedPages: ['home', 'menu', 'services', 'about', 'team', 'shop', 'events', 'contact'],
});
const record = {
  accountId: 'bench',
  listingId: null,
  name: null,
  description: null,
  phone: null,
  email: 'bench@example.ca',
  social: {},
  hours: {
    monday: null,
    tuesday: { open: '07:00', close: '17:30' },
    wednesday: { open: '07:00', close: '17:30' },
    thursday: { open: '07:00', close: '17:30' },
    friday: { open: '07:00', close: '17:30' },
    saturday: { open: '08:00', close: '16:00' },
    sunday: null,
  },
  address: { street: '5012 50 Street', city: 'Sherwood Park', province: 'Alberta', postalCode: null, country: 'CA' },
};

// 1. Draft time (the first run includes starting Chromium for the screenshot).
const times: number[] = [];
let site: Awaited<ReturnType<typeof makeSite>> | undefined;
for (let i = 1; i <= RUNS; i++) {
  const started = performance.now();
  site = await makeSite({
    request,
    record,
    writer: builtinCopywriter,
    variant: i,
    baseUrl: 'http://127.0.0.1/bench/',
    platformUrl: 'http://127.0.0.1',
  });
  await storeSiteFiles(`bench/${i}/`, site.files);
  times.push((performance.now() - started) / 1000);
}
await closeScreenshotBrowser();
console.log(
  `draft + screenshot (${site!.screenshotKind}), built-in copywriter, ${RUNS} runs: ${times.map((t) => t.toFixed(2)).join(' s, ')} s (the first includes starting Chromium)`,
);

// 2. Serve the last draft on 127.0.0.1 and run Lighthouse on every page.
const files = new Map(site!.files.map((f) => [f.path, f]));
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname.slice(1));
  const file = files.get(path === '' || path.endsWith('/') ? `${path}index.html` : path);
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.contentType });
  res.end(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const pages = site!.files.filter((f) => f.path.endsWith('index.html')).map((f) => f.path.replace(/index\.html$/, ''));
let failed = times.some((t) => t >= 10);
if (!(await auditPages(origin, pages, LH_RUNS))) failed = true;
server.close();
console.log(
  failed
    ? '\nFAILED: a draft took 10 s or more, or a page scored under 95.'
    : '\nOK: every draft under 10 s, every page 95+ for performance and accessibility.',
);
process.exit(failed ? 1 : 0);
