// Issue 42: the hourly maintenance check fans out. The scheduled function claims the due sites in one
// statement and hands them to maintenance-check-background in batches; it checks no site itself.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import scheduledMaintenanceCheck from '../../functions/scheduled-maintenance-check.mts';
import maintenanceCheckBackground from '../../functions/maintenance-check-background.mts';
import { query } from '../../src/server/db/client.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { CHECK_LIMITS } from '../../src/server/maintenance/check-site.ts';
import { batchToken, SITES_PER_BATCH, verifyBatchToken } from '../../src/server/maintenance/fan-out.ts';
import { resetPublishingConfig } from '../../src/server/publishing/config.ts';
import { useTempOutbox } from './outbox.ts';

useTempOutbox();
/** What the platform origin received: one entry per POST to the background function. */
const handedOff: { ids: string[]; tokenValid: boolean }[] = [];
let otherRequests = 0;
const platform: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => (body += chunk));
  req.on('end', () => {
    if (req.method === 'POST' && req.url === '/.netlify/functions/maintenance-check-background') {
      const ids = (JSON.parse(body) as { business_ids: string[] }).business_ids;
      handedOff.push({ ids, tokenValid: verifyBatchToken(ids, String(req.headers['x-background-token'])) });
      res.writeHead(202).end();
    } else {
      otherRequests += 1; // a live site's check would land here ({slug}.localhost on this port)
      res.writeHead(500).end();
    }
  });
});
const siteUrlBefore = process.env.MAIN_STREET_URL;
const created: string[] = [];

beforeAll(async () => {
  CHECK_LIMITS.timeoutMs = 1500;
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  process.env.MAIN_STREET_URL = `http://localhost:${(platform.address() as AddressInfo).port}`;
  resetEnvCache();
  resetPublishingConfig();
});
afterAll(async () => {
  await query('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [created]);
  await new Promise((resolve) => platform.close(resolve));
  if (siteUrlBefore === undefined) delete process.env.MAIN_STREET_URL;
  else process.env.MAIN_STREET_URL = siteUrlBefore;
  resetEnvCache();
  resetPublishingConfig();
});
beforeEach(async () => {
  // Sites other test files left live are not this file's to count: mark them claimed.
  await query('UPDATE websites SET maintenance_claimed_at = now()');
  handedOff.length = 0;
  otherRequests = 0;
});

/** `count` businesses on the Web hosting plan, each with a live website, in two statements. */
async function liveSites(count: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await query<{ id: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code, rank)
     SELECT 'Fan-out shop ' || i, 'fanout-' || $2 || '-' || i || '@example.ca', 'not-a-hash', 'fanout-' || $2 || '-' || i,
            'web-hosting'
     FROM generate_series(1, $1::int) i RETURNING id`,
    [count, tag],
  );
  const ids = rows.map((r) => r.id);
  created.push(...ids);
  await query(
    `INSERT INTO websites (business_id, slug, next_version, live_version)
     SELECT id, 'fanout-' || $2 || '-' || n, 1, 1 FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, n)`,
    [ids, tag],
  );
  return ids;
}

const checksOf = async (ids: string[]) =>
  (
    await query<{ n: number }>('SELECT count(*)::int AS n FROM maintenance_checks WHERE business_id = ANY($1)', [ids])
  )[0]!.n;

describe('scheduled-maintenance-check: claims and hands off, checks nothing itself', () => {
  it.each([0, 1, 50])('with %i due site(s): one claim, one POST per batch, no site fetched', async (count) => {
    const ids = await liveSites(count);
    const started = performance.now();
    expect((await scheduledMaintenanceCheck()).status).toBe(204);
    const ms = performance.now() - started;
    console.log(`[fan-out] ${count} due site(s): scheduled run ${ms.toFixed(0)} ms, ${handedOff.length} POST(s)`);
    expect(handedOff).toHaveLength(Math.ceil(count / SITES_PER_BATCH));
    expect(handedOff.every((h) => h.tokenValid && h.ids.length <= SITES_PER_BATCH)).toBe(true);
    expect(handedOff.flatMap((h) => h.ids).sort()).toEqual([...ids].sort());
    expect(otherRequests).toBe(0);
    expect(await checksOf(ids)).toBe(0);
    // Claimed: the next run within the hour hands off nothing.
    handedOff.length = 0;
    expect((await scheduledMaintenanceCheck()).status).toBe(204);
    expect(handedOff).toEqual([]);
  });

  it('hands each site off once when two scheduled runs overlap', async () => {
    const ids = await liveSites(30);
    const [a, b] = await Promise.all([scheduledMaintenanceCheck(), scheduledMaintenanceCheck()]);
    expect([a.status, b.status]).toEqual([204, 204]);
    const given = handedOff.flatMap((h) => h.ids);
    expect(given.sort()).toEqual([...ids].sort());
    expect(new Set(given).size).toBe(given.length);
  });

  it('gives the claim back when the background function cannot be started, so the next run takes it', async () => {
    const ids = await liveSites(1);
    process.env.MAIN_STREET_URL = 'http://127.0.0.1:9'; // nothing listens there
    resetEnvCache();
    try {
      expect((await scheduledMaintenanceCheck()).status).toBe(500);
    } finally {
      process.env.MAIN_STREET_URL = `http://localhost:${(platform.address() as AddressInfo).port}`;
      resetEnvCache();
    }
    expect((await scheduledMaintenanceCheck()).status).toBe(204);
    expect(handedOff.flatMap((h) => h.ids)).toEqual(ids);
  });
});

describe('maintenance-check-background', () => {
  const post = (ids: string[], token: string) =>
    maintenanceCheckBackground(
      new Request('http://localhost/.netlify/functions/maintenance-check-background', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-background-token': token },
        body: JSON.stringify({ business_ids: ids }),
      }),
    );

  it('refuses a batch without the server-made token, and checks nothing', async () => {
    const ids = await liveSites(1);
    expect((await post(ids, 'forged')).status).toBe(403);
    expect((await post([...ids, created[0]!], batchToken(ids))).status).toBe(403);
    expect(await checksOf(ids)).toBe(0);
  });

  it('checks each site of its batch once, and a retry within the hour checks none again', async () => {
    const ids = await liveSites(2);
    expect((await post(ids, batchToken(ids))).status).toBe(202);
    expect(otherRequests).toBe(2); // each live site ({slug}.localhost here) fetched once: it answers 500
    expect(await checksOf(ids)).toBe(2);
    const [row] = await query<{ up: boolean; status: number }>(
      'SELECT up, status FROM maintenance_checks WHERE business_id = $1',
      [ids[0]],
    );
    expect(row).toEqual({ up: false, status: 500 });
    expect((await post(ids, batchToken(ids))).status).toBe(202);
    expect(await checksOf(ids)).toBe(2);
  });
});
