// The hourly scheduled function calls the deploy build hook (a local server on 127.0.0.1 here)
// only when something changed since the last build, and records it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { isSiteStale, markSiteBuilt, markSiteChanged } from '../../src/server/site-state.ts';
import scheduledRebuild from '../../functions/scheduled-rebuild.mts';
import siteFreshness from '../../functions/site-freshness.mts';
import { call } from './helpers.ts';

let server: Server;
let hookUrl = '';
let answer = 200;
const hits: { method: string; url: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push({ method: req.method ?? '', url: req.url ?? '' });
    req.resume();
    res.writeHead(answer).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/test-hook`;
});
afterAll(async () => {
  delete process.env.BUILD_HOOK_URL;
  resetEnvCache();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits.length = 0;
  answer = 200;
  process.env.BUILD_HOOK_URL = hookUrl;
  resetEnvCache();
});

const run = () => scheduledRebuild();

describe('scheduled rebuild', () => {
  it('calls the build hook with POST only when the site is stale, then records the build', async () => {
    await markSiteChanged();
    expect(await isSiteStale()).toBe(true);
    expect((await run()).status).toBe(204);
    expect(hits).toEqual([{ method: 'POST', url: '/build_hooks/test-hook' }]);
    expect(await isSiteStale()).toBe(false);
    const [record] = await query<{ value: { status: number } }>(
      `SELECT value FROM site_state WHERE key = 'build_hook_called'`,
    );
    expect(record!.value.status).toBe(200);

    await run();
    expect(hits).toHaveLength(1); // nothing changed: no second call

    await new Promise((r) => setTimeout(r, 5));
    await markSiteChanged();
    await run();
    expect(hits).toHaveLength(2);
  });

  it('keeps the site stale when the hook fails, so the next run retries', async () => {
    await markSiteChanged();
    answer = 500;
    expect((await run()).status).toBe(500);
    expect(hits).toHaveLength(1);
    expect(await isSiteStale()).toBe(true);
    answer = 200;
    await run();
    expect(hits).toHaveLength(2);
    expect(await isSiteStale()).toBe(false);
  });

  it('does nothing without BUILD_HOOK_URL (npm start rebuilds locally)', async () => {
    delete process.env.BUILD_HOOK_URL;
    resetEnvCache();
    await markSiteChanged();
    expect((await run()).status).toBe(204);
    expect(hits).toHaveLength(0);
    expect(await isSiteStale()).toBe(true);
  });

  it('tells owners when their change will show', async () => {
    await markSiteChanged();
    expect((await call(siteFreshness, '/api/site/freshness')).body).toEqual({
      stale: true,
      notice: 'Live now on your listing page. Directory lists and search show it within the hour.',
    });
    await markSiteBuilt(new Date(Date.now() + 1000));
    expect((await call(siteFreshness, '/api/site/freshness')).body).toMatchObject({ stale: false });
  });
});
