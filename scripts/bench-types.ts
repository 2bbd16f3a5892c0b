/**
 * `npm run bench:types`: a generated site of every business type the wizard offers, and how good its
 * pages are. For each type a draft is made as the wizard makes it (built-in copywriter, every page
 * the type offers, its default services), with a priced item, a product and a dated event added as
 * an owner would in the editor (so the menu, shop and events pages exist), then served on 127.0.0.1
 * and Lighthouse (mobile profile, simulated throttling) audits every top-level page and the first
 * service page, LH_RUNS times each (default 3, the median by performance kept: one run on a shared machine
 * is noisy, a busy neighbour shows up as a blocking-time spike). BENCH_TYPES=cafe,lawyer limits the types.
 * Prints a table per type (lowest performance and accessibility over its pages) and exits non-zero
 * when a page scores under 95 for performance or under 100 for accessibility.
 * Ports: BENCH_PORT (default 8251) serves the sites, BENCH_DEBUG_PORT (default 10151) is Chromium's.
 * Slow (about a minute per type on a shared 2-core machine): run it with `nice`.
 */
import { createServer } from 'node:http';
import { closeScreenshotBrowser } from '../src/server/screenshot/screenshot.ts';
import { auditPageScores, type PageScore } from './lib/lighthouse-pages.ts';

process.env.DATA_DIR ||= '.data/bench';
const { builtinCopywriter } = await import('../src/server/ai/builtin.ts');
const { makeSite } = await import('../src/server/generation/make-site.ts');
const { renderSite } = await import('../src/features/site-renderer/render.ts');
const { loadFontFiles } = await import('../src/server/fonts/web-fonts.ts');
const { designFontFiles } = await import('../src/shared/catalogue/fonts.ts');
const { CATALOGUE, defaultServices, isSelectable, toSlug } = await import('../src/shared/catalogue/catalogue.ts');
const { generateWebsiteSchema } = await import('../src/schemas/wizard.ts');
const { EXAMPLE_SITES } = await import('../src/server/seed/example-showcase.ts');

const LH_RUNS = Number(process.env.LH_RUNS || 3);
const PORT = Number(process.env.BENCH_PORT || 8251);
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT || 10151);
const ONLY = process.env.BENCH_TYPES?.split(',').map((t) => toSlug(t));
const example = EXAMPLE_SITES[0]!.request;
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
    tuesday: { open: '09:00', close: '17:00' },
    wednesday: { open: '09:00', close: '17:00' },
    thursday: { open: '09:00', close: '17:00' },
    friday: { open: '09:00', close: '17:00' },
    saturday: null,
    sunday: null,
  },
  address: { street: '5012 50 Street', city: 'Sherwood Park', province: 'Alberta', postalCode: null, country: 'CA' },
};

type Files = Map<string, { contentType: string; body: string | Uint8Array }>;
let files: Files = new Map();
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname.slice(1));
  const file = files.get(path === '' || path.endsWith('/') ? `${path}index.html` : path);
  if (!file) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': file.contentType });
  res.end(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
});
await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', r));
const origin = `http://127.0.0.1:${PORT}`;

const rows: { type: string; pages: number; scores: PageScore[]; ms: number }[] = [];
let ok = true;
for (const type of CATALOGUE.filter((t) => isSelectable(t) && (!ONLY || ONLY.includes(toSlug(t.name))))) {
  const sub = type.subCategories[0]!;
  const request = generateWebsiteSchema.parse({
    ...example,
    websiteType: toSlug(type.name),
    businessSubCategory: toSlug(sub),
    selectedPages: type.pages,
    selectedServices: defaultServices(type),
    businessName: `Maple ${sub}`,
    businessBriefExplaination: `An independent ${sub.toLowerCase()} serving Sherwood Park and the neighbourhoods around it.`,
  });
  const started = performance.now();
  const made = await makeSite({
    request,
    record,
    writer: builtinCopywriter,
    variant: 1,
    baseUrl: `${origin}/`,
    platformUrl: origin,
  });
  const ms = performance.now() - started;
  // What an owner adds in the editor: the copywriter leaves prices and dates to them.
  const copy = made.spec.copy;
  const item = { name: 'House special', description: 'Ask us what is in it today.', price: '$12.00' };
  const spec = {
    ...made.spec,
    copy: {
      ...copy,
      menu: copy.menu && {
        ...copy.menu,
        sections: copy.menu.sections.map((s, i) => (i === 0 ? { ...s, items: [item] } : s)),
      },
      shop: copy.shop && { ...copy.shop, products: [item] },
      events: copy.events && {
        ...copy.events,
        items: [{ title: 'Open house', when: 'Saturday 6 June, 10 a.m.', description: 'Come and meet us.' }],
      },
    },
  };
  const rendered = renderSite(spec, { fonts: await loadFontFiles(designFontFiles(spec.design), origin) });
  files = new Map([...made.files, ...rendered].map((f) => [f.path, f]));
  const pages = [
    ...spec.pages.map((p) => (p === 'home' ? '' : `${p}/`)),
    ...(spec.services[0] ? [`services/${spec.services[0].slug}/`] : []),
  ];
  console.log(`\n== ${type.name} (${sub}): draft made in ${(ms / 1000).toFixed(2)} s`);
  const audit = await auditPageScores(origin, pages, LH_RUNS, { minimum: 95, minimumA11y: 100, debugPort: DEBUG_PORT });
  if (!audit.ok) ok = false;
  rows.push({ type: type.name, pages: pages.length, scores: audit.scores, ms });
}
await closeScreenshotBrowser();
server.close();

console.log('\n| type | pages audited | lowest performance | lowest accessibility | draft time |');
console.log('| --- | --- | --- | --- | --- |');
for (const r of rows) {
  const low = (key: 'performance' | 'accessibility') => Math.min(...r.scores.map((s) => s[key]));
  console.log(
    `| ${r.type} | ${r.pages} | ${low('performance')} | ${low('accessibility')} | ${(r.ms / 1000).toFixed(2)} s |`,
  );
}
console.log(
  ok
    ? '\nOK: every page 95+ for performance and 100 for accessibility.'
    : '\nFAILED: a page scored under 95 for performance or under 100 for accessibility.',
);
process.exit(ok ? 0 : 1);
