// The concurrency suite's database: `npm test` (scripts/test-postgres.ts) gives it DATABASE_URL, already migrated and
// seeded; run alone (`npx vitest run --project concurrency`), it starts the real PostgreSQL server itself.
import { closeDb } from '../../src/server/db/client.ts';
import { isPortOpen } from '../../src/server/db/embedded.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { seedAll } from '../../src/server/seed/seed.ts';
import { createDatabaseOn, realPostgresPort, startRealPostgres, type RealPostgres } from '../fixtures/real-postgres.ts';

let owned: RealPostgres | undefined;

export async function setup(): Promise<void> {
  // Enough connections for 50 calls at once to reach the server together, as 50 function instances would.
  process.env.DB_POOL_MAX ||= '60';
  if (process.env.DATABASE_URL) return;
  const port = realPostgresPort();
  if (!(await isPortOpen(port))) owned = await startRealPostgres({ port });
  process.env.DATABASE_URL = await createDatabaseOn(port, 'main_street_concurrency');
  process.env.DATABASE_DRIVER = 'pg';
  resetEnvCache();
  await migrate();
  await seedAll('content');
  await closeDb();
}

export async function teardown(): Promise<void> {
  await owned?.stop();
}
