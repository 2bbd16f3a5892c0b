/**
 * `npm start`: one command from a fresh clone to a running platform on its embedded defaults.
 * Database (embedded PGlite unless DATABASE_URL) -> migrations -> seed on first run -> static
 * build -> `netlify dev --offline` serving dist/ and functions/ on PORT (default 8888).
 * While it serves, it checks every REBUILD_INTERVAL_SECONDS (60) whether content changed since the
 * last build and rebuilds in the background, swapping the new build in atomically (dist is a
 * symlink to the live build under .data/builds/, see scripts/lib/rebuild.ts).
 */
import { ensureDatabase } from './lib/database.ts';
import { childEnv, runCommand, startCommand } from './lib/run.ts';
import { innerPortFor, startHostRouter } from './lib/host-router.ts';
import { buildsRootFor, rebuildSite } from './lib/rebuild.ts';
import { closeDb, describeDatabase } from '../src/server/db/client.ts';
import { getEnv } from '../src/server/env.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { isSeeded, seedAll } from '../src/server/seed/seed.ts';
import { isSiteStale } from '../src/server/site-state.ts';

const port = Number(process.env.PORT || 8888);
const log = (line: string) => console.log(`[start] ${line}`);

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
await rebuildSite({ link: 'dist', buildsRoot, env, log });
await closeDb();

log(`serving http://localhost:${port} (site and /api functions; live websites at http://{slug}.localhost:${port})`);
// netlify dev listens behind the host router, which sends live-website hosts to the live-sites function.
const server = startCommand('netlify', ['dev', '--offline', '--port', String(innerPortFor(port)), '--dir', 'dist', '--functions', 'functions'], env);
const router = await startHostRouter(port, innerPortFor(port));

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
    server.kill('SIGTERM');
    router.close();
    await closeDb().catch(() => undefined);
    await owned?.stop().catch(() => undefined);
  }
  process.exit(code);
}
server.once('exit', (code) => void shutdown(code ?? 0));
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
