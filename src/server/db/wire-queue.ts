/**
 * One connection at a time on the embedded database's single backend, from a query's first message to its end.
 *
 * @electric-sql/pglite-socket (0.2.x) runs every connection's wire messages through one queue, one message at a
 * time, and keeps a connection to itself only inside an explicit transaction (BEGIN … COMMIT). But a query of the
 * extended protocol is several messages (Parse, Bind, Describe, Execute, then Sync), and the backend keeps the
 * unnamed statement and portal between them: when a query's messages arrive in more than one TCP chunk (a large
 * parameter, such as a site spec), another connection's whole query ran in between, and the first one's Bind then
 * bound its parameters to the other's statement — one connection received rows of another's query (tests/unit/
 * embedded-concurrency.test.ts). After an error the backend also skips every message up to the next Sync, which
 * would have swallowed another connection's query. And a failed message left the queue stopped for good.
 *
 * `serializeConnections` replaces the queue's scheduling: a connection that has begun an extended-protocol batch
 * (or a transaction) keeps the backend until its Sync (or COMMIT/ROLLBACK); a connection that goes away in the
 * middle is closed with a Sync (and a ROLLBACK when in a transaction) so the next one starts clean.
 */
import type { PGlite } from '@electric-sql/pglite';

interface QueueItem {
  handlerId: number;
  message: Uint8Array;
  resolve(bytes: number): void;
  reject(error: unknown): void;
  onData(data: Uint8Array): void;
}

/** The parts of pglite-socket's QueryQueueManager this replaces (its fields are public in the JavaScript). */
export interface SocketQueryQueue {
  queue: QueueItem[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue(): Promise<void>;
  clearTransactionIfNeeded(handlerId: number): Promise<void>;
}

/** Messages that open (or continue) an extended-protocol batch, which only Sync ends: Parse, Bind, Describe, Execute, Close, Flush. */
const BATCH = new Set([...'PBDECH'].map((c) => c.charCodeAt(0)));

/** A frontend message: its type byte, then its length (itself included) and body. */
export function wireMessage(type: string, body = ''): Uint8Array {
  const text = Buffer.from(body ? `${body}\0` : '', 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write(type, 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return new Uint8Array(message);
}

const SYNC = wireMessage('S');
const ROLLBACK = wireMessage('Q', 'ROLLBACK');

export function serializeConnections(queue: SocketQueryQueue, db: PGlite): void {
  /** The connection that holds the backend (an open batch or transaction), or null. */
  let owner: number | null = null;
  /** Connections that went away while they held it: their next (and last) item is the closing Sync. */
  const closing = new Set<number>();

  const run = async (message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> => {
    let bytes = 0;
    await db.runExclusive(() =>
      db.execProtocolRawStream(message, {
        onRawData: (data) => {
          bytes += data.length;
          onData(data);
        },
      }),
    );
    return bytes;
  };

  queue.processQueue = async function processQueue(this: SocketQueryQueue): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const index = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner);
        if (index === -1) break; // the owner's next message has not arrived yet: everyone else waits
        const item = this.queue.splice(index, 1)[0]!;
        try {
          const bytes = await run(item.message, item.onData);
          if (closing.delete(item.handlerId)) {
            if (db.isInTransaction()) await run(ROLLBACK, () => undefined);
            owner = null;
          } else {
            owner = BATCH.has(item.message[0] ?? 0) || db.isInTransaction() ? item.handlerId : null;
          }
          this.lastHandlerId = item.handlerId;
          item.resolve(bytes);
        } catch (error) {
          if (owner === item.handlerId) closing.delete(item.handlerId);
          owner = null;
          item.reject(error);
        }
      }
    } finally {
      this.processing = false;
    }
  };

  // Called when a connection goes away (after its queued messages were dropped).
  queue.clearTransactionIfNeeded = async function clearTransactionIfNeeded(
    this: SocketQueryQueue,
    handlerId: number,
  ): Promise<void> {
    if (owner !== handlerId || closing.has(handlerId)) return;
    closing.add(handlerId);
    await new Promise<number>((resolve, reject) => {
      this.queue.unshift({ handlerId, message: SYNC, resolve, reject, onData: () => undefined });
      void this.processQueue();
    }).catch(() => undefined);
  };
}
