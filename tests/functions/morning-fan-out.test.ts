// Issue 42: the morning tasks email fans out. The hourly scheduled function claims, in one statement, the people
// with a task due today where it is 7 a.m. and hands them, 100 at a time, to tasks-morning-email-background.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import tasksMorningEmail from '../../functions/tasks-morning-email.mts';
import morningBackground from '../../functions/tasks-morning-email-background.mts';
import type { MorningBatch } from '../../src/schemas/background-batches.ts';
import { query } from '../../src/server/db/client.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import {
  fanOutMorningEmails,
  MORNING_BACKGROUND,
  morningBatchToken,
  PEOPLE_PER_BATCH,
} from '../../src/server/tasks/morning-fan-out.ts';
import { useTempOutbox } from './outbox.ts';
import { emailsTo, postBatch, startHeldHost, useOrigin } from './fan-out-helpers.ts';

const outbox = useTempOutbox();
const originBefore = process.env.MAIN_STREET_URL;
const made: string[] = [];
let host: Awaited<ReturnType<typeof startHeldHost>>;

beforeAll(async () => {
  host = await startHeldHost(MORNING_BACKGROUND, morningBackground);
  useOrigin(host.origin);
});
afterAll(async () => {
  await host.close();
  useOrigin(originBefore);
  await query('DELETE FROM users WHERE id IN (SELECT user_id FROM memberships WHERE business_id = ANY($1))', [made]);
  await query('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [made]);
});
beforeEach(() => {
  host.handed.length = 0;
});

let day = 0;
/** A day of its own for each case: January 2031, Eastern Standard Time, so 7 a.m. in Toronto is 12:00 UTC. */
function nextMorning() {
  day += 1;
  const date = `2031-01-${String(day).padStart(2, '0')}`;
  return { date, at: new Date(`${date}T12:00:00Z`) };
}

/** `count` people of a business with no listing (Toronto), each with a task due on `date`. Their addresses. */
async function assignees(count: number, date: string): Promise<string[]> {
  const tag = randomBytes(4).toString('hex');
  const [business] = await query<{ id: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code)
     VALUES ('Morning Bakery', $1, 'not-a-hash', $2) RETURNING id`,
    [`morning-owner-${tag}@example.ca`, `morning-${tag}`],
  );
  made.push(business!.id);
  const people = await query<{ id: string; email: string }>(
    `INSERT INTO users (email, password_hash) SELECT 'morning-' || $2 || '-' || i || '@example.ca', 'not-a-hash'
     FROM generate_series(1, $1::int) i RETURNING id, email`,
    [count, tag],
  );
  const ids = people.map((p) => p.id);
  await query(
    `INSERT INTO memberships (user_id, business_id, role) SELECT id, $2, 'staff' FROM unnest($1::uuid[]) id`,
    [ids, business!.id],
  );
  await query(
    `INSERT INTO tasks (business_id, title, due_date, assignee_id)
     SELECT $2, 'Open the shop', $3::date, id FROM unnest($1::uuid[]) id`,
    [ids, business!.id, date],
  );
  return people.map((p) => p.email);
}

const handedPeople = async () => ((await host.bodies()) as MorningBatch[]).flatMap((b) => b.people);
const settle = async () => (host.release(), await host.settled());
const hourLater = (at: Date) => new Date(at.getTime() + 3600_000);

describe('tasks-morning-email: claims and hands off, sends nothing itself', () => {
  it.each([0, 1, 120])('with %i person(s) due: one claim, one POST per 100, no email of its own', async (count) => {
    const { date, at } = nextMorning();
    const emails = await assignees(count, date);
    host.hold();
    const started = performance.now();
    expect(await fanOutMorningEmails(at, host.origin)).toEqual({
      people: count,
      batches: Math.ceil(count / PEOPLE_PER_BATCH),
    });
    console.log(`[morning fan-out] ${count} due: scheduled run ${(performance.now() - started).toFixed(0)} ms`);
    expect(host.handed).toHaveLength(Math.ceil(count / PEOPLE_PER_BATCH));
    expect((await handedPeople()).every((p) => p.local_date === date && p.business_ids.length === 1)).toBe(true);
    expect(emailsTo(outbox(), emails).every((n) => n === 0)).toBe(true);
    await settle();
    expect(emailsTo(outbox(), emails).every((n) => n === 1)).toBe(true);
    // The same hour again hands off nothing.
    expect(await fanOutMorningEmails(at, host.origin)).toEqual({ people: 0, batches: 0 });
  });

  it('overlapping runs hand each person off once, and a retried batch sends nothing again', async () => {
    const { date, at } = nextMorning();
    const emails = await assignees(30, date);
    host.hold();
    await Promise.all([fanOutMorningEmails(at, host.origin), fanOutMorningEmails(at, host.origin)]);
    const given = (await handedPeople()).map((p) => p.user_id);
    expect(given).toHaveLength(30);
    expect(new Set(given).size).toBe(30);
    await settle();
    const [batch] = (await host.bodies()) as MorningBatch[];
    expect((await post(batch!, morningBatchToken(batch!))).status).toBe(202); // Netlify retrying the same batch
    expect(emailsTo(outbox(), emails)).toEqual(emails.map(() => 1));
  });

  it('gives the claims back when the background function cannot be started; the next hour sends', async () => {
    const { date, at } = nextMorning();
    const emails = await assignees(2, date);
    await expect(fanOutMorningEmails(at, 'http://127.0.0.1:9')).rejects.toThrow(/given back/);
    expect(await fanOutMorningEmails(hourLater(at), host.origin)).toEqual({ people: 2, batches: 1 });
    await settle();
    expect(emailsTo(outbox(), emails)).toEqual([1, 1]);
  });

  it('gives an email back when it fails; the next hour sends it once', async () => {
    const { date, at } = nextMorning();
    const emails = await assignees(2, date);
    process.env.SMTP_URL = 'smtp://127.0.0.1:9'; // refused
    resetEnvCache();
    try {
      await fanOutMorningEmails(at, host.origin);
      await settle();
    } finally {
      delete process.env.SMTP_URL;
      resetEnvCache();
    }
    expect(emailsTo(outbox(), emails)).toEqual([0, 0]);
    expect(await fanOutMorningEmails(hourLater(at), host.origin)).toEqual({ people: 2, batches: 1 });
    await settle();
    expect(emailsTo(outbox(), emails)).toEqual([1, 1]);
  });

  it('the scheduled function answers 204 with its hand-off done', async () => {
    expect((await tasksMorningEmail()).status).toBe(204);
    await settle();
  });
});

const post = (batch: unknown, token: string, method?: string) =>
  postBatch(morningBackground, MORNING_BACKGROUND, batch, token, method);

describe('tasks-morning-email-background', () => {
  it('refuses a batch without the server-made token, or changed after it was made, and sends nothing', async () => {
    const { date } = nextMorning();
    const emails = await assignees(1, date);
    const [person] = await query<{ id: string }>('SELECT id FROM users WHERE email = $1', [emails[0]]);
    const batch: MorningBatch = { people: [{ user_id: person!.id, local_date: date, business_ids: made.slice(-1) }] };
    // Claimed, as the scheduled run would have.
    await query(
      'INSERT INTO task_morning_emails (user_id, business_id, local_date, sent_at) VALUES ($1, $2, $3, NULL)',
      [person!.id, made.at(-1), date],
    );
    expect((await post(batch, 'forged')).status).toBe(403);
    const changed = { people: [{ ...batch.people[0]!, local_date: '2031-02-01' }] };
    expect((await post(changed, morningBatchToken(batch))).status).toBe(403);
    expect((await post(batch, morningBatchToken(batch), 'GET')).status).toBe(405);
    expect(emailsTo(outbox(), emails)).toEqual([0]);
    expect((await post(batch, morningBatchToken(batch))).status).toBe(202);
    expect(emailsTo(outbox(), emails)).toEqual([1]);
  });
});
