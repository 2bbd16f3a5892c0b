// Issue 42: the weekly digest fans out. The scheduled function claims the due businesses in one statement and
// hands them, 100 at a time, to reporting-weekly-digest-background; it builds no report and sends no email.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import reportingWeeklyDigest from '../../functions/reporting-weekly-digest.mts';
import digestBackground from '../../functions/reporting-weekly-digest-background.mts';
import type { DigestBatch } from '../../src/schemas/background-batches.ts';
import { addDays, utcDay } from '../../src/features/reporting/rollup-plan.ts';
import { query } from '../../src/server/db/client.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import { DIGEST_BACKGROUND, digestBatchToken, DIGESTS_PER_BATCH } from '../../src/server/reporting/digest-fan-out.ts';
import { useTempOutbox } from './outbox.ts';
import { emailsTo, postBatch, startHeldHost, useOrigin } from './fan-out-helpers.ts';

const outbox = useTempOutbox();
const originBefore = process.env.MAIN_STREET_URL;
const made: string[] = [];
let host: Awaited<ReturnType<typeof startHeldHost>>;
const yesterday = addDays(utcDay(new Date()), -1);

beforeAll(async () => {
  host = await startHeldHost(DIGEST_BACKGROUND, digestBackground);
  useOrigin(host.origin);
  await query('INSERT INTO analytics_rollups (day, events) VALUES ($1, 0) ON CONFLICT DO NOTHING', [yesterday]);
});
afterAll(async () => {
  await host.close();
  useOrigin(originBefore);
  await query('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [made]);
});
beforeEach(async () => {
  // Businesses other test files left are not this file's to count: their digest counts as sent this week.
  await query(`INSERT INTO reporting_settings (business_id, last_digest_at) SELECT id, now() FROM businesses
               ON CONFLICT (business_id) DO UPDATE SET last_digest_at = now(), digest_claimed_at = NULL`);
  host.handed.length = 0;
});

/** `count` businesses with visits yesterday (so a digest to send), in two statements. */
async function activeBusinesses(count: number): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await query<{ id: string; business_email: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code)
     SELECT 'Digest shop ' || i, 'digest-fan-' || $2 || '-' || i || '@example.ca', 'not-a-hash',
            'dfan-' || $2 || '-' || i
     FROM generate_series(1, $1::int) i RETURNING id, business_email`,
    [count, tag],
  );
  made.push(...rows.map((r) => r.id));
  await query(
    `INSERT INTO analytics_daily (business_id, day, source, views, visitors)
     SELECT id, $2::date, 'website', 40, 17 FROM unnest($1::uuid[]) AS t(id)`,
    [rows.map((r) => r.id), yesterday],
  );
  return rows.map((r) => r.business_email);
}

const handedIds = async () => ((await host.bodies()) as DigestBatch[]).flatMap((b) => b.business_ids);
const idsOf = async (emails: string[]) =>
  (await query<{ id: string }>('SELECT id FROM businesses WHERE business_email = ANY($1)', [emails])).map((r) => r.id);
const settle = async () => (host.release(), await host.settled());

describe('reporting-weekly-digest: claims and hands off, sends nothing itself', () => {
  it.each([0, 1, 120])('with %i due business(es): one claim, one POST per 100, no email of its own', async (count) => {
    const emails = await activeBusinesses(count);
    host.hold();
    const started = performance.now();
    expect((await reportingWeeklyDigest()).status).toBe(204);
    const ms = performance.now() - started;
    console.log(`[digest fan-out] ${count} due: scheduled run ${ms.toFixed(0)} ms, ${host.handed.length} POST(s)`);
    expect(host.handed).toHaveLength(Math.ceil(count / DIGESTS_PER_BATCH));
    expect((await handedIds()).sort()).toEqual((await idsOf(emails)).sort());
    expect(emailsTo(outbox(), emails).every((n) => n === 0)).toBe(true);
    await settle();
    expect(emailsTo(outbox(), emails).every((n) => n === 1)).toBe(true);
    // Sent this week: a later run the same day hands off nothing.
    host.handed.length = 0;
    expect((await reportingWeeklyDigest()).status).toBe(204);
    expect(host.handed).toEqual([]);
  });

  it('overlapping runs hand each business off once, and a retried batch sends nothing again', async () => {
    const emails = await activeBusinesses(30);
    host.hold();
    const answers = await Promise.all([reportingWeeklyDigest(), reportingWeeklyDigest()]);
    expect(answers.map((a) => a.status)).toEqual([204, 204]);
    const given = await handedIds();
    expect(given.sort()).toEqual((await idsOf(emails)).sort());
    expect(new Set(given).size).toBe(given.length);
    await settle();
    const [batch] = (await host.bodies()) as DigestBatch[];
    expect((await post(batch!, digestBatchToken(batch!))).status).toBe(202); // Netlify retrying the same batch
    expect(emailsTo(outbox(), emails)).toEqual(emails.map(() => 1));
  });

  it('gives the claims back when the background function cannot be started; the next run sends', async () => {
    const emails = await activeBusinesses(2);
    useOrigin('http://127.0.0.1:9'); // nothing listens there
    try {
      expect((await reportingWeeklyDigest()).status).toBe(500);
    } finally {
      useOrigin(host.origin);
    }
    expect((await reportingWeeklyDigest()).status).toBe(204);
    await settle();
    expect(emailsTo(outbox(), emails)).toEqual([1, 1]);
  });

  it('gives a digest back when its email fails; the next run of the day sends it once', async () => {
    const emails = await activeBusinesses(2);
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'; // refused
    resetEnvCache();
    try {
      expect((await reportingWeeklyDigest()).status).toBe(204);
      await settle();
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
    }
    expect(emailsTo(outbox(), emails)).toEqual([0, 0]);
    expect((await reportingWeeklyDigest()).status).toBe(204);
    await settle();
    expect(emailsTo(outbox(), emails)).toEqual([1, 1]);
  });
});

const post = (batch: unknown, token: string, method?: string) =>
  postBatch(digestBackground, DIGEST_BACKGROUND, batch, token, method);

describe('reporting-weekly-digest-background', () => {
  it('refuses a batch without the server-made token, or changed after it was made, and sends nothing', async () => {
    const emails = await activeBusinesses(2);
    const [first, second] = await idsOf(emails);
    const batch: DigestBatch = { week: '2031-01-06', business_ids: [first!] };
    expect((await post(batch, 'forged')).status).toBe(403);
    expect((await post({ ...batch, business_ids: [first, second] }, digestBatchToken(batch))).status).toBe(403);
    expect((await post(batch, digestBatchToken(batch), 'GET')).status).toBe(405);
    expect(emailsTo(outbox(), emails)).toEqual([0, 0]);
  });
});
