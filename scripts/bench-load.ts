/**
 * Load benchmark (issue 12): `npm run bench:load` against a running `npm start` on loopback.
 *  1. read APIs (directory search, tools, news, regional news): CONNECTIONS (200) connections for
 *     DURATION (30) seconds with autocannon;
 *  2. review posting (the §7 bloc-mail endpoint), same load, each post with its own email. Every
 *     post comes from 127.0.0.1 (the front door counts the connection's address), so past the
 *     per-address limit the answer is 429, by design; the in-process run below posts from many addresses;
 *     public GETs are answered by the front door's CDN stand-in as Netlify's CDN answers them;
 *  3. the same handlers called in-process (no emulator, no HTTP), to measure handler p99.
 * Reports p50/p99 latency, requests per second, errors (connection failures, timeouts) and 5xx.
 * Only loopback addresses are accepted: this is not a tool for loading other people's servers.
 */
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    duration: { type: 'string' },
    connections: { type: 'string' },
    'in-process-only': { type: 'boolean' },
  },
});
const BASE = values.url || process.env.BENCH_URL || `http://127.0.0.1:${process.env.PORT || 8888}`;
const DURATION = Number(values.duration || process.env.DURATION || 30);
const CONNECTIONS = Number(values.connections || process.env.CONNECTIONS || 200);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(new URL(BASE).hostname))
  throw new Error(`bench:load only runs against loopback, not ${BASE}`);

const READS = [
  '/api/business/directory/retrieve?entity=business&country=canada&state=alberta',
  '/api/business/directory/retrieve?entity=business&q=bakery',
  '/api/tool/retrieve-all',
  '/api/content/retrieve-news',
  '/api/region/canada/alberta/barrhead',
];

interface Figures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  s5xx: number;
  statuses: Record<string, number>;
}

function run(name: string, opts: autocannon.Options): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const statuses: Record<string, number> = {};
    const instance = autocannon({ ...opts, connections: CONNECTIONS, duration: DURATION, timeout: 30 }, (error, r) => {
      if (error) return reject(error);
      const s5xx = Object.entries(statuses)
        .filter(([s]) => s.startsWith('5'))
        .reduce((n, [, c]) => n + c, 0);
      resolve({
        name,
        requests: r.requests.total,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors,
        timeouts: r.timeouts,
        non2xx: r.non2xx,
        s5xx,
        statuses,
      });
    });
    instance.on(
      'response',
      (_client: unknown, status: number) => void (statuses[status] = (statuses[status] ?? 0) + 1),
    );
  });
}

function reviewBody(): string {
  const tag = randomUUID();
  const data = {
    type: 'directory-review',
    business_id: 'barrhead-golden-wheat-bakery',
    firstName: 'Load',
    lastName: 'Test',
    email: `load-${tag}@example.ca`,
    message: `Good bread and friendly staff, visit ${tag}.`,
    rating: 5,
  };
  return JSON.stringify({
    mail_type: 'internal',
    mail_history: {
      sender: { type: 'visitor', id: null },
      sender_name: 'Load Test',
      mail_to: 'Bakery',
      mail_title: 'rating',
      mail_content: '<p>Good</p>',
    },
    message_type: 'new-mail',
    additional_function: JSON.stringify(data),
  });
}

/** Many visitors' addresses (honoured by the in-process calls; netlify dev uses the connection's address). */
const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Handler latency without the emulator: the same functions called with real Requests, one at a time. */
async function measureInProcess(): Promise<{ name: string; n: number; p50: number; p99: number; s5xx: number }[]> {
  const { default: retrieve } = await import('../functions/business-directory-retrieve.mts');
  const { default: tools } = await import('../functions/tool-retrieve-all.mts');
  const { default: blocMail } = await import('../functions/bloc-mail-create-new-bloc-mail.mts');
  const origin = 'http://127.0.0.1:8888';
  const cases: [string, () => Request, (req: Request, ctx: never) => Promise<Response>][] = [
    ['directory search', () => new Request(`${origin}${READS[0]}`), retrieve as never],
    ['tools list', () => new Request(`${origin}${READS[2]}`), tools as never],
    [
      'review post',
      () =>
        new Request(`${origin}/api/bloc-mail/create-new-bloc-mail`, {
          method: 'POST',
          body: reviewBody(),
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': randomIp() },
        }),
      blocMail as never,
    ],
  ];
  const out = [];
  for (const [name, make, handler] of cases) {
    const times: number[] = [];
    let s5xx = 0;
    for (let i = 0; i < 300; i++) {
      const started = performance.now();
      const res = await handler(make(), { ip: undefined, waitUntil: () => undefined } as never);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status >= 500) s5xx++;
    }
    times.sort((a, b) => a - b);
    out.push({
      name,
      n: times.length,
      p50: Math.round(percentile(times, 50) * 10) / 10,
      p99: Math.round(percentile(times, 99) * 10) / 10,
      s5xx,
    });
  }
  return out;
}

const results: Figures[] = [];
if (!values['in-process-only']) {
  console.log(`[bench] ${BASE}: ${CONNECTIONS} connections, ${DURATION} s per phase`);
  results.push(await run('read APIs', { url: BASE, requests: READS.map((path) => ({ method: 'GET', path })) }));
  results.push(
    await run('review posting', {
      url: BASE,
      requests: [
        {
          method: 'POST',
          path: '/api/bloc-mail/create-new-bloc-mail',
          headers: { 'content-type': 'application/json', origin: BASE },
          setupRequest: (req) => ({
            ...req,
            body: reviewBody(),
            headers: { ...req.headers, 'x-forwarded-for': randomIp() },
          }),
        },
      ],
    }),
  );
  for (const r of results) {
    console.log(
      `[bench] ${r.name}: ${r.requests} requests, ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (timeouts ${r.timeouts}), 5xx ${r.s5xx}, statuses ${JSON.stringify(r.statuses)}`,
    );
  }
}
const { ensureDatabase } = await import('./lib/database.ts');
const { closeDb } = await import('../src/server/db/client.ts');
const { owned } = await ensureDatabase();
let inProcess5xx = 0;
try {
  for (const r of await measureInProcess()) {
    inProcess5xx += r.s5xx;
    console.log(
      `[bench] in-process ${r.name}: ${r.n} calls, p50 ${r.p50} ms, p99 ${r.p99} ms (goal 50 ms: ${r.p99 <= 50 ? 'met' : 'NOT met'}), 5xx ${r.s5xx}`,
    );
  }
} finally {
  await closeDb();
  await owned?.stop();
}
const failed = inProcess5xx > 0 || results.some((r) => r.errors > 0 || r.s5xx > 0);
process.exit(failed ? 1 : 0);
