/**
 * The one database seam. Only this module chooses the driver:
 *  - DATABASE_URL on a Neon host  -> @neondatabase/serverless (a Pool over WebSockets; neon-driver.ts)
 *  - any other postgres:// URL    -> node-postgres
 *  - no DATABASE_URL              -> node-postgres to the embedded PGlite server that
 *                                    `npm start` / the scripts / the tests run (src/server/db/embedded.ts)
 * DATABASE_DRIVER=neon|pg overrides the choice; with NEON_WS_PROXY the Neon driver reaches any
 * Postgres through a WebSocket proxy (how `npm run test:neon` runs the function tests through it).
 * Only the Pool is used, never the HTTP `neon()` query function: transactions here are interactive
 * (code runs between statements), which `neon().transaction()` (a fixed batch of queries) cannot do.
 */
import pg from 'pg';
import { getEnv, type AppEnv } from '../env.ts';
import { createNeonPool } from './neon-driver.ts';
import { insideReadOnlyDatabase } from './read-only.ts';

export type SqlValue =
  string | number | boolean | null | Date | string[] | number[] | Record<string, unknown> | unknown[];

export interface Queryable {
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<{ rows: T[]; rowCount: number | null }>;
}

interface PoolLike extends Queryable {
  connect(): Promise<Queryable & { release(error?: Error): void }>;
  end(): Promise<void>;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export type Driver = 'neon' | 'pg';

/** Idle connections close after this long. */
const IDLE_TIMEOUT_MS = 10_000;
/**
 * A pool unused for longer than its idle timeout (plus slack) was frozen: a function's process is
 * paused between invocations, its timers with it, while the server may have closed its sockets
 * (Neon closes them when the compute suspends). Such a pool is replaced before use rather than
 * handing out a dead connection, and no statement is ever retried.
 */
export const STALE_POOL_MS = IDLE_TIMEOUT_MS + 5_000;

let pool: PoolLike | undefined;
let inFlight = 0;
let lastUsed = 0;

export function embeddedDatabaseUrl(port = getEnv().embeddedDbPort): string {
  return `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
}

export function describeDatabase(): string {
  const url = getEnv().databaseUrl;
  const driver = chooseDriver() === 'neon' ? 'the Neon serverless driver' : 'node-postgres';
  return url
    ? `PostgreSQL through ${driver}`
    : `embedded PGlite on 127.0.0.1:${getEnv().embeddedDbPort} through ${driver}`;
}

/** Neon for a Neon host, node-postgres otherwise, unless DATABASE_DRIVER says which. */
export function chooseDriver(env: AppEnv = getEnv()): Driver {
  if (env.databaseDriver) return env.databaseDriver;
  return env.databaseUrl && isNeonUrl(env.databaseUrl) ? 'neon' : 'pg';
}

function isNeonUrl(url: string): boolean {
  try {
    return new URL(url).hostname.endsWith('.neon.tech');
  } catch {
    return false;
  }
}

function createPool(): PoolLike {
  const env = getEnv();
  const url = env.databaseUrl ?? embeddedDatabaseUrl();
  // The embedded server runs one query at a time on one PGlite instance, so more connections buy
  // nothing: two per process (about 35 function processes under netlify dev, plus the build and the
  // scripts) stay far below its limit (EMBEDDED_MAX_CONNECTIONS). Extra queries wait in the pool's
  // queue instead of failing.
  const max = Number(process.env.DB_POOL_MAX) || (env.databaseUrl ? 10 : 2);
  const p = (chooseDriver(env) === 'neon'
    ? createNeonPool({ connectionString: url, wsProxy: env.neonWsProxy, max, idleTimeoutMillis: IDLE_TIMEOUT_MS })
    : // allowExitOnIdle: netlify dev runs every call in a new worker thread, which would otherwise stay
      // alive (with its heap and connections) until the idle timeout; it now ends once the answer is out.
      new pg.Pool({
        connectionString: url,
        max,
        idleTimeoutMillis: IDLE_TIMEOUT_MS,
        allowExitOnIdle: true,
      })) as unknown as PoolLike;
  // Without a listener, an idle connection the server closes (a restart, Neon suspending) would be
  // an unhandled 'error' event and end the process; the pool drops that connection and goes on.
  p.on('error', (error) => console.error('[db] idle client error', error.message));
  return p;
}

function getPool(): PoolLike {
  if (pool && inFlight === 0 && Date.now() - lastUsed > STALE_POOL_MS) {
    const stale = pool;
    pool = undefined;
    stale.end().catch(() => undefined);
  }
  pool ??= createPool();
  return pool;
}

/** Counts work in flight, so a pool is only replaced while nothing uses it. */
async function using<T>(work: (p: PoolLike) => Promise<T>): Promise<T> {
  const current = getPool();
  inFlight += 1;
  try {
    return await work(current);
  } finally {
    inFlight -= 1;
    lastUsed = Date.now();
  }
}

/** One statement: on the pool, or alone in a read-only transaction inside `readOnlyDatabase`. */
function runStatement<T extends Record<string, unknown>>(text: string, params?: readonly unknown[]) {
  if (insideReadOnlyDatabase()) return transaction((tx) => tx.query<T>(text, params));
  return using((p) => p.query<T>(text, params));
}

/** Statements on the pool, for code that takes any Queryable (a transaction or not). */
export function pooled(): Queryable {
  return { query: (text, params) => runStatement(text, params) };
}

/** Runs one parameterised statement. */
export async function query<T extends Record<string, unknown> = Record<string, unknown>>(
  text: string,
  params: readonly unknown[] = [],
): Promise<T[]> {
  try {
    const result = await runStatement<T>(text, params);
    return result.rows;
  } catch (error) {
    throw explainConnectionError(error);
  }
}

/** Runs `work` in one transaction: all of it is written, or none of it. */
export async function transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
  return using(async (p) => {
    let client: (Queryable & { release(error?: Error): void }) | undefined;
    try {
      client = await p.connect();
    } catch (error) {
      throw explainConnectionError(error);
    }
    let broken: Error | undefined;
    try {
      await client.query(insideReadOnlyDatabase() ? 'BEGIN READ ONLY' : 'BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      // A connection whose ROLLBACK fails is in an unknown state: it is destroyed, not pooled.
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken);
    }
  });
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
