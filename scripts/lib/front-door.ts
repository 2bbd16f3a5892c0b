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
 */
import http from 'node:http';
import { LIVE_HOST_HEADER, routeForHost } from '../../src/server/publishing/host-routing.ts';

/** The platform's own hosts; any other host is a live website (`{slug}.localhost`, a custom domain). */
export const PLATFORM_HOSTS = ['localhost', '127.0.0.1', '::1'];

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
  log: (line: string) => void;
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function answer(res: http.ServerResponse, status: number, code: string, message: string, extra: Record<string, string> = {}): void {
  if (res.headersSent) return void res.destroy();
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close', ...extra });
  res.end(JSON.stringify({ error: { code, message } }));
}

/** Reads the whole body within the limits; undefined when an answer was already sent or the client left. */
function readBody(req: http.IncomingMessage, res: http.ServerResponse, max: number, timeoutMs: number): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    if (Number(req.headers['content-length'] ?? 0) > max) {
      answer(res, 413, 'payload_too_large', `The request is too large: at most ${Math.round(max / 1024 / 1024)} MB is accepted.`);
      req.resume();
      return resolve(undefined);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (body: Buffer | undefined) => {
      clearTimeout(timer);
      resolve(body);
    };
    const timer = setTimeout(() => {
      answer(res, 408, 'request_timeout', 'The request body took too long to arrive.');
      req.destroy();
      finish(undefined);
    }, timeoutMs);
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        answer(res, 413, 'payload_too_large', `The request is too large: at most ${Math.round(max / 1024 / 1024)} MB is accepted.`);
        req.destroy();
        return finish(undefined);
      }
      chunks.push(chunk);
    });
    req.on('end', () => finish(Buffer.concat(chunks)));
    req.on('aborted', () => finish(undefined));
    req.on('error', () => finish(undefined));
  });
}

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

export function startFrontDoor(options: FrontDoorOptions): http.Server {
  const gate = createGate(options.maxInFlight ?? 8);
  const max = options.maxBodyBytes ?? 5 * 1024 * 1024;
  const timeoutMs = options.bodyTimeoutMs ?? 20_000;
  const server = http.createServer(async (req, res) => {
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
    const body = hasBody ? await readBody(req, res, max, timeoutMs) : undefined;
    if (hasBody && !body) return;
    const headers: http.OutgoingHttpHeaders = {};
    for (const [key, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(key)) headers[key] = value;
    if (body) headers['content-length'] = String(body.length);
    const live = routeForHost(req.headers.host, req.url ?? '/', PLATFORM_HOSTS);
    delete headers[LIVE_HOST_HEADER];
    if (live) headers[LIVE_HOST_HEADER] = req.headers.host;
    // The client's address, never what it claims (except in the test run, see trustForwardedFor).
    if (!(options.trustForwardedFor && req.headers['x-forwarded-for'])) headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    await gate.take();
    // A client that left while queued frees its slot at once.
    if (res.destroyed || res.writableEnded || req.socket.destroyed) return gate.give();
    let released = false;
    const release = () => {
      if (!released) (released = true), gate.give();
    };
    res.on('close', release);
    const upstream = http.request({ host: '127.0.0.1', port: options.upstreamPort, method: req.method, path: live ?? req.url, headers }, (up) => {
      const out: http.OutgoingHttpHeaders = {};
      for (const [key, value] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(key)) out[key] = value;
      res.writeHead(up.statusCode ?? 502, out);
      up.pipe(res);
      up.on('error', () => res.destroy());
    });
    upstream.on('error', () => {
      release();
      answer(res, 503, 'restarting', 'The local server is restarting. Please try again in a few seconds.', { 'retry-after': '5' });
    });
    upstream.end(body);
  });
  server.headersTimeout = 15_000;
  server.requestTimeout = timeoutMs + 60_000;
  server.keepAliveTimeout = 5_000;
  server.listen(options.port, options.host, () => options.log(`front door on http://${options.host}:${options.port} -> netlify dev on 127.0.0.1:${options.upstreamPort}`));
  return server;
}
