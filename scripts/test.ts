/**
 * `npm test`: every test against real parts.
 *  0. `npm run check` (typecheck and dependency rules), so CI enforces them;
 *  1. unit + function tests (vitest) on a fresh in-memory embedded database (migrated, seeded);
 *  2. the static site built from that database, its key pages' first-visit weight checked against their budgets
 *     (scripts/page-weight.ts), and the site served by `netlify dev --offline` behind the front door, with
 *     payments on against the local Stripe stand-in (tests/fixtures/stripe-stand-in.ts: the real SDK in the
 *     functions, the card confirmation from the browser), so e2e tests never answer /api/* themselves;
 *  3. the site checks of issue 28 on the served site (scripts/lib/site-checks.ts): a crawl for broken links, the
 *     one URL form, the sitemap, previews and the feed; then the W3C Nu Html Checker over every page;
 *  4. Playwright end-to-end tests in the system Chromium against the served site.
 * Pass `--unit` or `--e2e` to run one part only; other arguments go to Playwright (e.g. a spec file).
 */
import { existsSync, mkdirSync, createWriteStream } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { startEmbeddedDatabase, isPortOpen } from '../src/server/db/embedded.ts';
import { closeDb } from '../src/server/db/client.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedAll } from '../src/server/seed/seed.ts';
import { childEnv, runCommand, startCommand, waitForUrl } from './lib/run.ts';
import { rebuildSite } from './lib/rebuild.ts';
import { startStripeStandIn } from '../tests/fixtures/stripe-stand-in.ts';
import { ensureLocalSecret } from '../src/server/session-secret.ts';
import { localCdnPurge, startFrontDoor } from './lib/front-door.ts';
import { netlifyDevArgs, prepareDevFunctions } from './lib/dev-functions.ts';
import { rulesFromConfigs } from './lib/edge-rate-limit.ts';
import { checkHtmlValidity, checkSiteLinks } from './lib/site-checks.ts';

const { values, positionals } = parseArgs({ options: { unit: { type: 'boolean' }, e2e: { type: 'boolean' } }, allowPositionals: true });
const runUnit = values.unit || !values.e2e;
const runE2e = values.e2e || !values.unit;

const DB_PORT = Number(process.env.TEST_DB_PORT || 54339);
const SITE_PORT = Number(process.env.TEST_SITE_PORT || 8899);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const OUT_DIR = process.env.TEST_OUT_DIR || '.data/test-dist';
const log = (line: string) => console.log(`[test] ${line}`);

function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing: install it with \`sudo apt-get install -y chromium\` (or set CHROMIUM_PATH), then run npm test again.`);
    process.exit(1);
  }
  log('installing Chromium from Debian packages (apt-get install chromium)…');
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

log('typecheck and dependency rules (npm run check)');
try {
  execFileSync('npm', ['run', '--silent', 'check'], { stdio: 'inherit', env: childEnv() });
} catch {
  process.exit(1); // the check printed what is wrong
}

if (await isPortOpen(DB_PORT)) {
  console.error(`Port ${DB_PORT} is busy: stop the other test run, or set TEST_DB_PORT.`);
  process.exit(1);
}
process.env.DB_PORT = String(DB_PORT);
delete process.env.DATABASE_URL; // tests always run on their own embedded database
const db = await startEmbeddedDatabase({ dataDir: 'memory://', port: DB_PORT });
const cleanups: (() => unknown)[] = [() => db.stop()];
let exitCode = 0;

try {
  await migrate();
  await seedAll('content', log);
  await closeDb();
  const env = childEnv({ DB_PORT: String(DB_PORT), URL: `http://localhost:${SITE_PORT}`, DATA_DIR: `.data/test-${SITE_PORT}`, ASTRO_OUT_DIR: OUT_DIR });
  // One random session secret for the test run's functions and tests, made once (never in the repository).
  if (!process.env.SESSION_SECRET) ensureLocalSecret(env.DATA_DIR!);

  if (runUnit) {
    log('unit and function tests (vitest)');
    await runCommand('vitest', ['run'], env);
  }

  if (runE2e) {
    ensureChromium();
    // Payments on, against the local Stripe stand-in, which delivers its webhooks to the served site.
    const stripe = await startStripeStandIn({ webhookUrl: `http://localhost:${SITE_PORT}/api/stripe/webhook` });
    cleanups.push(() => stripe.close());
    Object.assign(env, stripe.env);
    await runCommand('tsx', ['scripts/stripe-setup.ts'], env); // the plans' prices (by lookup_key) and the portal, as in production
    await runCommand('tsx', ['scripts/seed-examples.ts'], env); // the creator showcase's example websites (issue 5)
    log('building the static site from the test database');
    // OUT_DIR is a symlink to a finished build, so e2e tests can rebuild (scripts/rebuild.ts with
    // REBUILD_LINK/REBUILD_DIR) and the served site switches atomically, as under `npm start`.
    const rebuildEnv = { REBUILD_LINK: OUT_DIR, REBUILD_DIR: `${OUT_DIR}.builds` };
    await rebuildSite({ link: OUT_DIR, buildsRoot: rebuildEnv.REBUILD_DIR, env, log, installFunction: true });
    log('page weight of the key pages (budgets: scripts/page-weight.ts)');
    await runCommand('tsx', ['scripts/page-weight.ts', OUT_DIR], env);
    Object.assign(env, rebuildEnv);
    mkdirSync('.data', { recursive: true });
    const serverLog = createWriteStream(`.data/test-netlify-dev-${SITE_PORT}.log`);
    // netlify dev overwrites URL with its own (inner) port: the functions read the public one here.
    env.MAIN_STREET_URL = `http://localhost:${SITE_PORT}`;
    // netlify dev listens behind the front door, as under `npm start` (live websites at http://{slug}.localhost:SITE_PORT).
    const upstreamPort = SITE_PORT + 2000;
    const purge = localCdnPurge(SITE_PORT);
    Object.assign(env, purge.env);
    const functions = await prepareDevFunctions(process.cwd(), `.netlify/dev-functions-${SITE_PORT}`);
    Object.assign(env, functions.env);
    const frontDoor = startFrontDoor({ host: '127.0.0.1', port: SITE_PORT, upstreamPort, trustForwardedFor: true, purgeToken: purge.purgeToken, edgeRateLimits: rulesFromConfigs(functions.configs), staticDir: OUT_DIR, log: () => undefined });
    cleanups.unshift(() => frontDoor.close());
    const server = startCommand('netlify', netlifyDevArgs({ port: upstreamPort, staticServerPort: SITE_PORT + 1000, dir: OUT_DIR, functions }), env, true);
    server.stdout?.pipe(serverLog);
    server.stderr?.pipe(serverLog);
    cleanups.unshift(() => server.kill('SIGTERM'));
    await waitForUrl(`http://localhost:${upstreamPort}/`, Number(process.env.TEST_SERVER_TIMEOUT_MS || 300_000));
    log(`site served at http://localhost:${SITE_PORT} (log: .data/test-netlify-dev-${SITE_PORT}.log)`);
    // The whole site's checks (issue 28); a run of chosen specs (`npm test -- --e2e tests/e2e/x.spec.ts`) skips them.
    const savedDir = `.data/test-crawl-${SITE_PORT}`; // pages rendered on demand, saved by the crawl for the validator
    if (!positionals.length && !(await checkSiteLinks({ baseUrl: `http://localhost:${SITE_PORT}`, outDir: OUT_DIR, savedDir, env, log }))) exitCode = 1;
    if (!positionals.length && !(await checkHtmlValidity({ outDir: OUT_DIR, savedDir, env, log }))) exitCode = 1;
    await runCommand('playwright', ['test', ...positionals], { ...env, E2E_BASE_URL: `http://localhost:${SITE_PORT}`, E2E_STRIPE_API: `http://127.0.0.1:${stripe.port}`, CHROMIUM_PATH: CHROMIUM });
  }
} catch (error) {
  console.error(`[test] ${(error as Error).message}`);
  exitCode = 1;
} finally {
  for (const cleanup of cleanups) await Promise.resolve(cleanup()).catch(() => undefined);
}
process.exit(exitCode);
