// The clock that runs scheduled functions under `npm start`, against a real HTTP server on loopback.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { nextRun, scheduledFunctions, startLocalScheduler } from '../../scripts/lib/local-scheduler.ts';

describe('the local scheduler', () => {
  it('finds the scheduled functions among the configs', () => {
    expect(
      scheduledFunctions({ a: { schedule: '@hourly' }, b: { path: '/api/b' }, c: null, d: { schedule: '0 12 * * 1' } }),
    ).toEqual([
      { name: 'a', schedule: '@hourly' },
      { name: 'd', schedule: '0 12 * * 1' },
    ]);
  });

  it('reads cron expressions and their shorthands in UTC', () => {
    const from = new Date('2026-11-24T07:47:10Z'); // a Tuesday
    expect(nextRun('@hourly', from).toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(nextRun('@daily', from).toISOString()).toBe('2026-11-25T00:00:00.000Z');
    expect(nextRun('*/10 * * * *', from).toISOString()).toBe('2026-11-24T07:50:00.000Z');
    expect(nextRun('0 12 * * 1', from).toISOString()).toBe('2026-11-30T12:00:00.000Z');
  });

  it("requests each scheduled function's URL once after start-up, as netlify dev expects", async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(req.url?.includes('broken') ? 500 : 204).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const lines: string[] = [];
    const scheduler = startLocalScheduler({
      functions: [
        { name: 'rollup', schedule: '@hourly' },
        { name: 'broken', schedule: '@daily' },
      ],
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      log: (line) => lines.push(line),
      firstRunDelayMs: 10,
    });
    // Until both calls were answered and the failure logged (a loaded machine may take a while).
    await vi.waitFor(() => expect(lines).toHaveLength(1), { timeout: 10_000, interval: 20 });
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 10_000, interval: 20 });
    scheduler.stop();
    server.close();
    expect(seen.sort()).toEqual(['POST /.netlify/functions/broken', 'POST /.netlify/functions/rollup']);
    expect(lines).toEqual(['scheduled broken answered 500']);
  });
});
