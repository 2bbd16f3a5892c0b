/**
 * `npm test`: every test against real parts, as steps that overlap where they are independent
 * (scripts/lib/steps.ts; the run ends with a table of how long each took):
 *  - `npm run check`'s typecheck and dependency rules, so CI enforces them;
 *  - unit tests, and the function tests through the production driver, @neondatabase/serverless, on an
 *    in-memory embedded database of their own reached through a local WebSocket proxy (scripts/test-neon.ts;
 *    node-postgres, the driver of `npm start`, is what the end-to-end chain's functions use);
 *  - both deploys built as Netlify builds them (`npm run build:netlify`, whole runs only, in a copy of the tree
 *    beside the e2e tests) and their function bundles checked against Netlify's limits;
 *  - the end-to-end chain on a second database: migrated and seeded, the plans' Stripe prices and the
 *    showcase examples, the static site built once (its key pages' first-visit weight then checked
 *    against their budgets, scripts/page-weight.ts), served by `netlify dev --offline` behind the front
 *    door, with payments in local test mode and the local mailbox as under `npm start`
 *    (scripts/lib/local-services.ts; src/server/stripe/test-mode/: the real SDK in the functions, the card
 *    confirmation from the browser); the whole site's checks on it (issue 28, scripts/lib/site-checks.ts: a crawl
 *    for broken links, the one URL form, the sitemap, previews and the feed, then, beside the e2e tests, the W3C Nu Html Checker over
 *    every page), skipped when chosen specs are run; and Playwright in the system Chromium against it, so e2e tests never answer /api/* themselves.
 * A new check is one line in `steps` below: its name, the steps it needs (`after`), and what it runs.
 * Pass `--unit` or `--e2e` to run one part only; other arguments go to Playwright (e.g. a spec file).
 */
import { existsSync, mkdirSync, createWriteStream, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadavg } from 'node:os';
import { startEmbeddedDatabase, isPortOpen } from '../src/server/db/embedded.ts';
import { closeDb } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedAll } from '../src/server/seed/seed.ts';
import { childEnv, processCpuSeconds, runCommand, startCommand, waitForUrl } from './lib/run.ts';
import { rebuildSite } from './lib/rebuild.ts';
import { ensureLocalSecret } from '../src/server/session-secret.ts';
import { localCdnPurge, startFrontDoor } from './lib/front-door.ts';
import { scheduledFunctions } from './lib/local-scheduler.ts';
import { netlifyDevArgs, prepareDevFunctions, type DevFunctions } from './lib/dev-functions.ts';
import { rulesFromConfigs } from './lib/edge-rate-limit.ts';
import { formatSteps, runSteps, type Step } from './lib/steps.ts';
import { startLocalServices, type LocalServices } from './lib/local-services.ts';
import { checkHtmlValidity, checkSiteLinks } from './lib/site-checks.ts';
import { copyTree } from './lib/tree-copy.ts';
import { chromiumPath, HEADLESS_SHELL } from '../src/server/screenshot/screenshot.ts';
import { medianWorkerCpuMs } from './lib/worker-cpu.ts';
import { failedTestsSince } from './lib/failed-tests.ts';
import { realPostgresPort, startRealPostgres } from '../tests/fixtures/real-postgres.ts';

const { values, positionals } = parseArgs({
  options: { unit: { type: 'boolean' }, e2e: { type: 'boolean' } },
  allowPositionals: true,
});
const runUnit = values.unit || !values.e2e;
const runE2e = values.e2e || !values.unit;

const DB_PORT = Number(process.env.TEST_DB_PORT || 54339);
const FUNCTIONS_DB_PORT = Number(process.env.TEST_FUNCTIONS_DB_PORT || DB_PORT + 1000);
const POSTGRES_PORT = realPostgresPort(); // TEST_POSTGRES_PORT, else TEST_DB_PORT + 1002
const SITE_PORT = Number(process.env.TEST_SITE_PORT || 8899);
const OUT_DIR = process.env.TEST_OUT_DIR || '.data/test-dist';
const log = (line: string) => console.log(`[test] ${line}`);

/**
 * Debian's Chromium for the browser tests and screenshots (chromiumPath()): the headless shell, installed when it
 * is missing and we are root; else the full browser when that is there (CHROMIUM_PATH chooses another).
 */
function ensureChromium(): void {
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL)) {
    if (process.getuid?.() === 0) {
      log('installing Chromium from Debian packages (apt-get install chromium-headless-shell)…');
      execFileSync('apt-get', ['update'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } else if (existsSync(chromiumPath())) {
      log(
        `using ${chromiumPath()}: \`sudo apt-get install -y chromium-headless-shell\` makes the browser tests lighter`,
      );
    }
  }
  if (existsSync(chromiumPath())) return;
  console.error(
    'Chromium is missing: install it with `sudo apt-get install -y chromium-headless-shell` (or set CHROMIUM_PATH), then run npm test again.',
  );
  process.exit(1);
}

const ports = [
  ...(runE2e ? [[DB_PORT, 'TEST_DB_PORT'] as const] : []),
  ...(runUnit
    ? [[FUNCTIONS_DB_PORT, 'TEST_FUNCTIONS_DB_PORT'] as const, [POSTGRES_PORT, 'TEST_POSTGRES_PORT'] as const]
    : []),
];
for (const [port, variable] of ports) {
  if (await isPortOpen(port)) {
    console.error(`Port ${port} is busy: stop the other test run, or set ${variable}.`);
    process.exit(1);
  }
}
if (runE2e) ensureChromium();
delete process.env.DATABASE_URL; // tests always run on their own embedded databases
const DATA_DIR = `.data/test-${SITE_PORT}`;
// One random session secret for the test run's functions and tests, made once (never in the repository).
if (!process.env.SESSION_SECRET) ensureLocalSecret(DATA_DIR);
const env = childEnv({
  DB_PORT: String(DB_PORT),
  URL: `http://localhost:${SITE_PORT}`,
  DATA_DIR,
  ASTRO_OUT_DIR: OUT_DIR,
});
// Function tests: their own database and proxy (started by scripts/test-neon.ts) and data folder, so they run beside the e2e chain.
const functionsEnv = {
  ...env,
  DB_PORT: String(FUNCTIONS_DB_PORT),
  NEON_TEST_DB_PORT: String(FUNCTIONS_DB_PORT),
  NEON_TEST_PROXY_PORT: String(FUNCTIONS_DB_PORT + 1),
  DATA_DIR: `${DATA_DIR}-functions`,
};
// The real PostgreSQL 17 server's suites (issue 37): the function tests again, and the concurrency suite.
const postgresEnv = (project: string) => ({
  ...functionsEnv,
  TEST_POSTGRES_PORT: String(POSTGRES_PORT),
  DATA_DIR: `${DATA_DIR}-${project}-postgres`,
});
const cleanups: (() => unknown)[] = [];
let functions: DevFunctions | undefined;
let stripePort = 0;
let local: LocalServices | undefined;

async function startTestDatabase(): Promise<void> {
  process.env.DB_PORT = String(DB_PORT);
  const db = await startEmbeddedDatabase({ dataDir: 'memory://', port: DB_PORT });
  cleanups.push(() => db.stop());
  await migrate();
  await seedAll('content', log);
  await closeDb();
}

/**
 * As under `npm start`: payments in local test mode (the local Stripe-compatible server, set up with the plans'
 * prices and portal, delivering its webhooks to the served site) and the local mailbox.
 */
async function startPayments(): Promise<void> {
  delete env.STRIPE_SECRET_KEY;
  delete env.SMTP_URL;
  local = await startLocalServices({ port: SITE_PORT, dataDir: DATA_DIR, env, log, persist: false, printMail: false });
  cleanups.push(() => local!.close());
  Object.assign(env, local.env);
  stripePort = local.stripe!.port;
}

/**
 * OUT_DIR is a symlink to a finished build, so e2e tests can rebuild (scripts/rebuild.ts with REBUILD_LINK/
 * REBUILD_DIR) and the served site switches atomically, as under `npm start`.
 */
async function buildSite(): Promise<{ cpuSeconds?: number }> {
  const rebuildEnv = { REBUILD_LINK: OUT_DIR, REBUILD_DIR: `${OUT_DIR}.builds` };
  let cpuSeconds: number | undefined;
  await rebuildSite({
    link: OUT_DIR,
    buildsRoot: rebuildEnv.REBUILD_DIR,
    env,
    log,
    installFunction: true,
    cpu: (s) => (cpuSeconds = s),
  });
  Object.assign(env, rebuildEnv);
  return { cpuSeconds };
}

/** netlify dev behind the front door, as under `npm start` (live websites at http://{slug}.localhost:SITE_PORT). */
async function serveSite(): Promise<void> {
  mkdirSync('.data', { recursive: true });
  const serverLog = createWriteStream(`.data/test-netlify-dev-${SITE_PORT}.log`);
  // netlify dev overwrites URL with its own (inner) port: the functions read the public one here.
  env.MAIN_STREET_URL = `http://localhost:${SITE_PORT}`;
  const upstreamPort = SITE_PORT + 2000;
  const purge = localCdnPurge(SITE_PORT);
  Object.assign(env, purge.env, functions!.env);
  const frontDoor = startFrontDoor({
    host: '127.0.0.1',
    port: SITE_PORT,
    upstreamPort,
    trustForwardedFor: true,
    purgeToken: purge.purgeToken,
    edgeRateLimits: rulesFromConfigs(functions!.configs),
    scheduledFunctions: scheduledFunctions(functions!.configs).map((f) => f.name),
    localRoutes: local!.localRoutes,
    staticDir: OUT_DIR,
    log: () => undefined,
  });
  cleanups.unshift(() => frontDoor.close());
  const server = startCommand(
    'netlify',
    netlifyDevArgs({ port: upstreamPort, staticServerPort: SITE_PORT + 1000, dir: OUT_DIR, functions: functions! }),
    env,
    true,
  );
  server.stdout?.pipe(serverLog);
  server.stderr?.pipe(serverLog);
  cleanups.unshift(() => server.kill('SIGTERM'));
  servedBy = server.pid;
  await waitForUrl(`http://localhost:${upstreamPort}/`, Number(process.env.TEST_SERVER_TIMEOUT_MS || 300_000));
  log(`site served at http://localhost:${SITE_PORT} (log: .data/test-netlify-dev-${SITE_PORT}.log)`);
}

/** A site check (issue 28) as a step: it logs its own time and verdict, and a failure fails the run. */
const siteCheck = (check: (cpu: (seconds: number) => void) => Promise<boolean>) => async () => {
  let cpuSeconds: number | undefined;
  if (!(await check((s) => (cpuSeconds = s)))) throw new Error('see the lines above');
  return { cpuSeconds };
};
const SAVED_DIR = `.data/test-crawl-${SITE_PORT}`; // pages rendered on demand, saved by the crawl for the validator
const wholeSite = !positionals.length;

/** A command as a step, with the CPU seconds it used (the processes it waited for included). */
const run =
  (
    name: string,
    command: string,
    args: string[],
    stepEnv = env,
    options: { label?: string; cwd?: string } = { label: name },
  ) =>
  async (signal: AbortSignal) => {
    let cpuSeconds: number | undefined;
    await runCommand(command, args, stepEnv, { signal, ...options, cpu: (s) => (cpuSeconds = s) });
    return { cpuSeconds };
  };

/** The build's HTML as the crawl left it, hard-linked (instant), for the validator beside the e2e tests, which rebuild. */
const VALIDATE_DIR = `.data/test-validate-${SITE_PORT}`;
/** Where the Netlify builds run, a copy of the tree (kept when they fail, to look at). */
const BUILD_TREE = path.resolve(`.data/test-netlify-tree-${SITE_PORT}`);
function snapshotBuild(): void {
  rmSync(VALIDATE_DIR, { recursive: true, force: true });
  execFileSync('cp', ['-al', realpathSync(OUT_DIR), VALIDATE_DIR]);
}

const steps: Step[] = [
  // `npm run check`, its three parts side by side. (Niced, they became the run's last step on a busy machine.)
  { name: 'typecheck', run: run('typecheck', 'tsc', ['--noEmit']) },
  { name: 'dependency rules', run: run('dependency rules', 'tsx', ['scripts/check-deps.ts']) },
  { name: 'formatting', run: run('formatting', 'prettier', ['--check', '.']) }, // Prettier, width 120 (issue 38)
  ...(runUnit
    ? [
        {
          name: 'unit',
          run: run('unit', 'vitest', [
            'run',
            '--project',
            'unit',
            '--project',
            'unit-isolated',
            '--reporter=default',
            '--reporter=json',
            `--outputFile.json=.data/test-unit-${SITE_PORT}.json`,
          ]),
        },
        { name: 'functions (Neon driver)', run: run('functions', 'tsx', ['scripts/test-neon.ts'], functionsEnv) },
        // A second of start-up (the data directory .data/postgres-PORT is initialised once); stopped with the run.
        {
          name: 'postgres',
          run: async () => {
            const server = await startRealPostgres({ port: POSTGRES_PORT, log });
            cleanups.push(() => server.stop());
          },
        },
        // Beside the e2e chain; the function tests after their Neon run, so that only one of the two uses a core.
        {
          name: 'concurrency',
          after: ['postgres'],
          run: run(
            'concurrency',
            'tsx',
            ['scripts/test-postgres.ts', '--project', 'concurrency'],
            postgresEnv('concurrency'),
          ),
        },
        {
          name: 'functions (PostgreSQL 17)',
          after: ['postgres', 'functions (Neon driver)'],
          run: run('functions pg', 'tsx', ['scripts/test-postgres.ts'], postgresEnv('functions')),
        },
      ]
    : []),
  ...(runE2e
    ? [
        { name: 'database', run: startTestDatabase },
        {
          name: 'function bundles',
          run: async () => {
            functions = await prepareDevFunctions(process.cwd(), `.netlify/dev-functions-${SITE_PORT}`);
          },
        },
        { name: 'payments', after: ['database'], run: startPayments },
        { name: 'examples', after: ['payments'], run: run('examples', 'tsx', ['scripts/seed-examples.ts']) }, // the creator showcase's websites (issue 5)
        { name: 'build', after: ['examples'], run: buildSite },
        { name: 'page weight', after: ['build'], run: run('page weight', 'tsx', ['scripts/page-weight.ts', OUT_DIR]) },
        {
          name: 'french pages',
          after: ['build'],
          run: run('french pages', 'tsx', ['scripts/check-french-pages.ts', OUT_DIR]),
        }, // no English on /fr/ pages (issue 31)
        { name: 'serve', after: ['build', 'function bundles'], run: serveSite },
        ...(wholeSite
          ? [
              {
                name: 'site crawl',
                after: ['serve'],
                run: siteCheck(
                  async (cpu) =>
                    (await checkSiteLinks({
                      baseUrl: `http://localhost:${SITE_PORT}`,
                      outDir: OUT_DIR,
                      savedDir: SAVED_DIR,
                      env,
                      log,
                      cpu,
                    })) && (snapshotBuild(), true),
                ),
              },
              // The French pages rendered on demand (issue 42): those the crawl saved, and the French 404 (asked).
              {
                name: 'french pages (on demand)',
                after: ['site crawl'],
                run: run('french pages (on demand)', 'tsx', [
                  'scripts/check-french-pages.ts',
                  OUT_DIR,
                  '--saved',
                  SAVED_DIR,
                  '--site',
                  `http://localhost:${SITE_PORT}`,
                ]),
              },
              // Beside the e2e tests: it reads files only, the build as crawled (VALIDATE_DIR) and the pages the crawl saved.
              {
                name: 'html validity',
                after: ['site crawl'],
                run: siteCheck((cpu) =>
                  checkHtmlValidity({ outDir: VALIDATE_DIR, savedDir: SAVED_DIR, env, log, cpu }),
                ),
              },
            ]
          : []),
        // After the crawl: e2e tests change data and rebuild the served site.
        {
          name: 'e2e',
          after: wholeSite ? ['serve', 'site crawl'] : ['serve'],
          run: (signal: AbortSignal) =>
            run(
              'e2e',
              'playwright',
              ['test', ...positionals],
              {
                ...env,
                E2E_BASE_URL: `http://localhost:${SITE_PORT}`,
                E2E_STRIPE_API: `http://127.0.0.1:${stripePort}`,
                CHROMIUM_PATH: chromiumPath(),
                E2E_RESULTS_FILE: `.data/test-e2e-${SITE_PORT}.json`,
              },
              {},
            )(signal),
        },
      ]
    : []),
  // Whole runs only (not with --unit or --e2e). In a copy of the tree (scripts/lib/tree-copy.ts): `netlify build`
  // empties .netlify/v1/functions/ssr, and netlify dev, when that folder changes under it, drops every other
  // function (astro-on-demand.ts). So they run beside the e2e tests, which leave CPU idle while they wait on the
  // browser and the served site, instead of after them (46 s at the end of the run): see docs/testing.md.
  ...(runUnit && runE2e
    ? [
        {
          name: 'netlify builds',
          after: [wholeSite ? 'site crawl' : 'serve'],
          run: async (signal: AbortSignal) => {
            copyTree(process.cwd(), BUILD_TREE);
            const used = await run(
              'netlify builds',
              'tsx',
              ['scripts/netlify-build.ts', '--unless-served'],
              childEnv(),
              { label: 'netlify builds', cwd: BUILD_TREE },
            )(signal);
            rmSync(BUILD_TREE, { recursive: true, force: true });
            return used;
          },
        },
      ]
    : []),
];

// Each step's CPU: its own processes' (runCommand's `cpu`), and the served site's (netlify dev, its function
// workers and the screenshots' Chromium) and this process's (the database, front door, local services) while it ran.
let servedBy: number | undefined;
const meters = {
  'served site CPU': () => (servedBy ? processCpuSeconds(servedBy) : undefined),
  'this process CPU': () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  },
};
const loadAtStart = loadavg();
const runStartedAt = Date.now();
/** The JSON reports (in .data/, by the start of their names) each test step writes, for the failure summary. */
const REPORTS: Record<string, string[]> = {
  unit: ['test-unit-'],
  'functions (Neon driver)': ['test-neon-'],
  'functions (PostgreSQL 17)': ['test-postgres-functions-'],
  concurrency: ['test-postgres-concurrency-'],
  e2e: ['test-e2e-'],
};
// How fast this host is, so a run's time can be read against others' (7.5 minutes where this was 27 ms).
log(
  `this host: an empty worker thread costs ${(await medianWorkerCpuMs('0')).toFixed(0)} CPU ms (27 where CI took 7.5 minutes, 72–101 where it took 21; docs/testing.md)`,
);
let exitCode = 0;
try {
  const results = await runSteps(steps, log, meters);
  console.log(`\n${formatSteps(results)}\n`);
  const served = meters['served site CPU']();
  log(
    `CPU over the whole run: this process ${meters['this process CPU']().toFixed(1)} s, the served site ${served?.toFixed(1) ?? '—'} s; load average ${loadAtStart.map((l) => l.toFixed(1)).join(' ')} at the start, ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end`,
  );
  // For scripts/ci-profile.ts, with the e2e and vitest JSON results beside it.
  writeFileSync(`.data/test-steps-${SITE_PORT}.json`, JSON.stringify(results, null, 1));
  if (results.some((r) => r.status !== 'ok')) {
    exitCode = 1;
    // Last, so that a log cut to its tail still names them.
    const failedSteps = results.filter((r) => r.status === 'failed').map((r) => r.name);
    const reports = failedSteps.flatMap((name) => REPORTS[name] ?? []);
    const failed = failedTestsSince('.data', runStartedAt, reports);
    const shown = failed.slice(0, 40).map((l) => `  ${l.slice(0, 400)}`);
    if (failed.length > shown.length) shown.push(`  … and ${failed.length - shown.length} more`);
    if (failed.length) log(`failed tests (${failed.length}):\n${shown.join('\n')}`);
  }
} catch (error) {
  console.error(`[test] ${(error as Error).message}`);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
}
process.exit(exitCode);
