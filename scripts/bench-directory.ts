/**
 * Directory scale benchmark: `npm run bench:directory -- --listings 1000000`
 * On its own embedded database (.data/bench-<N>, port 54352 unless --port), it seeds content/ plus
 * N synthetic listings (generate_series), runs `astro build` (peak RSS by /usr/bin/time), then reports
 * the build time and what a directory page ships: its HTML, CSS and JavaScript, and the search-index
 * files real searches fetch. Issue 19: only location pages and DIRECTORY_PREBUILT_LISTINGS listings are
 * prebuilt; the rest are rendered on demand by the adapter's function, which the benchmark calls warm
 * (--renders of them, p50/p95) and after an edit (the change on the rendered page, and how long it took).
 * --skip-build measures an existing build (with --functions-root, another size's function against this
 * database); --listings 0 measures the hand-written seed alone.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    listings: { type: 'string', default: '100000' },
    port: { type: 'string', default: '54352' },
    renders: { type: 'string', default: '200' },
    'functions-root': { type: 'string' },
    'skip-build': { type: 'boolean' },
  },
});
const N = Number(values.listings);
process.env.DB_PORT = values.port;
process.env.DATA_DIR = `.data/bench-${N}`;
delete process.env.DATABASE_URL;
const OUT = `.data/bench-dist-${N}`;
// Where the build puts the adapter's function (--functions-root reuses another size's, with --skip-build).
const FUNCTIONS_ROOT = values['functions-root'] ?? `.data/bench-functions-${N}`;

const { ensureDatabase } = await import('./lib/database.ts');
const { childEnv } = await import('./lib/run.ts');
const { closeDb, query, pooled } = await import('../src/server/db/client.ts');
const { migrate } = await import('../src/server/db/migrate.ts');
const { seedAll } = await import('../src/server/seed/seed.ts');
const { seedSyntheticSql } = await import('../src/server/seed/synthetic.ts');
const { listingPath } = await import('../src/features/directory/listing-view.ts');
const { listingsChanged } = await import('../src/server/directory/cdn-purge.ts');
const { clearSearchCache, searchDirectory } = await import('../src/features/directory/search-client.ts');

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const log = (line: string) => console.log(`[bench] ${line}`);

/**
 * `astro build` under /usr/bin/time: wall time, CPU time (user + system: what the build itself costs, whatever
 * else the shared machine runs) and the peak RSS of its largest process. Astro's log goes to .data/bench-build-<N>.log.
 */
function timedBuild(env: NodeJS.ProcessEnv): Promise<{ seconds: number; cpuSeconds: number; peakRssMb: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const log = createWriteStream(`.data/bench-build-${N}.log`);
    const child = spawn('/usr/bin/time', ['-v', 'node_modules/.bin/astro', 'build'], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-20_000);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`astro build exited ${code}:\n${stderr}`));
      const figure = (label: string) => Number(new RegExp(`${label}: ([\\d.]+)`).exec(stderr)?.[1] ?? NaN);
      resolve({
        seconds: (Date.now() - started) / 1000,
        cpuSeconds: figure('User time \\(seconds\\)') + figure('System time \\(seconds\\)'),
        peakRssMb: figure('Maximum resident set size \\(kbytes\\)') / 1024,
      });
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const { owned } = await ensureDatabase();
let loadAtBuild = '';
let build: { seconds: number; cpuSeconds: number; peakRssMb: number } | null = null;
const rendered: string[] = [];
try {
  await migrate();
  const [{ n }] = (await query<{ n: number }>('SELECT count(*)::int AS n FROM listings')) as [{ n: number }];
  // Only when the synthetic listings are not all there yet (the content seed is idempotent but slow).
  if (n <= N) {
    await seedAll('content', log);
    const started = Date.now();
    if (N > 0) await seedSyntheticSql(pooled(), N, log);
    await query('ANALYZE listings');
    log(`seeded ${N} synthetic listings in ${((Date.now() - started) / 1000).toFixed(1)} s (generate_series)`);
  }
  const [{ total }] = (await query<{ total: number }>('SELECT count(*)::int AS total FROM listings')) as [
    { total: number },
  ];
  log(`database: ${total} listings (${N} synthetic requested) in ${process.env.DATA_DIR}`);
  await closeDb();
  if (!values['skip-build']) {
    log(
      `astro build -> ${OUT} (prebuilt listings: DIRECTORY_PREBUILT_LISTINGS=${process.env.DIRECTORY_PREBUILT_LISTINGS ?? 1000})`,
    );
    loadAtBuild = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    build = await timedBuild(
      childEnv({
        ASTRO_OUT_DIR: OUT,
        ASTRO_FUNCTIONS_ROOT: FUNCTIONS_ROOT,
        DB_PORT: values.port,
        DATA_DIR: process.env.DATA_DIR,
      }),
    );
  }

  // --- on-demand renders through the adapter's function, warm, on the embedded database -----------
  const fn = path.resolve(FUNCTIONS_ROOT, '.netlify/v1/functions/ssr/ssr.mjs');
  if (existsSync(fn) && N > 0) {
    const handler = (await import(fn)).default as (req: Request, ctx: unknown) => Promise<Response>;
    const render = async (url: string) => {
      const started = performance.now();
      const res = await handler(new Request(`http://localhost${url}`), { ip: '127.0.0.1' });
      const html = await res.text();
      return { ms: performance.now() - started, status: res.status, html, tags: res.headers.get('netlify-cache-tag') };
    };
    // A spread of synthetic listings (none has reviews, so none is among the prebuilt).
    const ids = await query<{
      id: string;
      country_code: string;
      state_code: string;
      city_slug: string;
      business_unique_id: string;
    }>(
      `SELECT id, country_code, state_code, city_slug, business_unique_id FROM listings WHERE business_rank = 'unclaimed' AND business_unique_id ~ '-s[0-9]+$'
       ORDER BY md5(business_unique_id) LIMIT $1`,
      [Number(values.renders)],
    );
    const urls = ids.map((row) => listingPath(row));
    for (const url of urls.slice(0, 20)) await render(url); // warm: the function's modules and the pool
    const times: number[] = [];
    for (const url of urls) {
      const r = await render(url);
      if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
      times.push(r.ms);
    }
    times.sort((a, b) => a - b);
    rendered.push(
      `on-demand render (warm, in-process function, embedded database): ${times.length} listings, p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
    );
    const missing = await render(`${urls[0]!.replace(/\/$/, '')}-no-such-listing/`);
    const bad = await render('/directory/canada/alberta/edmonton/NOT%20A%20SLUG/');
    rendered.push(
      `unknown slug: ${missing.status} in ${missing.ms.toFixed(1)} ms; malformed slug: ${bad.status} in ${bad.ms.toFixed(1)} ms (no query)`,
    );

    // List pages beyond the first (on demand): a spread of pages of a city, a province, the whole directory.
    const deep: string[] = [];
    const count = async (where: string) =>
      (await query<{ n: number }>(`SELECT count(*)::int AS n FROM listings ${where}`))[0]!.n;
    for (const [base, where] of [
      ['/directory/canada/alberta/edmonton', "WHERE state_code = 'AB' AND city_slug = 'edmonton'"],
      ['/directory/canada/ontario', "WHERE state_code = 'ON'"],
      ['/directory', ''],
    ] as const) {
      const last = Math.max(2, Math.ceil((await count(where)) / 12));
      const first = await render(`${base}/page/2/`); // also fills the function's one-minute count memo
      const times = [first.ms];
      for (const page of [3, Math.ceil(last / 4), Math.ceil(last / 2), last - 1, last]) {
        const r = await render(`${base}/page/${Math.max(2, page)}/`);
        if (r.status !== 200) throw new Error(`${base}/page/${page} answered ${r.status}`);
        times.push(r.ms);
      }
      const past = await render(`${base}/page/${last + 1}/`);
      deep.push(
        `${base}/page/{2..${last}}: first ${times[0]!.toFixed(0)} ms (counts), then ${times
          .slice(1)
          .map((t) => t.toFixed(0))
          .join('/')} ms; page ${last + 1}: ${past.status} in ${past.ms.toFixed(0)} ms [${first.tags}]`,
      );
    }
    rendered.push(`list pages on demand (warm function): ${deep.join('; ')}`);

    // An owner's edit reaching the rendered page: the write, the purge request, the next render.
    const target = ids[0]!;
    const marker = `Edited for the benchmark at ${new Date().toISOString()}.`;
    const started = performance.now();
    await query('UPDATE listings SET description = $2, updated_at = now() WHERE id = $1', [target.id, marker]);
    await listingsChanged([target.id], 'listing-saved');
    const after = await render(listingPath(target));
    const seconds = (performance.now() - started) / 1000;
    if (!after.html.includes(marker)) throw new Error('the edit did not reach the rendered page');
    rendered.push(`edit -> served page: ${seconds.toFixed(2)} s (write, purge request, render; no rebuild)`);

    // Its assets are the build's: weighed only when this size has a build of its own.
    const weight = existsSync(OUT) ? pageWeightOf(after.html) : undefined;
    if (weight)
      rendered.push(
        `on-demand listing ${listingPath(target)}: HTML ${kb(weight.html)}, CSS+JS ${kb(weight.assets)}; all ${kb(weight.gzip)} gzipped (${weight.js.length} JS files: ${weight.js.join(', ') || 'none'})`,
      );
  }
} finally {
  await closeDb();
  await owned?.stop();
}

// --- what the build produced -------------------------------------------------------------------
function walk(dir: string): { files: number; bytes: number; html: number } {
  let files = 0,
    bytes = 0,
    html = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const sub = walk(full);
      files += sub.files;
      bytes += sub.bytes;
      html += sub.html;
    } else {
      files++;
      bytes += statSync(full).size;
      if (entry.name.endsWith('.html')) html++;
    }
  }
  return { files, bytes, html };
}

/** HTML + every CSS/JS file the page loads (scripts, module preloads, island component and renderer). */
function pageWeight(pagePath: string): { html: number; assets: number; gzip: number; js: string[] } {
  return pageWeightOf(readFileSync(path.join(OUT, pagePath, 'index.html'), 'utf8'));
}

function pageWeightOf(html: string): { html: number; assets: number; gzip: number; js: string[] } {
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:src|href|component-url|renderer-url)="(\/_astro\/[^"]+\.(?:js|css))"/g))
    urls.add(m[1]!);
  if (/<script[^>]+src="\/r\.js"/.test(html)) urls.add('/r.js'); // the listing's visit counter counts too (issue 19)
  // Follow static imports of the loaded chunks, as the browser does.
  const queue = [...urls].filter((u) => u.endsWith('.js'));
  while (queue.length) {
    const url = queue.pop()!;
    const code = readFileSync(path.join(OUT, url), 'utf8');
    for (const m of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g)) {
      const dep = path.posix.join(path.posix.dirname(url), m[1]!);
      if (!urls.has(dep)) {
        urls.add(dep);
        queue.push(dep);
      }
    }
  }
  let assets = 0,
    gzip = gzipSync(html).length;
  for (const url of urls) {
    const body = readFileSync(path.join(OUT, url));
    assets += body.length;
    gzip += gzipSync(body).length;
  }
  return {
    html: Buffer.byteLength(html),
    assets,
    gzip,
    js: [...urls].filter((u) => u.endsWith('.js')).map((u) => path.basename(u)),
  };
}

/** Runs a search against the built index files, counting what it fetches. */
async function searchWeight(pagePath: string, query: string, category: string) {
  const html = readFileSync(path.join(OUT, pagePath, 'index.html'), 'utf8');
  const raw = /<astro-island[^>]+component-export="default"[^>]+props="([^"]+)"/.exec(html)?.[1] ?? '';
  const props = JSON.parse(raw.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, [number, unknown]>;
  const value = (v: [number, unknown]): unknown =>
    Array.isArray(v) && v[0] === 1
      ? (v[1] as [number, unknown][]).map(value)
      : Array.isArray(v) && v[0] === 0 && v[1] && typeof v[1] === 'object' && !Array.isArray(v[1])
        ? Object.fromEntries(Object.entries(v[1] as Record<string, [number, unknown]>).map(([k, x]) => [k, value(x)]))
        : v[1];
  const range = value(props.range!) as { start: number; end: number };
  const partitions = value(props.partitions!) as { id: string; start: number; end: number }[];
  const categories = (value(props.categories!) as { name: string }[]).map((c) => c.name);
  let files = 0,
    bytes = 0,
    gzip = 0;
  clearSearchCache();
  const started = performance.now();
  const result = await searchDirectory({ range, partitions, categories, query, category, page: 1 }, async (url) => {
    const file = path.join(OUT, url);
    if (!existsSync(file)) return new Response('', { status: 404 });
    const body = readFileSync(file);
    files++;
    bytes += body.length;
    gzip += gzipSync(body).length;
    return new Response(body);
  });
  return {
    query,
    category,
    results: result.total,
    files,
    bytes,
    gzip,
    ms: Math.round((performance.now() - started) * 10) / 10,
  };
}

if (!existsSync(OUT)) {
  for (const line of rendered) log(line);
  log(`no build in ${OUT}: page and search figures skipped`);
  process.exit(0);
}
const dist = walk(OUT);
const index = walk(path.join(OUT, 'directory-search'));
log(
  `build: ${build === null ? 'skipped' : `${build.seconds.toFixed(1)} s (CPU ${build.cpuSeconds.toFixed(1)} s), peak RSS ${build.peakRssMb.toFixed(0)} MB, load average ${loadAtBuild}`}; ${dist.html} HTML pages, ${dist.files} files, ${(dist.bytes / 1048576).toFixed(1)} MB`,
);
for (const line of rendered) log(line);
log(
  `search index: ${index.files} files, ${(index.bytes / 1048576).toFixed(1)} MB in all (each page fetches only a few)`,
);
const city = N > 0 ? 'directory/canada/alberta/edmonton' : 'directory/canada/alberta/sherwood-park';
for (const page of ['directory', city, 'directory/canada/alberta/barrhead/barrhead-golden-wheat-bakery'].filter((p) =>
  existsSync(path.join(OUT, p, 'index.html')),
)) {
  const w = pageWeight(page);
  log(`/${page}: HTML ${kb(w.html)}, CSS+JS ${kb(w.assets)}; all ${kb(w.gzip)} gzipped (${w.js.length} JS files)`);
}
for (const [page, q, c] of [
  [city, 'maple', ''],
  [city, 'maple bakery', ''],
  [city, '', 'Bakery'],
  ['directory', 'golden wheat', ''],
  ['directory', 'maple', ''],
  ['directory', 'plumber', ''], // trades by what people call them, in both languages (issue 39)
  ['directory', 'boulangerie', ''],
  [city, 'plombier', ''],
] as const) {
  const s = await searchWeight(page, q, c);
  log(
    `search /${page} q="${s.query}" category="${s.category}": ${s.results} results, ${s.files} files, ${kb(s.bytes)} (${kb(s.gzip)} gzipped), ${s.ms} ms`,
  );
}
// Each search from a cold cache (its files read from disk, not fetched), 20 times over: the browser's own work.
const searchTimes: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const [page, q] of [
    ['directory', 'plumber'],
    ['directory', 'boulangerie'],
    ['directory', 'maple bakery'],
    [city, 'plombier'],
    [city, 'café'],
  ] as const) {
    searchTimes.push((await searchWeight(page, q, '')).ms);
  }
}
searchTimes.sort((a, b) => a - b);
log(
  `searches, cold cache (${searchTimes.length}): p50 ${percentile(searchTimes, 50)} ms, p95 ${percentile(searchTimes, 95)} ms, max ${searchTimes.at(-1)} ms`,
);
process.exit(0);
