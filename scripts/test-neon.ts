/**
 * `npm run test:neon`: the function tests (vitest project `functions`) through the production
 * driver, @neondatabase/serverless, exactly as a `*.neon.tech` DATABASE_URL would take them in
 * src/server/db/client.ts, but reaching a fresh in-memory embedded database (PGlite) through a
 * local WebSocket-to-TCP proxy (tests/fixtures/neon-ws-proxy.ts) instead of Neon's own:
 *   DATABASE_DRIVER=neon, NEON_WS_PROXY=ws://127.0.0.1:PROXY/v2 (neon-driver.ts sets the driver's
 *   wsProxy, useSecureWebSocket=false, pipelineConnect=false, pipelineTLS=false from it).
 * The schema is migrated and the content seeded through the same driver, as `npm run db:migrate`
 * does in a Netlify build. Ports: TEST_DB_PORT+2 (database) and +3 (proxy), or NEON_TEST_DB_PORT /
 * NEON_TEST_PROXY_PORT. Arguments go to vitest (e.g. a test file).
 */
import { readFileSync } from 'node:fs';
import { startEmbeddedDatabase, isPortOpen } from '../src/server/db/embedded.ts';
import { closeDb, describeDatabase } from '../src/server/db/client.ts';
import { resetEnvCache } from '../src/server/env.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedAll } from '../src/server/seed/seed.ts';
import { startNeonWsProxy } from '../tests/fixtures/neon-ws-proxy.ts';
import { childEnv, runCommand } from './lib/run.ts';

const base = Number(process.env.TEST_DB_PORT || 54339);
const dbPort = Number(process.env.NEON_TEST_DB_PORT || base + 2);
const proxyPort = Number(process.env.NEON_TEST_PROXY_PORT || base + 3);
const resultsFile = `.data/test-neon-${dbPort}.json`;
const log = (line: string) => console.log(`[test:neon] ${line}`);

for (const port of [dbPort, proxyPort]) {
  if (await isPortOpen(port)) {
    console.error(
      `[test:neon] port ${port} is busy: stop the other run, or set NEON_TEST_DB_PORT / NEON_TEST_PROXY_PORT.`,
    );
    process.exit(1);
  }
}

const started = Date.now();
const db = await startEmbeddedDatabase({ dataDir: 'memory://', port: dbPort });
const proxy = await startNeonWsProxy({ port: proxyPort, allow: [`127.0.0.1:${dbPort}`] });
const neonEnv = { DATABASE_URL: db.url, DATABASE_DRIVER: 'neon', NEON_WS_PROXY: proxy.url };
let exitCode = 0;
try {
  Object.assign(process.env, neonEnv);
  resetEnvCache();
  await migrate();
  await seedAll('content');
  await closeDb();
  log(`database migrated and seeded through ${describeDatabase()} (${proxy.url})`);
  const vitestArgs = [
    'run',
    '--project',
    'functions',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
  ];
  await runCommand('vitest', [...vitestArgs, ...process.argv.slice(2)], childEnv(neonEnv));
} catch (error) {
  console.error(`[test:neon] ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await proxy.close();
  await db.stop();
}

// Proof that the queries went through the proxy (a run that fell back to node-postgres opens none).
const summary = readSummary();
log(
  `${summary} through the Neon driver in ${Math.round((Date.now() - started) / 1000)} s; ` +
    `${proxy.connections()} WebSocket connections through the proxy`,
);
if (proxy.connections() === 0) {
  console.error('[test:neon] no connection went through the WebSocket proxy: the Neon driver was not used.');
  exitCode = 1;
}
process.exit(exitCode);

function readSummary(): string {
  try {
    const r = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, number>;
    return `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failing, ${r.numPendingTests} skipped`;
  } catch {
    return 'tests: no results';
  }
}
