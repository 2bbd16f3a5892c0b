/**
 * `npm run test:postgres`: a vitest project (`functions` by default; `--project concurrency` for the concurrency
 * suite) on the real PostgreSQL 17 server of tests/fixtures/real-postgres.ts, through node-postgres. The server is
 * the one already listening on TEST_POSTGRES_PORT (`npm test` starts it), else one started here and stopped at the
 * end. The project's database there (`main_street_PROJECT`) is made afresh, migrated and seeded; with
 * TEST_POSTGRES_KEEP=1 the last run's is kept and migrated and seeded again, which shows whether the tests need a
 * freshly seeded database (docs/testing.md lists those that still do). Other arguments go to vitest (e.g. a file).
 */
import { readFileSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isPortOpen } from '../src/server/db/embedded.ts';
import { closeDb } from '../src/server/db/client.ts';
import { resetEnvCache } from '../src/server/env.ts';
import { migrate } from '../src/server/db/migrate.ts';
import { seedAll } from '../src/server/seed/seed.ts';
import {
  createDatabaseOn,
  realPostgresPort,
  startRealPostgres,
  type RealPostgres,
} from '../tests/fixtures/real-postgres.ts';
import { childEnv, runCommand } from './lib/run.ts';

const { values, positionals } = parseArgs({
  options: { project: { type: 'string', default: 'functions' } },
  allowPositionals: true,
});
const project = values.project!;
const port = realPostgresPort();
const resultsFile = `.data/test-postgres-${project}-${port}.json`;
const log = (line: string) => console.log(`[test:postgres] ${line}`);

rmSync(resultsFile, { force: true }); // a result file left by an earlier run must not speak for this one
const started = Date.now();
let owned: RealPostgres | undefined;
let exitCode = 0;
try {
  if (!(await isPortOpen(port))) owned = await startRealPostgres({ port, log });
  const url = await createDatabaseOn(port, `main_street_${project}`, { fresh: process.env.TEST_POSTGRES_KEEP !== '1' });
  const pgEnv = {
    DATABASE_URL: url,
    DATABASE_DRIVER: 'pg',
    NEON_WS_PROXY: undefined,
    TEST_POSTGRES_PORT: String(port),
  };
  Object.assign(process.env, pgEnv);
  resetEnvCache();
  await migrate();
  await seedAll('content');
  await closeDb();
  log(`PostgreSQL 17 on 127.0.0.1:${port}, database main_street_${project} migrated and seeded`);
  const vitestArgs = [
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
  ];
  await runCommand('vitest', [...vitestArgs, ...positionals], childEnv(pgEnv));
} catch (error) {
  console.error(`[test:postgres] ${(error as Error).message}`);
  exitCode = 1;
} finally {
  await owned?.stop();
}
const summary = readSummary();
log(`${summary.text} on PostgreSQL 17 in ${Math.round((Date.now() - started) / 1000)} s`);
// The results decide, not only vitest's exit code: a failing test was once reported here with an exit code of 0.
process.exit(exitCode || (summary.failed === 0 ? 0 : 1));

function readSummary(): { text: string; failed: number } {
  try {
    const r = JSON.parse(readFileSync(resultsFile, 'utf8')) as Record<string, number>;
    const failed = (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0);
    return {
      text: `tests: ${r.numPassedTests} passed, ${r.numFailedTests} failing, ${r.numPendingTests} skipped`,
      failed,
    };
  } catch {
    return { text: 'tests: no results', failed: Number.NaN };
  }
}
