/**
 * `npm run build:netlify`: both deploys built as Netlify builds them, offline, then checked.
 *  1. The platform: `netlify build --offline` from the repository root (netlify.toml: its command runs
 *     `npm run db:migrate` then `npm run build`, and Netlify's build zips functions/ and the SSR function
 *     @astrojs/netlify writes, into .netlify/functions/).
 *  2. The live websites: `netlify-build --offline --packagePath deploy/live-sites`. That is the program
 *     Netlify's build runs (@netlify/build; `netlify build` wraps it), with the site's "Package directory"
 *     as Netlify sets it: `netlify build` itself has no such option outside a workspaces monorepo, and
 *     run from deploy/live-sites it takes that folder as the base and misses deploy/live-sites/functions.
 *  3. The checks: the platform's pages and every function are there, and `check:bundles --from-build`
 *     judges the zips both builds wrote (no second zipping).
 *
 * The database: on Netlify, DATABASE_URL is Neon's, and the build command migrates it before the build.
 * Here, as on a fresh clone, an empty in-memory embedded database is started on a free port and the
 * build command itself migrates it; `astro build` then reads it (no content: the pages still build).
 * It writes dist/ and .netlify/: refused while dist is `npm start`'s symlink to a served build
 * (`--unless-served`, as `npm test` passes it: skipped then, with a notice; CI's fresh clone has none).
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedDatabase } from '../src/server/db/embedded.ts';
import { buildDist, DEPLOYS } from './lib/function-bundles.ts';
import { childEnv, runCommand } from './lib/run.ts';

const { values } = parseArgs({ options: { 'unless-served': { type: 'boolean' } } });
const root = process.cwd();
const log = (line: string) => console.log(`[build:netlify] ${line}`);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** What a finished platform build must hold, and what the live-sites build must hold. */
function checkOutputs(): string[] {
  const problems: string[] = [];
  if (!existsSync(path.join(root, 'dist/index.html')))
    problems.push('dist/index.html is missing: astro build wrote no home page');
  const names = (dir: string) =>
    existsSync(dir)
      ? (JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')).functions.map(
          (f: { name: string }) => f.name,
        ) as string[])
      : [];
  const platform = new Set(names(buildDist(root, DEPLOYS[0]!)));
  const expected = [
    ...readdirSync(path.join(root, 'functions'))
      .filter((f) => f.endsWith('.mts'))
      .map((f) => f.replace(/\.mts$/, '')),
    'ssr',
  ];
  for (const name of expected) if (!platform.has(name)) problems.push(`platform: function ${name} was not bundled`);
  const live = new Set(names(buildDist(root, DEPLOYS[1]!)));
  for (const file of readdirSync(path.join(root, 'deploy/live-sites/functions'))) {
    const name = file.replace(/\.m?ts$/, '');
    if (!live.has(name)) problems.push(`live-sites: function ${name} was not bundled`);
  }
  return problems;
}

const distPath = path.join(root, 'dist');
if (existsSync(distPath) && lstatSync(distPath).isSymbolicLink()) {
  const notice =
    'dist is a link to the build `npm start` serves: run this in a fresh clone (git clone . /tmp/ms && cd /tmp/ms && npm install), not beside npm start.';
  console.error(`[build:netlify] ${values['unless-served'] ? 'SKIPPED: ' : ''}${notice}`);
  process.exit(values['unless-served'] ? 0 : 1);
}

const started = Date.now();
const port = await freePort();
const db = await startEmbeddedDatabase({ dataDir: 'memory://', port });
let exitCode = 0;
try {
  // No DATABASE_URL: db:migrate and astro build both reach the embedded server on DB_PORT.
  const env = childEnv({
    DATABASE_URL: undefined,
    DB_PORT: String(port),
    DATA_DIR: path.join(root, '.data/netlify-build'),
    ASTRO_OUT_DIR: undefined,
    ASTRO_FUNCTIONS_ROOT: undefined,
  });
  let t = Date.now();
  log('platform: netlify build --offline');
  await runCommand('netlify', ['build', '--offline'], env);
  log(`platform built in ${seconds(t)}`);
  t = Date.now();
  log('live websites: netlify-build --offline --packagePath deploy/live-sites');
  await runCommand('netlify-build', ['--offline', '--packagePath', 'deploy/live-sites'], env);
  log(`live websites built in ${seconds(t)}`);
  const problems = checkOutputs();
  if (problems.length) throw new Error(`the builds are incomplete:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  t = Date.now();
  await runCommand('tsx', ['scripts/check-bundles.ts', '--from-build'], env);
  log(`bundles checked in ${seconds(t)}; everything in ${seconds(started)}`);
} catch (error) {
  console.error(`[build:netlify] ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await db.stop();
}
process.exit(exitCode);
