// Which driver the database seam picks, and the Neon driver's settings for Neon itself (production)
// and for a WebSocket proxy to another Postgres (npm run test:neon).
import { afterEach, describe, expect, it } from 'vitest';
import { neonConfig } from '@neondatabase/serverless';
import { chooseDriver } from '../../src/server/db/client.ts';
import { configureNeon, parseProxy } from '../../src/server/db/neon-driver.ts';
import { getEnv, resetEnvCache, type AppEnv } from '../../src/server/env.ts';

const env = (databaseUrl: string | undefined, databaseDriver?: 'neon' | 'pg') =>
  ({ databaseUrl, databaseDriver }) as AppEnv;
const saved = { ...process.env };

afterEach(() => {
  process.env = { ...saved };
  resetEnvCache();
  configureNeon(undefined);
});

describe('the database seam picks its driver', () => {
  it('by the host: Neon for *.neon.tech, node-postgres for any other URL or none', () => {
    expect(chooseDriver(env('postgresql://u:p@ep-cool-1-pooler.us-east-2.aws.neon.tech/neondb?sslmode=require'))).toBe(
      'neon',
    );
    expect(chooseDriver(env('postgres://u:p@db.example.com/app'))).toBe('pg');
    expect(chooseDriver(env('postgres://u:p@neon.tech.example.com/app'))).toBe('pg');
    expect(chooseDriver(env(undefined))).toBe('pg');
  });

  it('or as DATABASE_DRIVER says, which takes only neon or pg', () => {
    expect(chooseDriver(env('postgres://127.0.0.1:5432/app', 'neon'))).toBe('neon');
    expect(chooseDriver(env('postgresql://u:p@ep-x.neon.tech/db', 'pg'))).toBe('pg');
    process.env.DATABASE_DRIVER = 'mysql';
    resetEnvCache();
    expect(() => getEnv()).toThrow('DATABASE_DRIVER must be "neon" or "pg"');
  });
});

describe('the Neon driver settings', () => {
  it('for Neon: a secure WebSocket to the host’s own proxy, connection pipelined', () => {
    configureNeon('ws://127.0.0.1:1/v2');
    configureNeon(undefined);
    expect(neonConfig.webSocketConstructor).toBe(globalThis.WebSocket);
    expect((neonConfig.wsProxy as (host: string, port: number) => string)('ep-x.neon.tech', 5432)).toBe(
      'ep-x.neon.tech/v2',
    );
    expect([neonConfig.useSecureWebSocket, neonConfig.pipelineConnect, neonConfig.pipelineTLS]).toEqual([
      true,
      'password',
      false,
    ]);
  });

  it('through NEON_WS_PROXY: the proxy gets the address, ws:// is not secure, nothing pipelined', () => {
    configureNeon('ws://127.0.0.1:55114/v2/');
    expect((neonConfig.wsProxy as (host: string, port: number) => string)('127.0.0.1', 55113)).toBe(
      '127.0.0.1:55114/v2?address=127.0.0.1:55113',
    );
    expect([neonConfig.useSecureWebSocket, neonConfig.pipelineConnect, neonConfig.pipelineTLS]).toEqual([
      false,
      false,
      false,
    ]);
    expect(parseProxy('wss://proxy.example.com')).toEqual({ host: 'proxy.example.com', path: '', secure: true });
    expect(() => parseProxy('http://proxy.example.com')).toThrow('NEON_WS_PROXY must be a ws:// or wss:// URL');
    expect(() => parseProxy('proxy:80')).toThrow('NEON_WS_PROXY must be a ws:// or wss:// URL');
  });
});
