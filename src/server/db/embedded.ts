/**
 * The embedded database: one PGlite (PostgreSQL in WebAssembly) instance served over the
 * Postgres wire protocol on 127.0.0.1, so the build, the functions and the scripts all talk to
 * it as to any PostgreSQL server while exactly one process owns the data directory.
 */
import net from 'node:net';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { serializeConnections, type SocketQueryQueue } from './wire-queue.ts';

/**
 * Connections are cheap here (queries are queued and run one at a time anyway); the limit only
 * bounds sockets. Each process's pool keeps at most 2 (client.ts), so ~35 functions use ~70.
 */
export const EMBEDDED_MAX_CONNECTIONS = 256;

export interface EmbeddedDatabase {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** True when something already accepts connections on the port (another owner is serving). */
export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts the owner process's server. `dataDir` of 'memory://' keeps everything in memory (tests).
 */
export async function startEmbeddedDatabase(options: { dataDir: string; port: number }): Promise<EmbeddedDatabase> {
  const dataDir = options.dataDir === 'memory://' ? 'memory://' : path.resolve(options.dataDir);
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  // btree_gist: the bookings' exclusion constraint (migration 0036); Neon and PostgreSQL 17 ship it too.
  const db = await PGlite.create(dataDir, { extensions: { btree_gist } });
  const server = new PGLiteSocketServer({
    db,
    port: options.port,
    host: '127.0.0.1',
    maxConnections: EMBEDDED_MAX_CONNECTIONS,
  });
  // Each query's messages together, never interleaved with another connection's (wire-queue.ts).
  serializeConnections((server as unknown as { queryQueue: SocketQueryQueue }).queryQueue, db);
  await server.start();
  const port = (server as unknown as { port: number }).port; // the one chosen when options.port is 0
  return {
    port,
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
