// The weekly digest (issue 16): last week's numbers by email, once a week, never to an owner who
// switched it off or unsubscribed, and nothing for a quiet week.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { ensureRecipient, unsubscribeRecipient } from '../../src/server/mail/recipients.ts';
import { addDays, utcDay } from '../../src/features/reporting/rollup-plan.ts';
import { sendDigests } from '../../src/server/reporting/digest.ts';
import { digestWeek } from '../../src/server/reporting/digest-fan-out.ts';
import { saveSettings } from '../../src/server/reporting/settings.ts';
import { mailTo, useTempOutbox } from './outbox.ts';

const outbox = useTempOutbox();
/** This week's digest of one business, as the background function sends it. */
const digestThisWeek = (id: string) => sendDigests([id], digestWeek(new Date()));
const made: string[] = [];

async function business(withVisits: boolean) {
  const email = `digest-${randomBytes(4).toString('hex')}@example.ca`;
  const [b] = await query<{ id: string }>(
    `INSERT INTO businesses (business_name, business_email, password_hash, referral_code) VALUES ('Digest Deli', $1, 'x', $2) RETURNING id`,
    [email, `digest-${randomBytes(4).toString('hex')}`],
  );
  made.push(b!.id);
  if (withVisits) {
    const yesterday = addDays(utcDay(new Date()), -1);
    await query(
      `INSERT INTO analytics_daily (business_id, day, source, views, visitors, phone) VALUES ($1, $2, 'website', 40, 17, 3)`,
      [b!.id, yesterday],
    );
    await query(
      `INSERT INTO analytics_daily (business_id, day, source, views, visitors) VALUES ($1, $2, 'website', 20, 10)`,
      [b!.id, addDays(yesterday, -7)],
    );
    await query(`INSERT INTO analytics_rollups (day, events) VALUES ($1, 0), ($2, 0) ON CONFLICT DO NOTHING`, [
      yesterday,
      addDays(yesterday, -7),
    ]);
  }
  return { id: b!.id, email };
}

afterAll(async () => {
  await query('DELETE FROM businesses WHERE id = ANY($1::uuid[])', [made]);
});

describe('weekly digest', () => {
  let active: { id: string; email: string };
  beforeAll(async () => {
    active = await business(true);
  });

  it('emails last week against the week before, once a week', async () => {
    expect(await digestThisWeek(active.id)).toEqual({ sent: 1, skipped: 0, quiet: 0, failed: 0 });
    const [mail] = mailTo(outbox(), active.email);
    expect(mail).toContain('Digest Deli: 17 visitors and 0 leads last week');
    expect(mail).toContain('Visitors: 17 (+70% on the week before)');
    expect(mail).toContain('Phone clicks: 3 (new on the week before)');
    expect(mail).toContain('/dashboard/reporting');
    expect(await digestThisWeek(active.id)).toEqual({ sent: 0, skipped: 0, quiet: 0, failed: 0 });
    expect(mailTo(outbox(), active.email)).toHaveLength(1);
  });

  it('sends nothing when switched off, when unsubscribed, or for a quiet week', async () => {
    const off = await business(true);
    await saveSettings(off.id, { weeklyDigest: false });
    expect(await digestThisWeek(off.id)).toEqual({ sent: 0, skipped: 1, quiet: 0, failed: 0 });
    const gone = await business(true);
    await unsubscribeRecipient((await ensureRecipient(gone.email)).id);
    expect(await digestThisWeek(gone.id)).toEqual({ sent: 0, skipped: 1, quiet: 0, failed: 0 });
    const quiet = await business(false);
    await query(
      `INSERT INTO analytics_daily (business_id, day, source, views, visitors) VALUES ($1, $2, 'website', 5, 2)`,
      [quiet.id, addDays(utcDay(new Date()), -10)],
    );
    expect(await digestThisWeek(quiet.id)).toEqual({ sent: 0, skipped: 0, quiet: 1, failed: 0 });
    for (const b of [off, gone, quiet]) expect(mailTo(outbox(), b.email)).toEqual([]);
  });
});
