/**
 * The one database seam. Only this module chooses the driver:
 *  - DATABASE_URL on a Neon host  -> @neondatabase/serverless (WebSocket pool, fine in functions)
 *  - any other postgres:// URL    -> node-postgres
 *  - no DATABASE_URL              -> node-postgres to the embedded PGlite server that
 *                                    `npm start` / the scripts / the tests run (src/server/db/embedded.ts)
 */
import pg from 'pg';
import { Pool as NeonPool } from '@neondatabase/serverless';
import { getEnv } from '../env.ts';

export type SqlValue = string | number | boolean | null | Date | string[] | number[] | Record<string, unknown> | unknown[];

export interface Queryable {
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<{ rows: T[]; rowCount: number | null }>;
}

interface PoolLike extends Queryable {
  connect(): Promise<Queryable & { release(): void }>;
  end(): Promise<void>;
}

let pool: PoolLike | undefined;

export function embeddedDatabaseUrl(port = getEnv().embeddedDbPort): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export function describeDatabase(): string {
  const url = getEnv().databaseUrl;
  if (!url) return `embedded PGlite on 127.0.0.1:${getEnv().embeddedDbPort}`;
  return isNeonUrl(url) ? 'Neon (serverless driver)' : 'PostgreSQL (node-postgres)';
}

function isNeonUrl(url: string): boolean {
  try {
    return new URL(url).hostname.endsWith('.neon.tech');
  } catch {
    return false;
  }
}

function createPool(): PoolLike {
  const url = getEnv().databaseUrl;
  if (url && isNeonUrl(url)) {
    return new NeonPool({ connectionString: url }) as unknown as PoolLike;
  }
  // The embedded server runs one query at a time on one PGlite instance, so more connections buy
  // nothing: two per process (about 35 function processes under netlify dev, plus the build and the
  // scripts) stay far below its limit (EMBEDDED_MAX_CONNECTIONS). Extra queries wait in the pool's
  // queue instead of failing.
  const max = Number(process.env.DB_POOL_MAX) || (url ? 10 : 2);
  // allowExitOnIdle: netlify dev runs every call in a new worker thread, which would otherwise stay
  // alive (with its heap and connections) until the idle timeout; it now ends once the answer is out.
  const p = new pg.Pool({ connectionString: url ?? embeddedDatabaseUrl(), max, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  p.on('error', (error) => console.error('[db] idle client error', error.message));
  return p as unknown as PoolLike;
}

function getPool(): PoolLike {
  pool ??= createPool();
  return pool;
}

/** The pool itself, for code that takes any Queryable (a transaction or not). */
export function pooled(): Queryable {
  return getPool();
}

/** Runs one parameterised statement. */
export async function query<T extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params: readonly unknown[] = [],
): Promise<T[]> {
  try {
    const result = await getPool().query<T>(text, params);
    return result.rows;
  } catch (error) {
    throw explainConnectionError(error);
  }
}

/** Runs `work` in one transaction: all of it is written, or none of it. */
export async function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  let client: (Queryable & { release(): void }) | undefined;
  try {
    client = await getPool().connect();
  } catch (error) {
    throw explainConnectionError(error);
  }
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export async function closeDb(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.end();
}

function explainConnectionError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'ECONNREFUSED' && !getEnv().databaseUrl) {
    return new Error(
      `The embedded database is not running on port ${getEnv().embeddedDbPort}. ` +
        'Start the platform with `npm start`, or run the command through `npm run with-db -- <command>`.',
      { cause: error },
    );
  }
  return error;
}
