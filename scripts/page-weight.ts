/**
 * `npx tsx scripts/page-weight.ts [dist]`: the gzipped weight of a first visit to the key pages, read from a built
 * site — the HTML, its stylesheets, and every script the page loads before anyone touches it (module scripts,
 * modulepreloads, islands that hydrate on load/idle/visible, and their static imports). Islands that load on first
 * use (client:interaction) and fonts (cached once for every page, font-display: swap) are reported apart. Listing,
 * tool and article pages are all measured (up to 300 of each kind) and the heaviest is held to the budget.
 * Listings rendered on demand (issue 19) are held to the listing budget too: when the build's function is
 * installed (.netlify/v1/functions/ssr) and the database is up, up to 50 claimed listings (never prebuilt) are
 * rendered by it and measured the same way, against the build's assets.
 * Exits 1 when a page is over its budget, or a script of the build carries classic zod (issue 29: the schemas are
 * zod/mini; scripts/lib/classic-zod.ts), so `npm test` fails (issue 18).
 * The visit counter (public/r.js, issue 16: deferred, run after the page is parsed, the same file on every listing
 * page and live website) counts inside the page's weight (issue 19: a listing is 12 KB or less with it), and is
 * also held to its own budget of 1 KB.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { classicZodChunks } from './lib/classic-zod.ts';

const KB = 1024;
const dist = path.resolve(process.argv[2] ?? process.env.ASTRO_OUT_DIR ?? 'dist');
const SAMPLE = 300;

/** Pages `depth` levels under `dir` (list pages 'page' and 'category' left out), at most SAMPLE of them. */
function pagesUnder(dir: string, depth: number, found: string[] = []): string[] {
  const root = path.join(dist, dir);
  if (found.length >= SAMPLE || !existsSync(root)) return found;
  if (depth === 0) {
    if (existsSync(path.join(root, 'index.html'))) found.push(dir);
    return found;
  }
  for (const name of readdirSync(root).sort()) {
    if (name === 'page' || name === 'category' || !statSync(path.join(root, name)).isDirectory()) continue;
    pagesUnder(path.join(dir, name), depth - 1, found);
  }
  return found;
}

/** Article pages: the news items' own pages and every tutorial and documentation page. */
const articlePages = () => [
  ...pagesUnder('news', 1),
  ...pagesUnder('tutorial', 1),
  ...pagesUnder('tutorial', 2),
  ...pagesUnder('documentation', 2),
];

/** Each kind is measured on all its pages (up to SAMPLE) and reported by its heaviest. */
export const PAGES: { name: string; budgetKb: number; dirs: () => string[]; withOnUse?: boolean }[] = [
  { name: 'home', budgetKb: 50, dirs: () => [''] },
  { name: 'directory', budgetKb: 50, dirs: () => ['directory'] },
  { name: 'tools', budgetKb: 50, dirs: () => ['business-tools'] },
  { name: 'news', budgetKb: 50, dirs: () => ['news'] },
  { name: 'listing', budgetKb: 12, dirs: () => pagesUnder('directory', 4) },
  // The French directory (issue 31): the same pages and budgets.
  { name: 'annuaire', budgetKb: 50, dirs: () => ['fr/annuaire'] },
  { name: 'fiche', budgetKb: 12, dirs: () => pagesUnder('fr/annuaire', 4) },
  { name: 'tool', budgetKb: 12, dirs: () => pagesUnder('business-tools', 1) },
  { name: 'article', budgetKb: 12, dirs: articlePages },
  // Account forms as HTML forms with a small script, no framework (issue 29).
  { name: 'login', budgetKb: 20, dirs: () => ['login'] },
  { name: 'get-started', budgetKb: 20, dirs: () => ['get-started'] },
  { name: 'referral', budgetKb: 20, dirs: () => ['referral-program'] },
  // Their French twins (issue 42); the French words are a chunk the script imports when the page starts.
  { name: 'connexion', budgetKb: 20, dirs: () => ['fr/connexion'] },
  { name: 'inscription', budgetKb: 20, dirs: () => ['fr/inscription'] },
  // The customer's booking page (issue 41): a form and a small script, no framework (28.1 KB with zod/mini).
  { name: 'book', budgetKb: 32, dirs: () => ['book'] },
  // React islands on a budget (issue 29): 80 KB or less on a first visit of their page, counting what loads on first
  // use for the islands that wait for it (the directory search; the listing popup, measured below).
  { name: 'checkout', budgetKb: 80, dirs: () => ['checkout'] },
  { name: 'creator', budgetKb: 80, dirs: () => ['create-business-website', 'create-free-website'] },
  {
    name: 'dashboard',
    budgetKb: 80,
    dirs: () => ['dashboard', ...pagesUnder('dashboard', 1).filter((d) => d !== 'dashboard/web-hosting')],
  },
  // The site editor: its preview's renderer (both languages' texts) loads after the fields.
  { name: 'editor', budgetKb: 80, dirs: () => ['dashboard/web-hosting'] },
  { name: 'dir-search', budgetKb: 80, dirs: () => ['directory', ...pagesUnder('directory', 1)], withOnUse: true },
];

/**
 * The pages an emailed link opens are rendered on demand (issue 29: the token is read from the query), so they
 * are rendered by the build's function as a visitor gets them, each in its forms (no token, a token the database
 * does not know), and held to the account forms' budget by the heaviest. A usable token only adds the hidden
 * field's 43 characters and a form no bigger than the one it replaces.
 */
const SOME_TOKEN = 'x'.repeat(43);
export const ON_DEMAND_ACCOUNT_PAGES: { name: string; budgetKb: number; urls: string[] }[] = [
  { name: 'reset-password', budgetKb: 20, urls: ['/reset-password/', `/reset-password/?token=${SOME_TOKEN}`] },
  { name: 'confirm-account', budgetKb: 20, urls: ['/confirm-account/', `/confirm-account/?token=${SOME_TOKEN}`] },
  { name: 'confirm-email', budgetKb: 20, urls: ['/confirm-email/', `/confirm-email/?token=${SOME_TOKEN}`] },
  // In French (issue 42).
  { name: 'mot-de-passe', budgetKb: 20, urls: ['/fr/mot-de-passe/', `/fr/mot-de-passe/?token=${SOME_TOKEN}`] },
  {
    name: 'confirmer-compte',
    budgetKb: 20,
    urls: ['/fr/confirmer-compte/', `/fr/confirmer-compte/?token=${SOME_TOKEN}`],
  },
  {
    name: 'confirmer-courriel',
    budgetKb: 20,
    urls: ['/fr/confirmer-courriel/', `/fr/confirmer-courriel/?token=${SOME_TOKEN}`],
  },
];

const gz = (file: string) => gzipSync(readFileSync(file)).length;
const local = (url: string) => path.join(dist, decodeURI(url.split(/[?#]/)[0]!));

/** A script and everything it imports statically (dynamic import() waits for use, so it is not followed). */
function addScript(url: string, seen: Set<string>): void {
  const file = local(url);
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(
    /(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g,
  )) {
    addScript(new URL(spec!, `http://x${url}`).pathname, seen);
  }
}

const VISIT_COUNTER = '/r.js';
const COUNTER_BUDGET = 1024;

type Weight = { totalBytes: number; onUseBytes: number; fontBytes: number; counterBytes: number };

export function measurePage(dir: string): Weight {
  return measureHtml(readFileSync(path.join(dist, dir, 'index.html'), 'utf8'));
}

/** The same measure for HTML that is not a file of the build (a page rendered on demand). */
export function measureHtml(html: string): Weight {
  let totalBytes = gzipSync(html).length;
  const css = new Set<string>();
  const scripts = new Set<string>();
  const later = new Set<string>();
  for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(local(href!));
  for (const [, href] of html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="stylesheet"/g)) css.add(local(href!));
  let counterBytes = 0;
  for (const [tag, src] of html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)) {
    if (src === VISIT_COUNTER && /\sdefer\b/.test(tag)) counterBytes = existsSync(local(src)) ? gz(local(src)) : 0;
    else addScript(src!, scripts);
  }
  for (const [, href] of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) addScript(href!, scripts);
  // Inline module scripts import their chunks too.
  for (const [, body] of html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body!.matchAll(/import\s*(?:[\w*{}\s,$]+from\s*)?["'](\/[^"']+\.js)["']/g))
      addScript(spec!, scripts);
  }
  for (const [tag] of html.matchAll(/<astro-island[^>]*>/g)) {
    const urls = [...tag.matchAll(/(?:component-url|renderer-url)="([^"]+)"/g)].map((m) => m[1]!);
    const onUse = /\bclient="interaction"/.test(tag);
    for (const url of urls) addScript(url, onUse ? later : scripts);
  }
  for (const file of [...css, ...scripts]) if (existsSync(file)) totalBytes += gz(file);
  totalBytes += counterBytes;
  const onUseBytes = [...later].filter((f) => !scripts.has(f)).reduce((sum, f) => sum + gz(f), 0);
  const fontBytes = [...html.matchAll(/<link[^>]+rel="preload"[^>]*href="([^"]+\.woff2)"/g)].reduce(
    (sum, [, href]) => sum + statSync(local(href!)).size,
    0,
  );
  return { totalBytes, onUseBytes, fontBytes, counterBytes };
}

/** Issue 29: a page kind held to its budget with its on-use islands counted in, or without. */
function charged(page: { withOnUse?: boolean }, w: Weight): number {
  return w.totalBytes + (page.withOnUse ? w.onUseBytes : 0);
}

/** The listing page's review and message popup (imported on first use by src/scripts/listing-page.ts): its chunk and
 * everything it imports, gzipped; undefined when the build has none. */
function measureListingPopup(): number | undefined {
  const dir = path.join(dist, '_astro');
  const chunk = existsSync(dir) ? readdirSync(dir).find((f) => /^mount-popup\.[\w-]+\.js$/.test(f)) : undefined;
  if (!chunk) return undefined;
  const seen = new Set<string>();
  addScript(`/_astro/${chunk}`, seen);
  return [...seen].reduce((sum, f) => sum + gz(f), 0);
}

/** Claimed listings (always on demand) rendered by the installed function, measured; undefined without one. */
type Heaviest = { totalBytes: number; path: string; count: number };
/** A listing with a Shop section (issue 40) carries its menu or products, content the visitor came for: 16 KB. */
const SHOP_LISTING_BUDGET_KB = 16;

async function measureOnDemandListings(): Promise<{ plain?: Heaviest; shop?: Heaviest } | 'failed' | undefined> {
  const fn = path.resolve('.netlify/v1/functions/ssr/ssr.mjs');
  if (!existsSync(fn)) return undefined;
  const { query, closeDb } = await import('../src/server/db/client.ts');
  const { listingPath } = await import('../src/features/directory/listing-view.ts');
  try {
    const rows = await query<{
      country_code: string;
      state_code: string;
      city_slug: string;
      business_unique_id: string;
    }>(
      'SELECT country_code, state_code, city_slug, business_unique_id FROM listings WHERE owner_id IS NOT NULL ORDER BY business_unique_id LIMIT 50',
    );
    const handler = (await import(fn)).default as (req: Request, ctx: unknown) => Promise<Response>;
    const heaviest: { plain?: Heaviest; shop?: Heaviest } = {};
    for (const row of rows) {
      const url = listingPath(row);
      const res = await handler(new Request(`http://localhost${url}`), { ip: '127.0.0.1' });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status} from the on-demand function`);
      const html = await res.text();
      const { totalBytes } = measureHtml(html);
      const kind = html.includes('id="shop-heading"') ? 'shop' : 'plain';
      if (totalBytes > (heaviest[kind]?.totalBytes ?? 0))
        heaviest[kind] = { totalBytes, path: url, count: rows.length };
    }
    return rows.length ? heaviest : undefined;
  } catch (error) {
    console.log(`  on-demand  could not be measured (is the database up?): ${(error as Error).message}`);
    return 'failed';
  } finally {
    await closeDb();
  }
}

/** Each link page rendered by the installed function and measured; undefined without the function. */
async function measureOnDemandAccountPages(): Promise<
  { name: string; budgetKb: number; totalBytes: number; url: string }[] | 'failed' | undefined
> {
  const fn = path.resolve('.netlify/v1/functions/ssr/ssr.mjs');
  if (!existsSync(fn)) return undefined;
  const { closeDb } = await import('../src/server/db/client.ts');
  try {
    const handler = (await import(fn)).default as (req: Request, ctx: unknown) => Promise<Response>;
    const out = [];
    for (const page of ON_DEMAND_ACCOUNT_PAGES) {
      let heaviest = { ...page, totalBytes: 0, url: '' };
      for (const url of page.urls) {
        const res = await handler(new Request(`http://localhost${url}`), { ip: '127.0.0.1' });
        if (res.status !== 200) throw new Error(`${url} answered ${res.status} from the on-demand function`);
        const { totalBytes } = measureHtml(await res.text());
        if (totalBytes > heaviest.totalBytes) heaviest = { ...page, totalBytes, url };
      }
      out.push(heaviest);
    }
    return out;
  } catch (error) {
    console.log(`  link pages could not be measured (is the database up?): ${(error as Error).message}`);
    return 'failed';
  } finally {
    await closeDb();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let over = 0;
  console.log(
    `First-visit weight, gzipped (HTML + CSS + scripts loaded before use), from ${path.relative(process.cwd(), dist) || '.'}:`,
  );
  for (const page of PAGES) {
    const dirs = page.dirs();
    if (dirs.length === 0) {
      console.log(`  ${page.name.padEnd(10)} no page found in the build`);
      over++;
      continue;
    }
    const measured = dirs
      .map((d) => ({ dir: d, ...measurePage(d) }))
      .sort((x, y) => charged(page, y) - charged(page, x));
    const { dir, totalBytes, onUseBytes, fontBytes, counterBytes } = measured[0]!;
    const ok = charged(page, measured[0]!) <= page.budgetKb * KB && counterBytes <= COUNTER_BUDGET;
    if (!ok) over++;
    const of = dirs.length > 1 ? `heaviest of ${dirs.length}: ` : '';
    console.log(
      `  ${page.name.padEnd(10)} ${(totalBytes / KB).toFixed(1).padStart(6)} KB  (budget ${page.budgetKb} KB${page.withOnUse ? ' with first use' : ''})${ok ? '' : '  OVER BUDGET'}  ${of}/${dir}` +
        `${onUseBytes ? `  · ${(onUseBytes / KB).toFixed(1)} KB more on first use of the search` : ''}` +
        `${counterBytes ? `  · visit counter ${(counterBytes / KB).toFixed(1)} KB deferred, counted in (budget 1 KB)` : ''}${fontBytes ? `  · fonts ${(fontBytes / KB).toFixed(1)} KB (cached for every page)` : ''}`,
    );
  }
  const classic = classicZodChunks(dist); // issue 29: every chunk a page may load, first or on use
  if (classic.length) over++;
  console.log(
    `  ${'zod'.padEnd(10)} ${classic.length ? `classic zod in ${classic.join(', ')}  OVER BUDGET (use src/schemas/z.ts)` : 'no script of the build carries classic zod (zod/mini only)'}`,
  );
  const popup = measureListingPopup();
  if (popup !== undefined) {
    const listing = Math.max(...pagesUnder('directory', 4).map((d) => measurePage(d).totalBytes));
    const ok = listing + popup <= 80 * KB;
    if (!ok) over++;
    console.log(
      `  ${'popup'.padEnd(10)} ${((listing + popup) / KB).toFixed(1).padStart(6)} KB  (budget 80 KB with first use)${ok ? '' : '  OVER BUDGET'}  the heaviest listing page and its review and message popup (${(popup / KB).toFixed(1)} KB on first use)`,
    );
  }
  const onDemand = await measureOnDemandListings();
  if (onDemand === 'failed') over++;
  else if (onDemand) {
    for (const [label, heaviest, budgetKb] of [
      ['on-demand', onDemand.plain, 12],
      ['with shop', onDemand.shop, SHOP_LISTING_BUDGET_KB],
    ] as const) {
      if (!heaviest) continue;
      const ok = heaviest.totalBytes <= budgetKb * KB;
      if (!ok) over++;
      console.log(
        `  ${label.padEnd(10)} ${(heaviest.totalBytes / KB).toFixed(1).padStart(6)} KB  (budget ${budgetKb} KB)${ok ? '' : '  OVER BUDGET'}  heaviest of ${heaviest.count} listings rendered by the function: ${heaviest.path}`,
      );
    }
  }
  const linkPages = await measureOnDemandAccountPages();
  if (linkPages === 'failed') over++;
  else
    for (const page of linkPages ?? []) {
      const ok = page.totalBytes <= page.budgetKb * KB;
      if (!ok) over++;
      console.log(
        `  ${page.name.padEnd(10)} ${(page.totalBytes / KB).toFixed(1).padStart(6)} KB  (budget ${page.budgetKb} KB)${ok ? '' : '  OVER BUDGET'}  rendered on demand by the function, heaviest form: ${page.url.replace(SOME_TOKEN, '…')}`,
      );
    }
  if (over) {
    console.error(`${over} page(s) over budget or missing.`);
    process.exit(1);
  }
}
