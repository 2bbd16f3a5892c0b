// A stand-in for Netlify's background invocation: POST /.netlify/functions/{name} on a loopback origin is
// answered 202 at once and the handler runs after, as Netlify runs a -background function. `settled()`
// waits for every run started so far.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (req: Request) => Promise<Response>;

export async function startBackgroundHost(handlers: Record<string, Handler>) {
  const running = new Set<Promise<unknown>>();
  let origin = '';
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const handler = handlers[(req.url ?? '').replace('/.netlify/functions/', '')];
      if (req.method !== 'POST' || !handler) return void res.writeHead(404).end();
      res.writeHead(202).end();
      const headers = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      const run = handler(new Request(`${origin}${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) }));
      running.add(run);
      void run.catch(() => undefined).finally(() => running.delete(run));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    settled: async () => {
      while (running.size) await Promise.allSettled([...running]);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
