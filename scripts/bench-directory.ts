/**
 * Directory scale benchmark: `npx tsx scripts/bench-directory.ts --listings 100000`
 * On its own embedded database (.data/bench-<N>, port 54352 unless --port), it seeds content/ plus
 * N synthetic listings, runs `astro build`, then reports the build time and what a directory page
 * ships: its HTML, CSS and JavaScript, and the search-index files real searches fetch.
 * --skip-build measures an existing build; --listings 0 measures the hand-written seed alone.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { listings: { type: 'string', default: '100000' }, port: { type: 'string', default: '54352' }, 'skip-build': { type: 'boolean' } } });
const N = Number(values.listings);
process.env.DB_PORT = values.port;
process.env.DATA_DIR = `.data/bench-${N}`;
delete process.env.DATABASE_URL;
const OUT = `.data/bench-dist-${N}`;

const { ensureDatabase } = await import('./lib/database.ts');
const { childEnv, runCommand } = await import('./lib/run.ts');
const { closeDb, query, pooled } = await import('../src/server/db/client.ts');
const { migrate } = await import('../src/server/db/migrate.ts');
const { seedAll } = await import('../src/server/seed/seed.ts');
const { seedSynthetic } = await import('../src/server/seed/synthetic.ts');
const { clearSearchCache, searchDirectory } = await import('../src/features/directory/search-client.ts');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (line: string) => console.log(`[bench] ${line}`);

const { owned } = await ensureDatabase();
let buildSeconds: number | null = null;
try {
  await migrate();
  const [{ n }] = (await query<{ n: number }>('SELECT count(*)::int AS n FROM listings')) as [{ n: number }];
  // Seeding is idempotent but slow at scale: only when the synthetic listings are not all there yet.
  if (n <= N) {
    await seedAll('content', log);
    if (N > 0) await seedSynthetic(pooled(), N, log);
  }
  const [{ total }] = (await query<{ total: number }>('SELECT count(*)::int AS total FROM listings')) as [{ total: number }];
  log(`database: ${total} listings (${N} synthetic requested) in ${process.env.DATA_DIR}`);
  await closeDb();
  if (!values['skip-build']) {
    log(`astro build -> ${OUT}`);
    const started = Date.now();
    await runCommand('astro', ['build'], childEnv({ ASTRO_OUT_DIR: OUT, DB_PORT: values.port, DATA_DIR: process.env.DATA_DIR }));
    buildSeconds = (Date.now() - started) / 1000;
  }
} finally {
  await closeDb();
  await owned?.stop();
}

// --- what the build produced -------------------------------------------------------------------
function walk(dir: string): { files: number; bytes: number; html: number } {
  let files = 0, bytes = 0, html = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) { const sub = walk(full); files += sub.files; bytes += sub.bytes; html += sub.html; }
    else { files++; bytes += statSync(full).size; if (entry.name.endsWith('.html')) html++; }
  }
  return { files, bytes, html };
}

/** HTML + every CSS/JS file the page loads (scripts, module preloads, island component and renderer). */
function pageWeight(pagePath: string): { html: number; assets: number; gzip: number; js: string[] } {
  const html = readFileSync(path.join(OUT, pagePath, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.(?:js|css))"/g)) urls.add(m[1]!);
  // Follow static imports of the loaded chunks, as the browser does.
  const queue = [...urls].filter((u) => u.endsWith('.js'));
  while (queue.length) {
    const url = queue.pop()!;
    const code = readFileSync(path.join(OUT, url), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
      const dep = path.posix.join(path.posix.dirname(url), m[1]!);
      if (!urls.has(dep)) { urls.add(dep); queue.push(dep); }
    }
  }
  let assets = 0, gzip = gzipSync(html).length;
  for (const url of urls) { const body = readFileSync(path.join(OUT, url)); assets += body.length; gzip += gzipSync(body).length; }
  return { html: Buffer.byteLength(html), assets, gzip, js: [...urls].filter((u) => u.endsWith('.js')).map((u) => path.basename(u)) };
}

/** Runs a search against the built index files, counting what it fetches. */
async function searchWeight(pagePath: string, query: string, category: string) {
  const html = readFileSync(path.join(OUT, pagePath, 'index.html'), 'utf8');
  const raw = /<astro-island[^>]+component-export="default"[^>]+props="([^"]+)"/.exec(html)?.[1] ?? '';
  const props = JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, [number, unknown]>;
  const value = (v: [number, unknown]): unknown => (Array.isArray(v) && v[0] === 1 ? (v[1] as [number, unknown][]).map(value) : Array.isArray(v) && v[0] === 0 && v[1] && typeof v[1] === 'object' && !Array.isArray(v[1]) ? Object.fromEntries(Object.entries(v[1] as Record<string, [number, unknown]>).map(([k, x]) => [k, value(x)])) : v[1]);
  const range = value(props.range!) as { start: number; end: number };
  const partitions = value(props.partitions!) as { id: string; start: number; end: number }[];
  const categories = (value(props.categories!) as { name: string }[]).map((c) => c.name);
  let files = 0, bytes = 0, gzip = 0;
  clearSearchCache();
  const started = performance.now();
  const result = await searchDirectory({ range, partitions, categories, query, category, page: 1 }, async (url) => {
    const file = path.join(OUT, url);
    if (!existsSync(file)) return new Response('', { status: 404 });
    const body = readFileSync(file);
    files++; bytes += body.length; gzip += gzipSync(body).length;
    return new Response(body);
  });
  return { query, category, results: result.total, files, bytes, gzip, ms: Math.round(performance.now() - started) };
}

const dist = walk(OUT);
const index = walk(path.join(OUT, 'directory-search'));
log(`build: ${buildSeconds === null ? 'skipped' : `${buildSeconds.toFixed(1)} s`}; ${dist.html} HTML pages, ${dist.files} files, ${(dist.bytes / 1048576).toFixed(1)} MB`);
log(`search index: ${index.files} files, ${(index.bytes / 1048576).toFixed(1)} MB in all (each page fetches only a few)`);
const city = N > 0 ? 'directory/canada/alberta/edmonton' : 'directory/canada/alberta/sherwood-park';
for (const page of ['directory', city, 'directory/canada/alberta/barrhead/barrhead-golden-wheat-bakery']) {
  const w = pageWeight(page);
  log(`/${page}: HTML ${kb(w.html)}, CSS+JS ${kb(w.assets)}; all ${kb(w.gzip)} gzipped (${w.js.length} JS files)`);
}
for (const [page, q, c] of [[city, 'maple', ''], [city, 'maple bakery', ''], [city, '', 'Bakery'], ['directory', 'golden wheat', ''], ['directory', 'maple', '']] as const) {
  const s = await searchWeight(page, q, c);
  log(`search /${page} q="${s.query}" category="${s.category}": ${s.results} results, ${s.files} files, ${kb(s.bytes)} (${kb(s.gzip)} gzipped), ${s.ms} ms`);
}
process.exit(0);
