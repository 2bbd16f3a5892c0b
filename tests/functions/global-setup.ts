// Gives the function tests a real database: the one the test runner already serves on DB_PORT,
// or a fresh in-memory PGlite (migrated and seeded) when vitest runs on its own.
import { getEnv } from '../../src/server/env.ts';
import { isPortOpen, startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/server/db/embedded.ts';
import { closeDb } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { seedAll } from '../../src/server/seed/seed.ts';

let owned: EmbeddedDatabase | undefined;

export async function setup(): Promise<void> {
  process.env.DB_PORT ||= '54339';
  const env = getEnv();
  if (env.databaseUrl || (await isPortOpen(env.embeddedDbPort))) return;
  owned = await startEmbeddedDatabase({ dataDir: 'memory://', port: env.embeddedDbPort });
  await migrate();
  await seedAll('content');
  await closeDb();
}

export async function teardown(): Promise<void> {
  await owned?.stop();
}
