/**
 * Durability check (issue 12): `npm run bench:durability`.
 * Starts its own `npm start` (own ports and data folder, .data/durability), sends a burst of review
 * and lead posts (each with its own email, and each worker from its own loopback address, 127.0.x.y:
 * the front door counts the connection's address, so the per-address limit applies per worker as it
 * would per visitor), SIGKILLs the whole `npm start` process group in the
 * middle of the burst, starts it again on the same data, and checks that every post that got a 2xx
 * is stored, and that no stored post is half-written (every field as sent).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const PORT = Number(process.env.DURABILITY_PORT || 8877);
const DB_PORT = Number(process.env.DURABILITY_DB_PORT || 54377);
const DATA_DIR = '.data/durability';
const WORKERS = Number(process.env.WORKERS || 24);
const KILL_AFTER_MS = Number(process.env.KILL_AFTER_MS || 8000); // after the first answers: a call through netlify dev takes about half a second
const BASE = `http://127.0.0.1:${PORT}`;
const LISTING = 'barrhead-golden-wheat-bakery';
const log = (line: string) => console.log(`[durability] ${line}`);

mkdirSync(DATA_DIR, { recursive: true });
const serverLog = createWriteStream(`${DATA_DIR}/npm-start.log`, { flags: 'a' });

function startServer(): ChildProcess {
  // Its own process group, so one SIGKILL reaches npm, tsx, the database and netlify dev at once.
  const child = spawn('npm', ['start'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(PORT), DB_PORT: String(DB_PORT), DATA_DIR, REBUILD_INTERVAL_SECONDS: '3600' },
  });
  child.stdout?.pipe(serverLog, { end: false });
  child.stderr?.pipe(serverLog, { end: false });
  return child;
}

async function waitReady(timeoutMs = 900_000): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const res = await fetch(`${BASE}/api/tool/retrieve-all`, { signal: AbortSignal.timeout(3000) }).catch(
      () => undefined,
    );
    if (res?.status === 200) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`npm start did not answer within ${timeoutMs / 1000} s (see ${DATA_DIR}/npm-start.log)`);
}

/** POSTs from a given loopback source address (Linux routes all of 127.0.0.0/8 to loopback). */
function post(path: string, payload: string, localAddress: string): Promise<number | undefined> {
  return new Promise((resolve) => {
    const req = http.request(
      `${BASE}${path}`,
      {
        method: 'POST',
        localAddress,
        timeout: 20_000,
        headers: { 'content-type': 'application/json', origin: BASE, 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(undefined));
    req.end(payload);
  });
}

interface Sent {
  tag: string;
  kind: 'review' | 'lead';
  email: string;
  status: number | 'lost';
}

function body(kind: 'review' | 'lead', tag: string, email: string): string {
  const data = {
    type: kind === 'review' ? 'directory-review' : 'create-lead',
    business_id: LISTING,
    firstName: 'Durable',
    lastName: 'Visitor',
    email,
    message: `Checking that this ${kind} survives a crash, note ${tag}.`,
    ...(kind === 'review' ? { rating: 4 } : {}),
  };
  return JSON.stringify({
    mail_type: 'internal',
    mail_history: {
      sender: { type: 'visitor', id: null },
      sender_name: 'Durable Visitor',
      mail_to: 'Bakery',
      mail_title: kind === 'review' ? 'rating' : 'lead',
      mail_content: '<p>Checking</p>',
    },
    message_type: 'new-mail',
    additional_function: JSON.stringify(data),
  });
}

async function burst(stopAt: () => boolean): Promise<Sent[]> {
  const sent: Sent[] = [];
  let n = 0;
  let worker = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      // Each worker is a visitor of its own; new addresses once a worker nears the per-address limit.
      const id = ++worker;
      let posts = 0;
      while (!stopAt()) {
        const address = `127.0.${id}.${2 + Math.floor(posts++ / 8)}`;
        const kind = n++ % 2 === 0 ? 'review' : 'lead';
        const tag = randomUUID();
        const email = `durable-${tag.slice(0, 8)}@example.ca`;
        const status = await post('/api/bloc-mail/create-new-bloc-mail', body(kind, tag, email), address);
        sent.push({ tag, kind, email, status: status ?? 'lost' });
        if (!status) await new Promise((r) => setTimeout(r, 50));
      }
    }),
  );
  return sent;
}

let server = startServer();
log(`first start (port ${PORT}, database ${DB_PORT}, data ${DATA_DIR})…`);
log(`ready after ${Math.round((await waitReady()) / 1000)} s`);
let killed = false;
const burstStarted = Date.now();
const killer = setTimeout(() => {
  log(`SIGKILL to the npm start process group ${server.pid} after ${KILL_AFTER_MS} ms of the burst`);
  process.kill(-server.pid!, 'SIGKILL');
  killed = true;
}, KILL_AFTER_MS);
const sent = await burst(() => killed && Date.now() - burstStarted > KILL_AFTER_MS + 1000);
clearTimeout(killer);
const ok = sent.filter((s) => typeof s.status === 'number' && s.status >= 200 && s.status < 300);
const statuses: Record<string, number> = {};
for (const s of sent) statuses[String(s.status)] = (statuses[String(s.status)] ?? 0) + 1;
log(`burst: ${sent.length} posts, answers ${JSON.stringify(statuses)}`);

await new Promise((r) => setTimeout(r, 2000));
server = startServer();
const restartMs = await waitReady();
log(`restarted on the same data; serving again after ${Math.round(restartMs / 1000)} s`);

process.env.DB_PORT = String(DB_PORT);
process.env.DATA_DIR = DATA_DIR;
const { query, closeDb } = await import('../src/server/db/client.ts');
const tags = sent.map((s) => s.tag);
// Only this run's rows (earlier runs used the same data folder).
const since = new Date(burstStarted - 5000);
const reviews = await query<{ message: string; email: string; first_name: string; last_name: string; rating: number }>(
  `SELECT message, email, first_name, last_name, rating FROM reviews WHERE message LIKE 'Checking that this review survives a crash%' AND created_at >= $1`,
  [since],
);
const leads = await query<{ message: string; email: string; first_name: string; last_name: string }>(
  `SELECT message, email, first_name, last_name FROM messages WHERE message LIKE 'Checking that this lead survives a crash%' AND created_at >= $1`,
  [since],
);
const stored = new Map<string, Record<string, unknown>>();
for (const row of [...reviews, ...leads]) {
  const tag = /note ([0-9a-f-]{36})\.$/.exec(row.message)?.[1];
  if (tag) stored.set(tag, row);
}
const missing = ok.filter((s) => !stored.has(s.tag));
const bySent = new Map(sent.map((s) => [s.tag, s]));
const halfWritten = [...stored.entries()].filter(([tag, row]) => {
  const s = bySent.get(tag);
  return (
    !s ||
    row.email !== s.email ||
    row.first_name !== 'Durable' ||
    row.last_name !== 'Visitor' ||
    ('rating' in row && row.rating !== 4)
  );
});
const storedWithout2xx = tags.filter((t) => stored.has(t) && !ok.some((s) => s.tag === t)).length;
log(
  `stored after restart: ${stored.size} (${reviews.length} reviews, ${leads.length} leads); 2xx answers: ${ok.length}; 2xx missing: ${missing.length}; half-written rows: ${halfWritten.length}; stored but answer lost in the crash: ${storedWithout2xx}`,
);
await closeDb();
process.kill(-server.pid!, 'SIGTERM');
await new Promise((r) => setTimeout(r, 3000));
process.exit(missing.length === 0 && halfWritten.length === 0 && ok.length > 0 ? 0 : 1);
