/**
 * Gives a script a database: the configured DATABASE_URL, the embedded server another process
 * already owns, or — when nobody serves it yet — an embedded server owned by this process.
 */
import path from 'node:path';
import { getEnv } from '../../src/server/env.ts';
import { isPortOpen, startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/server/db/embedded.ts';

export async function ensureDatabase(): Promise<{ owned: EmbeddedDatabase | undefined }> {
  const env = getEnv();
  if (env.databaseUrl) return { owned: undefined };
  if (await isPortOpen(env.embeddedDbPort)) return { owned: undefined };
  const dataDir = process.env.PGLITE_DIR || path.join(env.dataDir, 'pglite');
  const owned = await startEmbeddedDatabase({ dataDir, port: env.embeddedDbPort });
  return { owned };
}
