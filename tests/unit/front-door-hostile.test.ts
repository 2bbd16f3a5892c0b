// The front door against hostile request lines and Host headers, with a real upstream on loopback that
// routes as netlify dev does (the WHATWG URL parser: `%2e%2e` and `\` are dot segments and separators).
// Each request is written byte for byte on a socket: fetch would normalise the very paths under test.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrontDoor } from '../../scripts/lib/front-door.ts';
import { startLocalScheduler } from '../../scripts/lib/local-scheduler.ts';

const reached: string[] = [];
/** What the upstream's own URL parser made of each forwarded request line (never another host). */
const parsed: { raw: string; host: string; liveHeader: boolean; pathname: string }[] = [];
let upstream: http.Server;
let door: http.Server;

const port = (server: http.Server) => (server.address() as AddressInfo).port;
const listening = (server: http.Server) =>
  new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://upstream');
    } catch {
      url = new URL('http://threw/');
    }
    const { pathname } = url;
    parsed.push({
      raw: req.url ?? '',
      host: url.host,
      liveHeader: Boolean(req.headers['x-main-street-live-host']),
      pathname,
    });
    reached.push(`${req.method} ${pathname}`);
    res
      .writeHead(pathname.endsWith('-background') ? 202 : 200, { 'content-type': 'text/plain' })
      .end(`upstream ${pathname}`);
  });
  upstream.listen(0, '127.0.0.1');
  await listening(upstream);
  door = startFrontDoor({
    host: '127.0.0.1',
    port: 0,
    upstreamPort: port(upstream),
    cdnCacheSeconds: 0,
    scheduledFunctions: ['scheduled-maintenance-check'],
    log: () => undefined,
  });
  await listening(door);
});

afterAll(() => {
  door.close();
  upstream.close();
});

/** Writes `head` (and nothing else) to the door and reads the whole answer until the door closes. */
function raw(head: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port(door), '127.0.0.1', () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    });
  });
}
const get = (target: string, host = 'localhost:8888', method = 'GET') =>
  raw(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
const STACK = /\n\s+at .+:\d+:\d+|Error:/;

describe('the front door refuses hostile requests with a 4xx and stays up', () => {
  it('a malformed escape (it made netlify dev exit): 400, never forwarded', async () => {
    const before = reached.length;
    const res = await get('/files/%E0%A4%A');
    expect(res.status).toBe(400);
    expect(res.text).toContain('malformed %-escape');
    expect(reached.length).toBe(before);
  });

  it("a live site's path cannot climb out of its host into the platform's API or another tenant's draft", async () => {
    for (const path of [
      '/%2e%2e/api/business/auth',
      '/%2E%2E/sites/other-draft/',
      '/.%2e/api/business/auth',
      '/..%2fapi/business/auth',
      '/x/..\\..\\api/business/auth',
      '/%252e%252e/api/business/auth',
    ]) {
      expect((await get(path, 'demo-bakery.localhost:8888')).status, path).toBe(400);
    }
    expect(reached.filter((line) => !line.startsWith('GET /_live'))).toEqual([]);
    // Its own pages still reach the live-sites function, under the prefix.
    expect((await get('/about/', 'demo-bakery.localhost:8888')).text).toContain('upstream /_live/about/');
  });

  it('a Host header with @ (a 500 with a stack trace before): 400', async () => {
    const res = await get('/api/business/auth', 'a@b');
    expect(res.status).toBe(400);
    expect(res.text).toContain('The Host header is not valid.');
  });

  it.each([
    ['NUL, escaped', 'GET /a%00b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['NUL, raw', 'GET /a\0b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['a space in the path', 'GET /a b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['a long path', `GET /${'a'.repeat(9000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`, 414],
    [
      'a path over the header limit',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      431,
    ],
    [
      'absolute-form climbing out',
      'GET http://demo-bakery.localhost/%2e%2e/api/business/auth HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
      400,
    ],
    ['absolute-form with a bad host', 'GET http://a@b/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['asterisk-form', 'OPTIONS * HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', 400],
    ['CONNECT', 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n', 405],
    ['no Host in HTTP/1.1', 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n', 400],
    ['a port out of range', 'GET / HTTP/1.1\r\nHost: localhost:70000\r\nConnection: close\r\n\r\n', 400],
    ['two hosts', 'GET / HTTP/1.1\r\nHost: a.localhost, b.localhost\r\nConnection: close\r\n\r\n', 400],
    ['a header without a colon', 'GET / HTTP/1.1\r\nHost: localhost\r\nnonsense\r\n\r\n', 400],
    ['not HTTP at all', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n', 400],
  ])('%s: a 4xx, no stack trace', async (_name, head, status) => {
    const res = await raw(head);
    expect(res.status).toBe(status);
    expect(res.text).not.toMatch(STACK);
  });

  it('`//` (one slash upstream), absolute-form for the platform and a bracketed IPv6 Host are answered as usual', async () => {
    expect((await get('//')).text).toContain('upstream /');
    expect((await get('//evil.example/x')).text).toContain('upstream /evil.example/x');
    const absolute = await get(`http://127.0.0.1:${port(door)}/plain?x=1`, 'ignored.example');
    expect(absolute.text).toContain('upstream /plain');
    expect((await get('/plain', `[::1]:${port(door)}`)).status).toBe(200);
  });

  it('fuzz: no request line built from hostile pieces gets a 5xx, reaches another host, or leaves a live site', async () => {
    const pieces = [
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%25',
      '%',
      '%0',
      '%00',
      '%E0%A4',
      '%C3%A9',
      'é',
      '@',
      ':',
      '?',
      '#',
      ';',
      'a',
      'api',
      'sites',
      '_live',
      '.netlify',
      'functions',
      'scheduled-maintenance-check',
      'evil.example',
    ];
    let seed = 25;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    parsed.length = 0;
    for (let i = 0; i < 300; i++) {
      const target = `/${Array.from({ length: 1 + random(8) }, () => pieces[random(pieces.length)]).join('')}`;
      const host = random(2) ? 'demo-bakery.localhost:8888' : 'localhost:8888';
      const { status, text } = await get(target, host);
      expect([200, 400, 404, 414], `${host} ${target}`).toContain(status);
      expect(text).not.toMatch(STACK);
    }
    expect(parsed.length).toBeGreaterThan(50); // enough of them were forwarded to mean something
    for (const seen of parsed) {
      expect(seen.host, seen.raw).toBe('upstream');
      if (seen.liveHeader) expect(seen.pathname.startsWith('/_live'), seen.pathname).toBe(true);
    }
  });

  it('is still up and answering after all of that', async () => {
    const res = await fetch(`http://127.0.0.1:${port(door)}/still-here`);
    expect(await res.text()).toBe('upstream /still-here');
  });
});

describe('scheduled functions', () => {
  it('have no URL through the door (404, as on Netlify), in any spelling; background functions keep theirs (202)', async () => {
    const before = reached.length;
    for (const target of [
      '/.netlify/functions/scheduled-maintenance-check',
      '/.netlify/functions/Scheduled-Maintenance-Check/',
      '//.netlify//functions/scheduled-maintenance-check',
      '/.netlify/functions/scheduled%2Dmaintenance-check?x=1',
    ]) {
      const res = await raw(
        `POST ${target} HTTP/1.1\r\nHost: localhost:8888\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
      );
      expect(res.status, target).toBe(404);
    }
    expect(reached.length).toBe(before);
    const background = await raw(
      'POST /.netlify/functions/generate-website-background HTTP/1.1\r\nHost: localhost:8888\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(background.status).toBe(202);
  });

  it('still run from the local scheduler, which calls netlify dev on its own port', async () => {
    const scheduler = startLocalScheduler({
      functions: [{ name: 'scheduled-maintenance-check', schedule: '@hourly' }],
      baseUrl: `http://127.0.0.1:${port(upstream)}`,
      log: () => undefined,
      firstRunDelayMs: 10,
    });
    const deadline = Date.now() + 5000;
    while (!reached.includes('POST /.netlify/functions/scheduled-maintenance-check') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    scheduler.stop();
    expect(reached).toContain('POST /.netlify/functions/scheduled-maintenance-check');
  });
});
