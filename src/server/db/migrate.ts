/**
 * Applies the versioned SQL files in ./migrations once each, in order, each in its own transaction,
 * and the data migrations below at their place in that order (recorded the same way; each is
 * idempotent, since files outside the database cannot share its transaction). Every step first takes one advisory
 * lock, so builds migrating one database at once apply each migration once and never fail each other.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { query, transaction } from './client.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** The advisory lock key migrations take (any number no other code uses). */
const MIGRATION_LOCK = 250_001;

/** Migrations that rewrite stored data with the application's own code (loaded only when pending). */
const DATA_MIGRATIONS: Record<string, (log: (line: string) => void) => Promise<unknown>> = {
  '0015_strip_invented_facts': async (log) =>
    (await import('../generation/strip-invented-facts.ts')).stripInventedFacts(log),
  '0024_strip_unasked_claims': async (log) =>
    (await import('../generation/strip-invented-facts.ts')).stripInventedFacts(log),
  // Issue 40: the editor's menu and shop items become catalogue records (once; a business with a catalogue is left).
  '0030_catalogue_from_site_copy': async (log) =>
    (await import('../shop/catalogue-from-site-copy.ts')).catalogueFromSiteCopy(log),
};

export async function migrate(log: (line: string) => void = () => undefined): Promise<string[]> {
  // The lock before anything else: two processes creating the table at once on an empty database fail one of them
  // (23505 on pg_type's unique index: CREATE TABLE IF NOT EXISTS is not safe against a concurrent create).
  await transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const applied = new Set(
    (await query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version),
  );
  const files = [
    ...(await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')),
    ...Object.keys(DATA_MIGRATIONS),
  ].sort();
  const newlyApplied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    if (applied.has(version)) continue;
    const data = DATA_MIGRATIONS[file];
    if (data) {
      // Claimed under the lock (one statement: the other site's build skips it), then run outside any transaction:
      // its statements use other connections of the pool, and on PGlite, where one connection's open transaction
      // holds the others back, running it inside the claim's transaction never finished. A failure gives the claim up.
      const claimed = await transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
        const { rows } = await tx.query(
          'INSERT INTO schema_migrations (version) VALUES ($1) ON CONFLICT DO NOTHING RETURNING version',
          [version],
        );
        return rows.length > 0;
      });
      if (!claimed) continue;
      await data(log).catch(async (error: unknown) => {
        await query('DELETE FROM schema_migrations WHERE version = $1', [version]);
        throw error;
      });
      log(`applied data migration ${version}`);
      newlyApplied.push(version);
      continue;
    }
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
    const ran = await transaction(async (tx) => {
      // Both Netlify sites migrate before they build (netlify.toml): one waits here for the other, then
      // skips what it applied. A transaction-level lock, so it also holds through Neon's pooled connections.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.rows.length) return false;
      await tx.query(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (!ran) continue;
    log(`applied migration ${version}`);
    newlyApplied.push(version);
  }
  return newlyApplied;
}
