/**
 * `npm start`: one command from a fresh clone to a running platform on its embedded defaults.
 * Database (embedded PGlite unless DATABASE_URL) -> migrations -> seed on first run -> static
 * build -> `netlify dev --offline` serving dist/ and functions/ on PORT (default 8888).
 * While it serves, it checks every REBUILD_INTERVAL_SECONDS (60) whether content changed since the
 * last build and rebuilds in the background, swapping the new build in atomically (dist is a
 * symlink to the live build under .data/builds/, see scripts/lib/rebuild.ts).
 */
import { ensureDatabase } from './lib/database.ts';
import { childEnv, runCommand, waitForUrl } from './lib/run.ts';
import { superviseCommand } from './lib/supervise.ts';
import { netlifyDevArgs, prepareDevFunctions } from './lib/dev-functions.ts';
import { rulesFromConfigs } from './lib/edge-rate-limit.ts';
import { scheduledFunctions, startLocalScheduler, type LocalScheduler } from './lib/local-scheduler.ts';
import { localCdnPurge, startFrontDoor } from './lib/front-door.ts';
import { startLocalServices } from './lib/local-services.ts';
import { pathToFileURL } from 'node:url';
import { buildsRootFor, rebuildSite } from './lib/rebuild.ts';
import { closeDb, describeDatabase } from '../src/server/db/client.ts';
import { getEnv } from '../src/server/env.ts';
import { ensureLocalSecret } from '../src/server/session-secret.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { isSeeded, seedAll } from '../src/server/seed/seed.ts';
import { isSiteStale } from '../src/server/site-state.ts';

const port = Number(process.env.PORT || 8888);
const log = (line: string) => console.log(`[start] ${line}`);

// Sessions are signed with a random secret made on the first run and kept in .data/ (never in the repository).
if (!process.env.SESSION_SECRET) ensureLocalSecret(getEnv().dataDir);
const { owned } = await ensureDatabase();
log(`database: ${describeDatabase()}`);
await migrate(log);
if (await isSeeded()) log('database already seeded: keeping its data');
else await seedAll('content', log);

const publicUrl = process.env.URL || `http://localhost:${port}`;
const env = childEnv({ URL: publicUrl, MAIN_STREET_URL: publicUrl });
await runCommand('tsx', ['scripts/seed-examples.ts'], env); // the creator showcase's example websites (issue 5)
const buildsRoot = buildsRootFor('dist', getEnv().dataDir);
log('building the static site from the database…');
await rebuildSite({ link: 'dist', buildsRoot, env, log, installFunction: true }); // before netlify dev starts
await closeDb();
const functions = await prepareDevFunctions(process.cwd(), `.netlify/dev-functions-${port}`); // a restart of netlify dev reuses them
log(`${functions.count} functions bundled for netlify dev`);

// Visitors reach the front door on HOST:PORT (loopback unless HOST says otherwise); it forwards only
// complete, bounded bodies to netlify dev, which listens on loopback only (the preload: it has no
// option for its address) and is restarted by the supervisor if it ever exits.
const host = process.env.HOST || '127.0.0.1';
const upstreamPort = port + 2000;
const purge = localCdnPurge(port);
// Without SMTP_URL: the local mailbox; without Stripe keys: local test-mode payments (scripts/lib/local-services.ts).
const local = await startLocalServices({ port, dataDir: getEnv().dataDir, env, log, persist: true });
const serveEnv = {
  ...env,
  ...purge.env,
  ...functions.env,
  ...local.env,
  MAIN_STREET_HOST: '127.0.0.1',
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL('scripts/lib/loopback-listen.mjs').href}`.trim(),
};
const server = superviseCommand(
  'netlify',
  netlifyDevArgs({ port: upstreamPort, staticServerPort: port + 1000, dir: 'dist', functions }),
  serveEnv,
  log,
);
const frontDoor = startFrontDoor({
  host,
  port,
  upstreamPort,
  maxInFlight: Number(process.env.MAX_IN_FLIGHT) || 8,
  purgeToken: purge.purgeToken,
  edgeRateLimits: rulesFromConfigs(functions.configs),
  scheduledFunctions: scheduledFunctions(functions.configs).map((f) => f.name),
  staticDir: 'dist',
  cdnCacheSeconds: Number(process.env.LOCAL_CDN_SECONDS ?? 5),
  localRoutes: local.localRoutes,
  log,
});
log(
  `serving http://${host === '0.0.0.0' ? 'localhost' : host}:${port} (site and /api functions; HOST=${host}; live websites at http://{slug}.localhost:${port})`,
);

// Scheduled functions run on their schedules, as on Netlify (netlify dev alone never starts them). The
// clock calls netlify dev on its loopback port: through the front door, as on Netlify, their URLs answer 404.
let scheduler: LocalScheduler | undefined;
const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
waitForUrl(`${upstreamUrl}/`, 600_000)
  .then(
    () =>
      (scheduler = startLocalScheduler({
        functions: scheduledFunctions(functions.configs),
        baseUrl: upstreamUrl,
        log,
        firstRunDelayMs: 5_000,
      })),
  )
  .catch((error: Error) => log(`scheduled functions not started: ${error.message}`));

// Background rebuilds: one at a time, only when something changed since the last build started.
const intervalMs = Number(process.env.REBUILD_INTERVAL_SECONDS || 60) * 1000;
let rebuilding = false;
const poller = setInterval(async () => {
  if (rebuilding) return;
  rebuilding = true;
  try {
    if (await isSiteStale()) {
      log('content changed: rebuilding the static site in the background');
      await rebuildSite({ link: 'dist', buildsRoot, env, log });
    }
  } catch (error) {
    log(`background rebuild failed (the current site stays up; retrying later): ${(error as Error).message}`);
  } finally {
    rebuilding = false;
  }
}, intervalMs);

let stopping = false;
async function shutdown(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    clearInterval(poller);
    scheduler?.stop();
    server.stop();
    frontDoor.close();
    await local.close().catch(() => undefined);
    await closeDb().catch(() => undefined);
    await owned?.stop().catch(() => undefined);
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
