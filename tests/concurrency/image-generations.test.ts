// Images made in the background (issue 42) on real PostgreSQL: 20 requests at once with one unit left record one
// request (the unit is taken in one statement), and a request failed by 10 callers at once (a retried background
// run, a second request giving stale ones up) gives its unit back once.
import { afterAll, expect } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { findBusinessById } from '../../src/server/auth/session.ts';
import { failGenerations, recordImageGeneration } from '../../src/server/content-tools/image-generations.ts';
import { monthKey } from '../../src/features/content-tools/quota.ts';
import { createAccount, removeFixtures } from '../functions/interactions-fixtures.ts';
import { atOnce, race } from './race.ts';

afterAll(removeFixtures);

async function completeBusiness(used: number) {
  const account = await createAccount();
  await query(`UPDATE businesses SET rank = 'complete' WHERE id = $1`, [account.id]);
  await query(`INSERT INTO content_usage (business_id, month, kind, used) VALUES ($1, $2, 'image', $3)`, [
    account.id,
    monthKey(new Date()),
    used,
  ]);
  return (await findBusinessById(account.id))!;
}

const usedOf = async (businessId: string) =>
  (
    await query<{ used: number }>(`SELECT used FROM content_usage WHERE business_id = $1 AND kind = 'image'`, [
      businessId,
    ])
  )[0]!.used;

race('20 image requests at once with 1 unit left: one recorded, 19 refused, 20 units used', async () => {
  const business = await completeBusiness(19);
  const answers = await Promise.allSettled(
    Array.from({ length: 20 }, () => recordImageGeneration(business, 'A latte')),
  );
  expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
  const rows = await query('SELECT 1 FROM image_generations WHERE business_id = $1', [business.id]);
  expect(rows).toHaveLength(1);
  expect(await usedOf(business.id)).toBe(20);
});

race('one request failed by 10 callers at once: its unit comes back once', async () => {
  const business = await completeBusiness(3);
  const request = await recordImageGeneration(business, 'A latte');
  expect(await usedOf(business.id)).toBe(4);
  await atOnce(10, () => failGenerations({ id: request.id }, 'The image could not be made.'));
  expect(await usedOf(business.id)).toBe(3);
  const [row] = await query<{ status: string }>('SELECT status FROM image_generations WHERE id = $1', [request.id]);
  expect(row!.status).toBe('error');
});
