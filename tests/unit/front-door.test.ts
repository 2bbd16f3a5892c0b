// The local front door against a real upstream HTTP server on loopback: body limits, the queue's
// 503 while the upstream is down, and the CDN stand-in (shared public GETs, coalesced misses).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFrontDoor } from '../../scripts/lib/front-door.ts';
import { sharedLifetimeMs } from '../../scripts/lib/cdn-cache.ts';
import { rulesFromConfigs } from '../../scripts/lib/edge-rate-limit.ts';
import { LOCAL_PURGE_PATH, LOCAL_PURGE_TOKEN_HEADER } from '../../src/server/cdn/purge.ts';

const calls: Record<string, number> = {};
let upstream: http.Server;
let door: http.Server;
let base: string;

const port = (server: http.Server) => (server.address() as AddressInfo).port;
const listening = (server: http.Server) =>
  new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    const path = req.url ?? '/';
    calls[path] = (calls[path] ?? 0) + 1;
    const count = String(calls[path]);
    // A slow answer, so that concurrent misses really overlap.
    setTimeout(() => {
      if (path.startsWith('/public'))
        res.writeHead(200, { 'cache-control': 'public, max-age=60', 'content-type': 'text/plain' });
      else if (path.startsWith('/cookie'))
        res.writeHead(200, { 'cache-control': 'public, max-age=60', 'set-cookie': 'a=b' });
      else if (path.startsWith('/cdn-only'))
        res.writeHead(200, {
          'cache-control': 'no-cache',
          'netlify-cdn-cache-control': 'public, durable, s-maxage=60',
        });
      else if (path.startsWith('/slow-public')) {
        // Half an answer now, the rest later: a visitor can leave in between.
        res.writeHead(200, { 'cache-control': 'public, max-age=60' });
        res.write('half ');
        return void setTimeout(() => res.end(count), 400);
      } else if (path.startsWith('/tagged'))
        res.writeHead(200, {
          'netlify-cdn-cache-control': 'public, s-maxage=60',
          'netlify-cache-tag': 'site-a, listing-1',
        });
      else res.writeHead(200, { 'cache-control': 'no-store' });
      res.end(count);
    }, 50);
  });
  upstream.listen(0, '127.0.0.1');
  await listening(upstream);
  door = startFrontDoor({
    host: '127.0.0.1',
    port: 0,
    upstreamPort: port(upstream),
    cdnCacheSeconds: 2,
    maxBodyBytes: 1024,
    purgeToken: 'secret',
    edgeRateLimits: rulesFromConfigs({
      post: { path: '/limited', rateLimit: { windowLimit: 2, windowSize: 60, aggregateBy: ['ip'] } },
    }),
    log: () => undefined,
  });
  await listening(door);
  base = `http://127.0.0.1:${port(door)}`;
});

afterAll(() => {
  door.close();
  upstream.close();
});

const text = async (path: string, init?: RequestInit) => (await fetch(`${base}${path}`, init)).text();

describe('the CDN stand-in', () => {
  it('shares a public GET: 20 concurrent visitors cost one upstream call, and it expires', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => text('/public/a')));
    expect(new Set(answers)).toEqual(new Set(['1']));
    expect(calls['/public/a']).toBe(1);
    // Past the 2 s lifetime (long enough that 20 visitors on a loaded machine all arrive within it).
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await text('/public/a')).toBe('2');
  });

  it('honours the CDN-only header over Cache-Control, as Netlify does', async () => {
    await text('/cdn-only');
    expect(await text('/cdn-only')).toBe('1');
  });

  it('never shares private answers, answers that set cookies, or POSTs', async () => {
    await text('/private');
    expect(await text('/private')).toBe('2');
    await text('/cookie');
    expect(await text('/cookie')).toBe('2');
    await text('/public/post', { method: 'POST', body: 'x' });
    expect(await text('/public/post', { method: 'POST', body: 'x' })).toBe('2');
  });

  it("drops tagged answers on a purge that carries the run's token, and only then", async () => {
    const purge = (token: string, tags: string[]) =>
      fetch(`${base}${LOCAL_PURGE_PATH}`, {
        method: 'POST',
        headers: { [LOCAL_PURGE_TOKEN_HEADER]: token },
        body: JSON.stringify({ tags }),
      });
    await text('/tagged');
    expect((await purge('wrong', ['listing-1'])).status).toBe(403);
    expect(await text('/tagged')).toBe('1');
    expect((await purge('secret', ['listing-2'])).status).toBe(200);
    expect(await text('/tagged')).toBe('1');
    const res = await purge('secret', ['listing-1']);
    expect(await res.json()).toEqual({ dropped: 1 });
    expect(await text('/tagged')).toBe('2');
  });

  it('a visitor who leaves mid-answer does not leave the next visitors of that URL waiting', async () => {
    const leaving = new AbortController();
    const first = fetch(`${base}/slow-public`, { signal: leaving.signal })
      .then((res) => res.text())
      .catch(() => 'left');
    await new Promise((resolve) => setTimeout(resolve, 150));
    leaving.abort();
    expect(await first).toBe('left');
    const next = await Promise.race([
      text('/slow-public'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000)),
    ]);
    expect(next).toMatch(/^half \d$/);
  });

  it('reads lifetimes from the headers, capped', () => {
    expect(sharedLifetimeMs({ 'cache-control': 'public, max-age=60' }, 5000)).toBe(5000);
    expect(sharedLifetimeMs({ 'cache-control': 'public, s-maxage=2, max-age=60' }, 5000)).toBe(2000);
    expect(sharedLifetimeMs({ 'cache-control': 'max-age=60' }, 5000)).toBe(0);
    expect(sharedLifetimeMs({ 'cache-control': 'public, max-age=60', vary: 'Cookie' }, 5000)).toBe(0);
    expect(sharedLifetimeMs({ 'cdn-cache-control': 'private', 'cache-control': 'public, max-age=60' }, 5000)).toBe(0);
  });
});

describe('the front door', () => {
  it('answers 413 for a body over the limit without calling the upstream', async () => {
    const before = calls['/big'] ?? 0;
    const res = await fetch(`${base}/big`, { method: 'POST', body: 'x'.repeat(2048) });
    expect(res.status).toBe(413);
    expect(calls['/big'] ?? 0).toBe(before);
  });

  it('answers 503 with Retry-After while the upstream is down', async () => {
    const down = startFrontDoor({ host: '127.0.0.1', port: 0, upstreamPort: 1, log: () => undefined });
    await listening(down);
    const res = await fetch(`http://127.0.0.1:${port(down)}/anything`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    down.close();
  });
});

describe('the edge stand-in', () => {
  it("applies a function's rateLimit before calling it: 429 with Retry-After, and the function is not called", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await fetch(`${base}/limited?n=${i}`, { method: 'POST', body: 'x' })).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    expect(Object.keys(calls).filter((path) => path.startsWith('/limited'))).toHaveLength(2);
    const res = await fetch(`${base}/limited`, { method: 'POST', body: 'x' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
  });

  it('reads any request line without failing: `//` and absolute-form paths get answers, and the door stays up', async () => {
    const statusOf = (path: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: port(door), path }, (res) => (res.resume(), resolve(res.statusCode ?? 0)))
          .on('error', reject);
      });
    expect(await statusOf('//')).toBe(200);
    expect(await statusOf(`http://127.0.0.1:${port(door)}/limited`)).toBeGreaterThan(0);
    expect(await text('/plain')).toBe('1');
  });
});
