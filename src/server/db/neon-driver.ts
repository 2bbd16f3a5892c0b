/**
 * The Neon serverless driver's settings, used only by client.ts. Production (a `*.neon.tech` URL)
 * takes the driver's defaults: a secure WebSocket to the database host's own proxy, with the
 * startup, password and first query pipelined. NEON_WS_PROXY points the same driver at any other
 * Postgres through a WebSocket-to-TCP proxy (the driver's documented `wsProxy` setting); `npm run
 * test:neon` uses it to run the function tests through this code path against the embedded database.
 */
import { Pool as NeonPool, neonConfig } from '@neondatabase/serverless';

export interface NeonPoolSettings {
  connectionString: string;
  /** ws://host:port[/path] or wss://…; empty for Neon's own proxy on the database host. */
  wsProxy: string | undefined;
  max: number;
  idleTimeoutMillis: number;
}

/** Sets the driver's global configuration (client.ts is its only user in the process). */
export function configureNeon(wsProxy: string | undefined): void {
  // Node 22 has a global WebSocket (Netlify runs functions on the build's Node version: NODE_VERSION=22).
  if (typeof globalThis.WebSocket !== 'function') {
    throw new Error(
      'The Neon driver needs a global WebSocket (Node.js 22 or newer): set NODE_VERSION=22 on the Netlify site.',
    );
  }
  neonConfig.webSocketConstructor = globalThis.WebSocket;
  if (!wsProxy) {
    // The driver's defaults, for Neon itself (set again in case a proxy was configured before).
    neonConfig.wsProxy = (host) => `${host}/v2`;
    neonConfig.useSecureWebSocket = true;
    neonConfig.pipelineConnect = 'password';
    neonConfig.pipelineTLS = false;
    return;
  }
  const proxy = parseProxy(wsProxy);
  neonConfig.wsProxy = (host, port) => `${proxy.host}${proxy.path}?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = proxy.secure;
  // An ordinary Postgres server answers the startup message before it reads a password, and
  // speaks no TLS inside the WebSocket: no pipelining of either.
  neonConfig.pipelineConnect = false;
  neonConfig.pipelineTLS = false;
}

export function parseProxy(value: string): { host: string; path: string; secure: boolean } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`NEON_WS_PROXY must be a ws:// or wss:// URL, not "${value}".`);
  }
  if (url.protocol !== 'ws:' && url.protocol !== 'wss:')
    throw new Error(`NEON_WS_PROXY must be a ws:// or wss:// URL, not "${value}".`);
  return { host: url.host, path: url.pathname.replace(/\/$/, ''), secure: url.protocol === 'wss:' };
}

export function createNeonPool(settings: NeonPoolSettings): NeonPool {
  configureNeon(settings.wsProxy);
  return new NeonPool({
    connectionString: settings.connectionString,
    max: settings.max,
    idleTimeoutMillis: settings.idleTimeoutMillis,
  });
}
