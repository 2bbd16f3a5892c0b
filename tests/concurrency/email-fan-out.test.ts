// Issue 42 on real PostgreSQL: the weekly digest and the morning email fanned out, with two scheduled runs at once
// and every batch they hand off run twice at once (as a Netlify retry could): each email goes exactly once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import reportingWeeklyDigest from '../../functions/reporting-weekly-digest.mts';
import digestBackground from '../../functions/reporting-weekly-digest-background.mts';
import morningBackground from '../../functions/tasks-morning-email-background.mts';
import { addDays, utcDay } from '../../src/features/reporting/rollup-plan.ts';
import { query } from '../../src/server/db/client.ts';
import { DIGEST_BACKGROUND } from '../../src/server/reporting/digest-fan-out.ts';
import { fanOutMorningEmails, MORNING_BACKGROUND } from '../../src/server/tasks/morning-fan-out.ts';
import { startBackgroundHost } from '../functions/background-host.ts';
import { emailsTo, useOrigin } from '../functions/fan-out-helpers.ts';
import { useTempOutbox } from '../functions/outbox.ts';
import { race } from './race.ts';

let outbox: () => string;
let host: Awaited<ReturnType<typeof startBackgroundHost>>;
const originBefore = process.env.MAIN_STREET_URL;
/** Every batch body handed off, to check that no claim went to two batches. */
const handed: Promise<{ business_ids?: string[]; people?: { user_id: string }[] }>[] = [];
const twice = (fn: (req: Request) => Promise<Response>) => async (req: Request) => {
  handed.push(req.clone().json());
  return (await Promise.all([fn(req.clone()), fn(req)]))[0]!;
};

beforeAll(async () => {
  outbox = useTempOutbox();
  host = await startBackgroundHost({
    [DIGEST_BACKGROUND]: twice(digestBackground),
    [MORNING_BACKGROUND]: twice(morningBackground),
  });
  useOrigin(host.origin);
});
afterAll(async () => {
  await host.close();
  useOrigin(originBefore);
});

race('two digest runs at once, each batch run twice at once: every digest sent once', async () => {
  // The seeded businesses are not this case's to count: their digest counts as sent this week.
  await query(`INSERT INTO reporting_settings (business_id, last_digest_at) SELECT id, now() FROM businesses
               ON CONFLICT (business_id) DO UPDATE SET last_digest_at = now(), digest_claimed_at = NULL`);
  const tag = randomBytes(4).toString('hex');
  const rows = await query<{ id: string; business_email: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code)
     SELECT 'Race digest ' || i, 'race-digest-' || $1 || '-' || i || '@example.ca', 'not-a-hash',
            'rd-' || $1 || '-' || i
     FROM generate_series(1, 25) i RETURNING id, business_email`,
    [tag],
  );
  const yesterday = addDays(utcDay(new Date()), -1);
  await query(
    `INSERT INTO analytics_daily (business_id, day, source, views, visitors)
     SELECT id, $2::date, 'website', 40, 17 FROM unnest($1::uuid[]) AS t(id)`,
    [rows.map((r) => r.id), yesterday],
  );
  handed.length = 0;
  const answers = await Promise.all([reportingWeeklyDigest(), reportingWeeklyDigest()]);
  expect(answers.map((a) => a.status)).toEqual([204, 204]);
  await host.settled();
  const ids = (await Promise.all(handed)).flatMap((b) => b.business_ids ?? []);
  expect(ids.sort()).toEqual(rows.map((r) => r.id).sort());
  expect(
    emailsTo(
      outbox(),
      rows.map((r) => r.business_email),
    ),
  ).toEqual(rows.map(() => 1));
});

let day = 0;
race('two morning runs at once, each batch run twice at once: every morning email sent once', async () => {
  day += 1;
  const date = `2031-01-${String(day).padStart(2, '0')}`; // Eastern Standard Time: 7 a.m. in Toronto is 12:00 UTC
  const tag = randomBytes(4).toString('hex');
  const [business] = await query<{ id: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code)
     VALUES ('Race Morning Bakery', $1, 'not-a-hash', $2) RETURNING id`,
    [`race-morning-${tag}@example.ca`, `rm-${tag}`],
  );
  const people = await query<{ id: string; email: string }>(
    `INSERT INTO users (email, password_hash) SELECT 'race-morning-' || $1 || '-' || i || '@example.ca', 'not-a-hash'
     FROM generate_series(1, 25) i RETURNING id, email`,
    [tag],
  );
  await query(
    `WITH m AS (INSERT INTO memberships (user_id, business_id, role) SELECT id, $2, 'staff' FROM unnest($1::uuid[]) id)
     INSERT INTO tasks (business_id, title, due_date, assignee_id)
     SELECT $2, 'Open the shop', $3::date, id FROM unnest($1::uuid[]) id`,
    [people.map((p) => p.id), business!.id, date],
  );
  const at = new Date(`${date}T12:00:00Z`);
  handed.length = 0;
  await Promise.all([fanOutMorningEmails(at), fanOutMorningEmails(at)]);
  await host.settled();
  const given = (await Promise.all(handed)).flatMap((b) => (b.people ?? []).map((p) => p.user_id));
  expect(given.sort()).toEqual(people.map((p) => p.id).sort());
  expect(
    emailsTo(
      outbox(),
      people.map((p) => p.email),
    ),
  ).toEqual(people.map(() => 1));
});
