// The embedded database serves many connections on one backend (src/server/db/embedded.ts, wire-queue.ts):
// concurrent queries and transactions must each get their own results, whatever the TCP chunks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/server/db/embedded.ts';

let db: EmbeddedDatabase;
const clients: pg.Client[] = [];
const connect = async () => {
  const client = new pg.Client({ connectionString: db.url });
  client.on('error', () => undefined);
  await client.connect();
  return client;
};

beforeAll(async () => {
  db = await startEmbeddedDatabase({ dataDir: 'memory://', port: 0 });
  for (let i = 0; i < 6; i++) clients.push(await connect());
  await clients[0]!.query('CREATE TABLE entries (id int PRIMARY KEY, owner int NOT NULL, body text NOT NULL)');
}, 60_000);

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  await db?.stop();
});

describe('concurrent connections to the embedded database', () => {
  it('each query gets its own statement’s rows, also when a large parameter spans several TCP chunks', async () => {
    const mixed: string[] = [];
    await Promise.all(
      clients.map(async (client, i) => {
        for (let k = 0; k < 24; k++) {
          const value = `${i}-${k}-${'x'.repeat(k % 3 === 0 ? 300_000 : 10)}`;
          const { rows } = await client.query(`SELECT $1::text AS value, ${i}::int AS client_${i}`, [value]);
          if (rows[0]?.value !== value || rows[0]?.[`client_${i}`] !== i)
            mixed.push(`client ${i} query ${k} got ${Object.keys(rows[0] ?? {}).join(',')}`);
        }
      }),
    );
    expect(mixed).toEqual([]);
  }, 60_000);

  it('transactions see their own writes only, and a rollback leaves nothing', async () => {
    const wrong: string[] = [];
    await Promise.all(
      clients.map(async (client, i) => {
        for (let k = 0; k < 12; k++) {
          const id = i * 1000 + k;
          await client.query('BEGIN');
          await client.query('INSERT INTO entries (id, owner, body) VALUES ($1, $2, $3)', [
            id,
            i,
            'y'.repeat(k % 4 === 0 ? 200_000 : 5),
          ]);
          const { rows } = await client.query('SELECT count(*)::int AS n FROM entries WHERE owner = $1', [i]);
          const expected = Math.ceil(k / 2) + 1; // the committed even ones so far, and this one
          if (rows[0]?.n !== expected) wrong.push(`client ${i} step ${k}: ${rows[0]?.n} rows, expected ${expected}`);
          await client.query(k % 2 === 0 ? 'COMMIT' : 'ROLLBACK');
        }
      }),
    );
    expect(wrong).toEqual([]);
    const { rows } = await clients[0]!.query(
      'SELECT owner, count(*)::int AS n FROM entries GROUP BY owner ORDER BY owner',
    );
    expect(rows).toEqual(clients.map((_, owner) => ({ owner, n: 6 })));
  }, 60_000);

  it('one connection’s failing query does not swallow another’s', async () => {
    const results = await Promise.allSettled(
      clients.map((client, i) =>
        i % 2 === 0
          ? client.query(`SELECT 1 / ($1::int - $1::int) AS boom, '${'z'.repeat(300_000)}' AS pad`, [i])
          : client.query('SELECT $1::int AS n', [i]),
      ),
    );
    results.forEach((result, i) => {
      if (i % 2 === 0) expect(result.status).toBe('rejected');
      else expect(result).toMatchObject({ status: 'fulfilled', value: { rows: [{ n: i }] } });
    });
  }, 60_000);

  it('a connection that goes away inside a transaction leaves no lock or open transaction behind', async () => {
    const leaving = await connect();
    await leaving.query('BEGIN');
    await leaving.query('INSERT INTO entries (id, owner, body) VALUES (99999, 99, $1)', ['gone']);
    (leaving as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    const { rows } = await clients[1]!.query('SELECT count(*)::int AS n FROM entries WHERE owner = 99');
    expect(rows[0]?.n).toBe(0);
    await clients[2]!.query('BEGIN');
    await clients[2]!.query('INSERT INTO entries (id, owner, body) VALUES (99999, 98, $1)', ['kept']);
    await clients[2]!.query('COMMIT');
    expect((await clients[3]!.query('SELECT owner FROM entries WHERE id = 99999')).rows).toEqual([{ owner: 98 }]);
  }, 60_000);
});
