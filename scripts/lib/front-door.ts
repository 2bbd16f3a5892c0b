/**
 * `npm start`'s front door: a small proxy on HOST:PORT (127.0.0.1 by default) in front of
 * `netlify dev`, which listens on a loopback port of its own. netlify dev's function emulation
 * exits on a body over 6 MB, on a client that disconnects mid-body and on a body that takes over
 * 30 s (checked), so bodies are read here first, whole, and only complete ones within the limit are
 * forwarded: too large -> 413, too slow -> 408, abandoned -> dropped. While netlify dev restarts,
 * callers get a 503 with Retry-After instead of a refused connection.
 * At most `maxInFlight` requests are inside netlify dev at once; the rest wait here in order.
 * It is also the local stand-in for Netlify's host routing: a request for any host but the platform's
 * goes to the live-sites function as /_live/<path>, naming the host in a header only this door sets.
 * Measured: netlify dev's emulator given 200 requests at once takes over a minute for each and
 * answers 500 when its 30 s function timeout strikes; queued here, each runs in well under a second.
 * Public GET answers are shared for a few seconds, as Netlify's CDN shares them (./cdn-cache.ts).
 * Like Netlify's edge it answers hostile request lines itself (./request-target.ts: malformed escapes,
 * dot segments, bad Host headers, CONNECT, unparsable requests) with a 4xx, and it serves no URL for
 * scheduled functions: only the local scheduler, which calls netlify dev directly, runs them.
 */
import http from 'node:http';
import type { Duplex } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVE_HOST_HEADER, routeForHost } from '../../src/server/publishing/host-routing.ts';
import { cacheTags, createCdnCache, sharedLifetimeMs, type CachedAnswer } from './cdn-cache.ts';
import { LOCAL_PURGE_PATH, LOCAL_PURGE_TOKEN_HEADER } from '../../src/server/cdn/purge.ts';
import { LOCAL_CLIENT_HEADER } from '../../src/server/rate-limit.ts';
import { createEdgeRateLimiter, type EdgeRateLimitRule } from './edge-rate-limit.ts';
import { checkRequestTarget, isScheduledFunctionPath } from './request-target.ts';
import { answer, rawAnswer, readBody } from './front-door-answers.ts';
import { slashRedirect } from './slash-redirect.ts';

/** The platform's own hosts; any other host is a live website (`{slug}.localhost`, a custom domain). */
export const PLATFORM_HOSTS = ['localhost', '127.0.0.1', '::1'];

/** A per-run purge secret, and the environment that tells netlify dev's functions where purges go. */
export function localCdnPurge(port: number): { purgeToken: string; env: Record<string, string> } {
  const purgeToken = randomBytes(24).toString('base64url');
  return {
    purgeToken,
    env: { LOCAL_CDN_PURGE_URL: `http://127.0.0.1:${port}${LOCAL_PURGE_PATH}`, LOCAL_CDN_PURGE_TOKEN: purgeToken },
  };
}

export interface FrontDoorOptions {
  host: string;
  port: number;
  upstreamPort: number;
  /** Largest body forwarded (netlify dev's own limit is 6 MB). */
  maxBodyBytes?: number;
  /** A body must arrive within this time. */
  bodyTimeoutMs?: number;
  /** Keep a client's X-Forwarded-For: `npm test` only, where each e2e test plays a visitor of its own. */
  trustForwardedFor?: boolean;
  /** Requests forwarded at once (default 8); the others wait in a queue. */
  maxInFlight?: number;
  /** Longest time (s) a shared answer is kept, whatever its headers say (default 5; 0 turns the cache off). */
  cdnCacheSeconds?: number;
  /** The secret a purge (POST LOCAL_PURGE_PATH, from loopback) must carry; without it purges are refused. */
  purgeToken?: string;
  /** The functions' `config.rateLimit` rules, which Netlify's edge applies before a function runs. */
  edgeRateLimits?: EdgeRateLimitRule[];
  /** Names of the scheduled functions: their /.netlify/functions/{name} URL answers 404, as in production. */
  scheduledFunctions?: string[];
  /**
   * Answers /_local/ paths itself (the local mailbox, local test-mode payments: ./local-routes.ts), given the
   * body the door read within its limits; true when it did.
   */
  localRoutes?: (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => boolean;
  /** The served build: a prebuilt page asked for without its trailing slash answers 301 to it, as on Netlify. */
  staticDir?: string;
  log: (line: string) => void;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
]);

/** A counting semaphore: `take` resolves when one of `limit` slots is free; `give` frees it. */
function createGate(limit: number) {
  let free = limit;
  const waiting: (() => void)[] = [];
  return {
    take: () => (free > 0 ? (free--, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve))),
    give: () => {
      const next = waiting.shift();
      if (next) next();
      else free++;
    },
  };
}

function sendCached(res: http.ServerResponse, answer: CachedAnswer, headOnly: boolean): void {
  res.writeHead(answer.status, { ...answer.headers, 'cache-status': '"Main Street front door"; hit' });
  res.end(headOnly ? undefined : answer.body);
}

export function startFrontDoor(options: FrontDoorOptions): http.Server {
  const gate = createGate(options.maxInFlight ?? 8);
  const cache = createCdnCache({ capMs: (options.cdnCacheSeconds ?? 5) * 1000 });
  const max = options.maxBodyBytes ?? 5 * 1024 * 1024;
  const timeoutMs = options.bodyTimeoutMs ?? 20_000;
  const edge = createEdgeRateLimiter(options.edgeRateLimits ?? []);
  const scheduled = new Set((options.scheduledFunctions ?? []).map((name) => name.toLowerCase()));
  // The door's own routes, keyed by "METHOD path": answered here, never forwarded to netlify dev.
  const ownRoutes = new Map<string, (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>>([
    [`POST ${LOCAL_PURGE_PATH}`, purge],
  ]);
  const server = http.createServer(async (req, res) => {
    const target = checkRequestTarget(req.url ?? '/', req.headers.host);
    if (!target.ok) return (req.resume(), answer(res, target.status, target.code, target.message));
    const own = ownRoutes.get(`${req.method} ${target.path}`);
    if (own) return own(req, res);
    // On Netlify a scheduled function has no public URL: the platform's scheduler alone runs it.
    if (isScheduledFunctionPath(target.decodedPath, scheduled))
      return (req.resume(), answer(res, 404, 'not_found', 'Not found.'));
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    if (options.localRoutes && target.path.startsWith('/_local/')) {
      // The same body limits as for everything else: any page open in the browser can post here.
      const body = hasBody ? await readBody(req, res, max, timeoutMs) : Buffer.alloc(0);
      if (body && !options.localRoutes(req, res, body)) answer(res, 404, 'not_found', 'Not found.');
      return;
    }
    // The client's address, never what it claims (except in the test run, see trustForwardedFor).
    const forwardedFor =
      options.trustForwardedFor && req.headers['x-forwarded-for']
        ? String(req.headers['x-forwarded-for'])
        : (req.socket.remoteAddress ?? '');
    const client = forwardedFor.split(',')[0]!.trim();
    const limited = edge.check(target.decodedPath, client, target.host ?? '');
    if (limited.limited) {
      // The body is drained, not read: the connection stays open for the client's next request.
      req.resume();
      return answer(res, 429, 'rate_limited', 'Too many requests. Please wait a minute and try again.', {
        'retry-after': String(limited.retryAfterSeconds),
        connection: 'keep-alive',
      });
    }
    const originForm = `${target.path}${target.query}`;
    const live = routeForHost(target.host, originForm, PLATFORM_HOSTS);
    const slashed = !hasBody && options.staticDir && !live ? slashRedirect(options.staticDir, originForm) : undefined;
    if (slashed) {
      res.writeHead(301, { location: slashed, 'cache-control': 'public, max-age=3600', 'content-length': '0' });
      return res.end();
    }
    const body = hasBody ? await readBody(req, res, max, timeoutMs) : undefined;
    if (hasBody && !body) return;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [key, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(key)) headers[key] = value;
    if (body) headers['content-length'] = String(body.length);
    if (target.host) headers.host = target.host; // an absolute-form target's own host (RFC 9112)
    delete headers[LIVE_HOST_HEADER];
    if (live) headers[LIVE_HOST_HEADER] = target.host;
    headers['x-forwarded-for'] = forwardedFor;
    // netlify dev's proxy rewrites X-Forwarded-For; the functions read the client from this header instead.
    headers[LOCAL_CLIENT_HEADER] = client;
    const shareable = cache.capMs > 0 && (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization;
    const cacheKey = `${target.host}${originForm}|${req.headers['accept-encoding'] ?? ''}`;
    if (shareable) {
      // Wait for the same URL's pending answer, but never longer than a slow function takes.
      const pending = cache.inFlight(cacheKey);
      const hit =
        cache.get(cacheKey) ?? (pending && (await Promise.race([pending, sleep(30_000, undefined, { ref: false })])));
      if (hit) return sendCached(res, hit, req.method === 'HEAD');
    }
    // The first GET for a key fetches it; GETs arriving meanwhile wait for its answer above.
    const settle =
      shareable && req.method === 'GET' && !cache.inFlight(cacheKey) ? cache.begin(cacheKey) : () => undefined;
    await gate.take();
    // A client that left while queued frees its slot at once.
    if (res.destroyed || res.writableEnded || req.socket.destroyed) return (settle(undefined), gate.give());
    let released = false;
    const release = () => {
      if (!released) ((released = true), gate.give());
    };
    res.on('close', release);
    const upstream = http.request(
      { host: '127.0.0.1', port: options.upstreamPort, method: req.method, path: live ?? originForm, headers },
      (up) => {
        const out: http.OutgoingHttpHeaders = {};
        for (const [key, value] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(key)) out[key] = value;
        res.writeHead(up.statusCode ?? 502, out);
        up.pipe(res);
        up.on('error', () => (settle(undefined), res.destroy()));
        up.on('close', () => settle(undefined)); // after 'end' (stored then) or instead of it
        const lifetime = up.statusCode === 200 ? sharedLifetimeMs(up.headers, cache.capMs) : 0;
        if (!lifetime) return settle(undefined);
        const chunks: Buffer[] = [];
        let size = 0;
        up.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= cache.maxBodyBytes) chunks.push(chunk);
        });
        up.on('end', () =>
          settle(
            size <= cache.maxBodyBytes
              ? {
                  status: 200,
                  headers: out as CachedAnswer['headers'],
                  body: Buffer.concat(chunks),
                  expiresAt: cache.expiresAt(lifetime),
                  tags: cacheTags(up.headers),
                }
              : undefined,
          ),
        );
      },
    );
    upstream.on('error', () => {
      settle(undefined);
      release();
      answer(res, 503, 'restarting', 'The local server is restarting. Please try again in a few seconds.', {
        'retry-after': '5',
      });
    });
    // A visitor who leaves before the whole answer arrived (an aborted fetch) ends the share and the
    // upstream call: unpiped, the upstream answer would pause and never end, and every GET of that URL
    // would wait on it.
    res.on('close', () => {
      settle(undefined);
      if (!res.writableFinished) upstream.destroy();
    });
    upstream.end(body);
  });
  /** The functions' purge (src/server/cdn/purge.ts) reaches the cache here, as Netlify's purge API does in production. */
  async function purge(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const loopback =
      ['127.0.0.1', '::1', '::ffff:127.0.0.1'].includes(req.socket.remoteAddress ?? '') ||
      req.socket.remoteAddress === req.socket.localAddress;
    const body = await readBody(req, res, 64 * 1024, 5_000);
    if (!body) return;
    if (!loopback || !options.purgeToken || req.headers[LOCAL_PURGE_TOKEN_HEADER] !== options.purgeToken)
      return answer(res, 403, 'forbidden', 'Not allowed.');
    let tags: unknown;
    try {
      tags = (JSON.parse(body.toString('utf8')) as { tags?: unknown }).tags;
    } catch {
      tags = undefined;
    }
    if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string'))
      return answer(res, 400, 'bad_request', 'Send {"tags": [...]}.');
    const dropped = cache.purge(tags);
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ dropped }));
  }

  // CONNECT (a tunnel) is not something a web site answers; without a listener Node drops the socket.
  server.on('connect', (_req: http.IncomingMessage, socket: Duplex) => rawAnswer(socket, 405));
  // A request Node cannot parse (a NUL or a space in the path, a header over 16 KB, …): a bare 4xx.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    rawAnswer(
      socket,
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400,
    );
  });
  server.headersTimeout = 15_000;
  server.requestTimeout = timeoutMs + 60_000;
  server.keepAliveTimeout = 5_000;
  server.listen(options.port, options.host, () =>
    options.log(
      `front door on http://${options.host}:${options.port} -> netlify dev on 127.0.0.1:${options.upstreamPort}`,
    ),
  );
  return server;
}
