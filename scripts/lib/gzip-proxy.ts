/**
 * A local front for a running site, as Netlify's CDN answers: text answers gzipped (npm start's netlify dev sends
 * them uncompressed, which would make Lighthouse's simulated slow network time bytes no visitor downloads).
 * With `dist`, pages and assets are served from that build folder instead (so two builds can be compared against
 * one running site), and everything else (the /api functions) goes to the origin.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  req: IncomingMessage,
): void {
  const type = headers['content-type'] ?? '';
  if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && body.length > 0) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  delete headers['transfer-encoding'];
  headers['content-length'] = String(body.length);
  res.writeHead(status, headers).end(body);
}

function fromDist(dist: string, urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath.split('?')[0]!);
  if (clean.includes('..')) return undefined;
  const file = path.join(dist, clean.endsWith('/') ? `${clean}index.html` : clean);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

export async function startGzipProxy(origin: string, dist?: string): Promise<{ url: string; server: Server }> {
  const target = new URL(origin);
  const server = createServer((req, res) => {
    const file = dist && req.method === 'GET' ? fromDist(dist, req.url!) : undefined;
    if (file)
      return send(
        res,
        200,
        { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' },
        readFileSync(file),
        req,
      );
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // As if the browser were on the site itself (its same-origin check compares Origin with the site).
      const headers = {
        ...req.headers,
        host: target.host,
        'accept-encoding': 'identity',
        ...(req.headers.origin ? { origin: target.origin } : {}),
      };
      if (req.headers.referer) headers.referer = target.origin + new URL(req.headers.referer).pathname;
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
        (answer) => {
          const body: Buffer[] = [];
          answer.on('data', (c: Buffer) => body.push(c));
          answer.on('end', () => {
            const out: Record<string, string> = {};
            for (const [k, v] of Object.entries(answer.headers))
              if (v !== undefined && k !== 'set-cookie') out[k] = Array.isArray(v) ? v.join(', ') : v;
            if (answer.headers['set-cookie']) res.setHeader('set-cookie', answer.headers['set-cookie']);
            send(res, answer.statusCode ?? 502, out, Buffer.concat(body), req);
          });
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
