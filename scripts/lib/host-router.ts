/**
 * The local stand-in for Netlify's host routing: a small proxy on the public port in front of
 * `netlify dev`. Requests for the platform's own hosts pass through untouched; any other host
 * (`{slug}.localhost`, a verified custom domain) goes to the live-sites function as /_live/<path>.
 * Edge functions would do this on Netlify, but netlify dev cannot run them offline.
 */
import http from 'node:http';
import { LIVE_HOST_HEADER, routeForHost } from '../../src/server/publishing/host-routing.ts';

export const PLATFORM_HOSTS = ['localhost', '127.0.0.1', '::1'];

/** netlify dev's own port behind the router. */
export const innerPortFor = (port: number) => port + 2000;

export function startHostRouter(port: number, innerPort: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const host = req.headers.host;
    const live = routeForHost(host, req.url ?? '/', PLATFORM_HOSTS);
    const headers = { ...req.headers, ...(live && host ? { [LIVE_HOST_HEADER]: host } : {}) };
    if (!live) delete headers[LIVE_HOST_HEADER]; // only the router names a live host
    const upstream = http.request({ host: '127.0.0.1', port: innerPort, method: req.method, path: live ?? req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('The local server is still starting. Try again in a moment.');
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(server));
  });
}
