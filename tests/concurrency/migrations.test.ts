// Both Netlify sites migrate during their builds, at the same time on one Neon database: migrations run at once on
// an empty database must all succeed and apply each migration once (the advisory lock comes first). Each call here
// runs on a connection of its own, as each build's process would.
import { afterAll, expect } from 'vitest';
import { closeDb, query } from '../../src/server/db/client.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { createDatabaseOn, realPostgresPort } from '../fixtures/real-postgres.ts';
import { race } from './race.ts';

const suiteDatabase = process.env.DATABASE_URL;

/** Points the database seam at `url` (a new pool), for this file only. */
async function useDatabase(url: string | undefined): Promise<void> {
  await closeDb();
  process.env.DATABASE_URL = url;
  resetEnvCache();
}
afterAll(() => useDatabase(suiteDatabase));

for (const calls of [2, 4]) {
  race(`${calls} migrations at once on an empty database all succeed, each migration applied once`, async (attempt) => {
    await useDatabase(await createDatabaseOn(realPostgresPort(), `migrate_race_${calls}_${attempt}`, { fresh: true }));
    const outcomes = await Promise.allSettled(Array.from({ length: calls }, () => migrate()));
    for (const outcome of outcomes)
      expect(outcome.status, String((outcome as PromiseRejectedResult).reason)).toBe('fulfilled');
    const applied = (outcomes as PromiseFulfilledResult<string[]>[]).flatMap((o) => o.value);
    const versions = (await query<{ version: string }>('SELECT version FROM schema_migrations')).map((r) => r.version);
    expect(applied.sort()).toEqual(versions.sort());
    expect(versions.length).toBeGreaterThan(15);
  });
}
