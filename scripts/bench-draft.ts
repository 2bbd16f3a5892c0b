/**
 * `npm run bench:draft`: the generated-website check that stands in for Lighthouse.
 *  1. time to make a draft with the built-in copywriter: copy, render, screenshot, stored files;
 *  2. page weight of every page (HTML, CSS inline, script, images) as a browser transfers it;
 *  3. a Lighthouse-style mobile performance score per page (scripts/bench/perf.ts);
 *  4. an axe-core accessibility pass on every page at a mobile width.
 * Exits non-zero when a draft takes 10 s or more, a page scores under 95, or axe finds a violation.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath, closeScreenshotBrowser } from '../src/server/screenshot/screenshot.ts';

process.env.DATA_DIR ||= '.data/bench';
const { builtinCopywriter } = await import('../src/server/ai/builtin.ts');
const { makeSite } = await import('../src/server/generation/make-site.ts');
const { storeSiteFiles } = await import('../src/server/storage/storage.ts');
const { generateWebsiteSchema } = await import('../src/schemas/wizard.ts');
const { EXAMPLE_SITES } = await import('../src/server/seed/example-sites.ts');
const { axePage, measurePage } = await import('./bench/perf.ts');

const RUNS = Number(process.env.BENCH_RUNS || 5);
const example = EXAMPLE_SITES[0]!;
const request = generateWebsiteSchema.parse({ ...example.request, selectedPages: ['home', 'menu', 'services', 'about', 'team', 'shop', 'events', 'contact'] });
const record = {
  accountId: 'bench', listingId: null, name: null, description: null, phone: null, email: 'bench@example.ca', social: {},
  hours: { monday: null, tuesday: { open: '07:00', close: '17:30' }, wednesday: { open: '07:00', close: '17:30' }, thursday: { open: '07:00', close: '17:30' }, friday: { open: '07:00', close: '17:30' }, saturday: { open: '08:00', close: '16:00' }, sunday: null },
  address: { street: '5012 50 Street', city: 'Sherwood Park', province: 'Alberta', postalCode: null, country: 'CA' },
};

// 1. Draft time (the first run includes starting Chromium).
const times: number[] = [];
let site: Awaited<ReturnType<typeof makeSite>> | undefined;
for (let i = 1; i <= RUNS; i++) {
  const started = performance.now();
  site = await makeSite({ request, record, writer: builtinCopywriter, variant: i, baseUrl: 'http://127.0.0.1/bench/', platformUrl: 'http://127.0.0.1' });
  await storeSiteFiles(`bench/${i}/`, site.files);
  times.push((performance.now() - started) / 1000);
}
await closeScreenshotBrowser();
console.log(`draft + screenshot (${site!.screenshotKind}), built-in copywriter, ${RUNS} runs: ${times.map((t) => t.toFixed(2)).join(' s, ')} s (first includes Chromium start)`);

// 2-4. Serve the last draft on 127.0.0.1 and measure every page.
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
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const pages = site!.files.filter((f) => f.path.endsWith('index.html')).map((f) => f.path.replace(/index\.html$/, ''));
let failed = times.some((t) => t >= 10);
console.log('\npage                         weight   requests  FCP    LCP    TBT   CLS    score  axe');
for (const path of pages) {
  const perf = await measurePage(browser, `${origin}/${path}`);
  const axe = await axePage(browser, `${origin}/${path}`);
  if (perf.score < 95 || axe.violations.length) failed = true;
  const violations = axe.violations.length ? axe.violations.map((v) => `${v.id}(${v.nodes})`).join(' ') : `0 violations, ${axe.passes} rules passed`;
  console.log(`${('/' + path).padEnd(28)} ${(perf.transferBytes / 1024).toFixed(1).padStart(6)} KB ${String(perf.requests).padStart(4)}  ${Math.round(perf.fcp).toString().padStart(5)}  ${Math.round(perf.lcp).toString().padStart(5)}  ${Math.round(perf.tbt).toString().padStart(4)}  ${perf.cls.toFixed(3)}  ${String(perf.score).padStart(5)}  ${violations}`);
}
await browser.close();
server.close();
console.log(failed ? '\nFAILED: a draft took 10 s or more, a page scored under 95, or axe found violations.' : '\nOK: every draft under 10 s, every page 95+ and no axe violations.');
process.exit(failed ? 1 : 0);
