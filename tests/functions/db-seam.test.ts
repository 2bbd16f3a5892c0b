// The database seam through the production driver (@neondatabase/serverless, via a local WebSocket
// proxy to this run's database) answers exactly as node-postgres does: values, errors, transactions,
// and a pool that survives its process being frozen between function invocations.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { closeDb, describeDatabase, query, STALE_POOL_MS, transaction } from '../../src/server/db/client.ts';
import { getEnv, resetEnvCache } from '../../src/server/env.ts';
import { startNeonWsProxy, type NeonWsProxy } from '../fixtures/neon-ws-proxy.ts';

const VALUES = `SELECT 9007199254740993::int8 AS big, count(*) AS n, 12.50::numeric AS price, 2.5::float8 AS ratio,
  DATE '2026-03-01' AS day, TIMESTAMPTZ '2026-03-01 12:00:00+00' AS at, '{"a":[1,"x"],"b":null}'::jsonb AS doc,
  ARRAY['a','b c']::text[] AS tags, ARRAY[1,2]::int[] AS nums, true AS yes, NULL::text AS nothing,
  '\\x0102'::bytea AS bin, '550e8400-e29b-41d4-a716-446655440000'::uuid AS id FROM (VALUES (1)) v`;
const PARAMS =
  'SELECT $1::int AS i, $2::jsonb AS j, $3::text[] AS t, $4::timestamptz AS d, $5::text AS s, $6::bool AS b';
const PARAM_VALUES = [5, JSON.stringify({ k: [1, 2] }), ['x', 'y,z'], new Date('2026-01-02T03:04:05Z'), null, false];

const saved = { ...process.env };
const databaseUrl =
  getEnv().databaseUrl ?? `postgres://postgres:postgres@127.0.0.1:${getEnv().embeddedDbPort}/postgres`;
let proxy: NeonWsProxy;
let direct: pg.Client;

beforeAll(async () => {
  const { hostname, port } = new URL(databaseUrl);
  proxy = await startNeonWsProxy({ port: 0, allow: [`${hostname}:${port}`] });
  direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  await closeDb();
  Object.assign(process.env, { DATABASE_URL: databaseUrl, DATABASE_DRIVER: 'neon', NEON_WS_PROXY: proxy.url });
  resetEnvCache();
});

afterAll(async () => {
  await closeDb();
  process.env = saved;
  resetEnvCache();
  await direct.end();
  await proxy.close();
});

async function errorOf(run: () => Promise<unknown>) {
  const error = (await run().then(
    () => undefined,
    (e: unknown) => e,
  )) as Record<string, unknown> | undefined;
  expect(error).toBeInstanceOf(Error);
  const { code, constraint, severity, detail, table } = error!;
  return { code, constraint, severity, detail, table, message: (error as unknown as Error).message };
}

describe('the database seam through the Neon driver', () => {
  it('uses the Neon driver through the proxy', async () => {
    expect(describeDatabase()).toContain('Neon serverless driver');
    const before = proxy.connections();
    await query('SELECT 1');
    expect(proxy.connections()).toBeGreaterThan(before);
  });

  it('returns every type as node-postgres does (int8 and numeric as strings, dates as Date, jsonb parsed)', async () => {
    const [neon] = await query(VALUES);
    const { rows } = await direct.query(VALUES);
    expect(neon).toEqual(rows[0]);
    expect(neon).toMatchObject({
      big: '9007199254740993',
      n: '1',
      price: '12.50',
      ratio: 2.5,
      doc: { a: [1, 'x'], b: null },
    });
    expect(neon!.day).toBeInstanceOf(Date);
    expect((neon!.at as Date).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(await query(PARAMS, PARAM_VALUES)).toEqual((await direct.query(PARAMS, PARAM_VALUES)).rows);
  });

  it('reports errors with the same SQLSTATE code, constraint and message', async () => {
    const table = `seam_probe_${process.pid}`;
    await direct.query(`CREATE TABLE ${table} (id int PRIMARY KEY, n int CHECK (n > 0))`);
    try {
      await direct.query(`INSERT INTO ${table} VALUES (1, 1)`);
      const statements = [
        `INSERT INTO ${table} VALUES (1, 2)`,
        `INSERT INTO ${table} VALUES (2, 0)`,
        `SELECT 'x'::int`,
        'SELECT * FROM no_such_table',
      ];
      for (const sql of statements) {
        const neon = await errorOf(() => query(sql));
        expect(neon).toEqual(await errorOf(() => direct.query(sql)));
        expect(neon.code).toMatch(/^[0-9A-Z]{5}$/);
      }
      expect((await errorOf(() => query(statements[0]!))).constraint).toBe(`${table}_pkey`);
    } finally {
      await direct.query(`DROP TABLE ${table}`);
    }
  });

  it('writes all of a transaction or none of it, and the pool goes on after a failed one', async () => {
    const table = `seam_tx_${process.pid}`;
    await query(`CREATE TABLE ${table} (id int PRIMARY KEY)`);
    try {
      await expect(
        transaction(async (tx) => {
          await tx.query(`INSERT INTO ${table} VALUES (1)`);
          await tx.query(`INSERT INTO ${table} VALUES (1)`);
        }),
      ).rejects.toMatchObject({ code: '23505' });
      await expect(
        transaction(async (tx) => {
          await tx.query(`INSERT INTO ${table} VALUES (2)`);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(
        await transaction(async (tx) => (await tx.query(`INSERT INTO ${table} VALUES (3) RETURNING id`)).rows),
      ).toEqual([{ id: 3 }]);
      expect(await query(`SELECT id FROM ${table} ORDER BY id`)).toEqual([{ id: 3 }]);
    } finally {
      await query(`DROP TABLE ${table}`);
    }
  });

  it('after its process was frozen past the idle timeout, a function does not wait on a dead connection', async () => {
    await query('SELECT 1');
    const opened = proxy.connections();
    // The server closed the connection while the process was frozen: it looks open, nothing comes back.
    const endDeadConnections = proxy.silenceConnections();
    const thawed = Date.now() + STALE_POOL_MS + 1_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => thawed);
    try {
      const answer = query<{ one: number }>('SELECT 1 AS one');
      const late = new Promise((_, reject) =>
        setTimeout(() => reject(new Error('the query waited on a dead connection')), 5_000),
      );
      expect(await Promise.race([answer, late])).toEqual([{ one: 1 }]);
    } finally {
      clock.mockRestore();
      endDeadConnections();
    }
    expect(proxy.connections()).toBe(opened + 1);
  });

  it('closeDb ends the pool: no connection stays open', async () => {
    await Promise.all([query('SELECT 1'), query('SELECT 2'), transaction((tx) => tx.query('SELECT 3'))]);
    await closeDb();
    await vi.waitFor(() => expect(proxy.openConnections()).toBe(0), { timeout: 5_000 });
  });
});
