// Issue 12: no 500 from any input. Every function in functions/ is called directly, as Netlify calls
// it, with random and hostile methods, paths, query strings, headers, cookies and bodies (fast-check).
// Any 5xx fails, except the one deliberate answer that depends on configuration, not on the input:
// 503 payments_not_configured (no Stripe keys in this environment).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ORIGIN } from './helpers.ts';
import { createAccount } from './interactions-fixtures.ts';

type Handler = (req: Request, context: unknown) => Promise<Response>;
interface Fn {
  name: string;
  handler: Handler;
  paths: string[];
}

const RUNS = Number(process.env.FUZZ_RUNS || 150);
const FUNCTIONS_DIR = path.resolve('functions');

/** Percent-encoding as a browser does it (a lone surrogate becomes U+FFFD). */
const encode = (s: string) => encodeURIComponent(s.toWellFormed());

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '%E0%A4%A',
  '%',
  '%zz',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\uD800',
  '\u202E',
  'ｆｕｌｌ',
  '🙂'.repeat(50),
  'x'.repeat(5000),
  '-'.repeat(36),
  'a' + '-'.repeat(35),
  '00000000-0000-0000-0000-000000000000',
  'null',
  'undefined',
  '[]',
  '{}',
  '=cmd|calc',
];
const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const segment = fc.oneof(
  hostileString.map((s) => encode(s)),
  fc.constantFrom('%E0%A4%A', '%', '%zz', 'canada', 'alberta', 'barrhead', 'welcome'),
);
const jsonValue = fc.oneof(
  fc.json({ maxDepth: 3 }).map((j) => JSON.parse(j) as unknown),
  fc.dictionary(
    fc.constantFrom(
      'business_name',
      'business_email',
      'business_password',
      'q',
      'entity',
      'id',
      'review_id',
      'reply',
      'decision',
      'reason',
      'plan',
      'subscriptionId',
      'draft_id',
      'mail_type',
      'message_type',
      'additional_function',
      'mail_history',
      'city',
      'state_code',
      'images',
      'hours',
      'social',
    ),
    fc.oneof(
      hostileString,
      fc.integer(),
      fc.constant(null),
      fc.array(hostileString, { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    ),
  ),
);
const body = fc.oneof(
  jsonValue.map((v) => ({ text: JSON.stringify(v), type: 'application/json' })),
  hostileString.map((s) => ({ text: s, type: 'application/json' })),
  hostileString.map((s) => ({
    text: `--x\r\nContent-Disposition: form-data; name="${s}"\r\n\r\n${s}\r\n--x--\r\n`,
    type: 'multipart/form-data; boundary=x',
  })),
  fc.constant({ text: '', type: 'text/plain' }),
);

/**
 * Every function a request from outside can reach. Scheduled functions are left out: Netlify does not route
 * URLs to them in production, and running them here would act on the shared database (the website checks
 * would record the demo's site as down, with no server answering, and email its owner).
 */
async function loadFunctions(): Promise<Fn[]> {
  const files = readdirSync(FUNCTIONS_DIR).filter((f) => f.endsWith('.mts'));
  const loaded = await Promise.all(
    files.map(async (file) => {
      const mod = (await import(pathToFileURL(path.join(FUNCTIONS_DIR, file)).href)) as {
        default: Handler;
        config?: { path?: string | string[]; schedule?: string };
      };
      if (mod.config?.schedule) return undefined;
      const configured = mod.config?.path;
      const paths = configured ? [configured].flat() : [`/.netlify/functions/${file.replace(/\.mts$/, '')}`];
      return { name: file, handler: mod.default, paths };
    }),
  );
  return loaded.filter((fn): fn is Fn => fn !== undefined);
}

/** A concrete URL for a configured path: ':param' and '*' filled with random, sometimes malformed, segments. */
function urlFor(pattern: string, segments: string[], query: [string, string][]): string {
  let i = 0;
  const next = () => segments[i++ % segments.length] ?? 'x';
  const filled = pattern.replace(/:[a-z_]+/gi, next).replace(/\*/g, () => `${next()}/${next()}`);
  const qs = query.map(([k, v]) => `${encode(k)}=${Math.random() < 0.2 ? v : encode(v)}`).join('&');
  return `${filled}${qs ? `?${qs}` : ''}`;
}

/** What a header can carry on the wire: the UTF-8 bytes of the text, without CR, LF and NUL. */
const headerBytes = (s: string) => Buffer.from(s.replace(/[\r\n\u0000]/g, ''), 'utf8').toString('latin1');

let functions: Fn[] = [];
let cookies: string[] = [];

beforeAll(async () => {
  functions = await loadFunctions();
  const owner = await createAccount();
  const admin = await createAccount({ role: 'admin' });
  cookies = [
    owner.cookie,
    admin.cookie,
    'accessToken=%E0%A4%A',
    'accessToken=eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'accessToken=; ms_signed_in=%',
  ];
}, 60_000);

describe('fuzz: every function answers hostile input without a 5xx', () => {
  it('loads every function in functions/ that a request can reach (all but the scheduled ones)', () => {
    const all = readdirSync(FUNCTIONS_DIR).filter((f) => f.endsWith('.mts'));
    const scheduled = all.filter((f) => /\bschedule:/.test(readFileSync(path.join(FUNCTIONS_DIR, f), 'utf8')));
    expect(scheduled.length).toBeGreaterThan(0);
    expect(functions.map((fn) => fn.name).sort()).toEqual(all.filter((f) => !scheduled.includes(f)).sort());
  });

  it('survives random and hostile requests', async () => {
    const request = fc.record({
      fn: fc.integer({ min: 0, max: 1000 }),
      method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
      segments: fc.array(segment, { minLength: 1, maxLength: 4 }),
      query: fc.array(
        fc.tuple(
          fc.constantFrom(
            'entity',
            'q',
            'country',
            'state',
            'city',
            'page',
            'page_size',
            'category',
            'draft_id',
            'id',
            'status',
            'slug',
            'business_unique_id',
            'x',
          ),
          hostileString,
        ),
        { maxLength: 4 },
      ),
      cookie: fc.option(
        fc.oneof(
          fc.integer({ min: 0, max: 4 }).map((i) => cookies[i]!),
          hostileString.map((s) => `accessToken=${s}`),
        ),
        { nil: undefined },
      ),
      origin: fc.option(fc.constantFrom(ORIGIN, 'https://evil.example', 'null', '%'), { nil: undefined }),
      contentType: fc.option(
        fc.constantFrom(
          'application/json',
          'multipart/form-data',
          'multipart/form-data; boundary=',
          'text/plain',
          '\u0000',
        ),
        { nil: undefined },
      ),
      body,
    });
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const fn = functions[r.fn % functions.length]!;
        const url = new URL(urlFor(fn.paths[r.fn % fn.paths.length]!, r.segments, r.query), ORIGIN);
        const headers = new Headers({ 'x-forwarded-for': `10.99.${r.fn % 250}.${r.segments.length}` });
        if (r.cookie) headers.set('cookie', headerBytes(r.cookie));
        if (r.origin) headers.set('origin', headerBytes(r.origin));
        const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
        if (hasBody) headers.set('content-type', headerBytes(r.contentType ?? '') || r.body.type);
        const req = new Request(url, { method: r.method, headers, body: hasBody ? r.body.text : undefined });
        const res = await fn.handler(req, { ip: headers.get('x-forwarded-for'), waitUntil: () => undefined });
        const text = await res.text();
        const configurationAnswer = res.status === 503 && text.includes('payments_not_configured');
        if (res.status >= 500 && !configurationAnswer)
          failures.push(`${fn.name} ${r.method} ${url.pathname}${url.search} -> ${res.status} ${text.slice(0, 200)}`);
        return res.status < 500 || configurationAnswer;
      }),
      { numRuns: RUNS * functions.length, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined },
    );
    expect(failures).toEqual([]);
  }, 120_000);
});
