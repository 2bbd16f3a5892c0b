// Reviewed claim requests (issue 39) on real PostgreSQL: one account sending its request 20 times at once leaves one
// pending request (the partial unique index), and admins approving rival requests for one listing at once make
// exactly one owner (the conditional UPDATE ... WHERE owner_id IS NULL).
import { afterAll, expect } from 'vitest';
import requestFn from '../../functions/business-listing-claim-request.mts';
import adminFn from '../../functions/admin-listing-claim-requests.mts';
import { query } from '../../src/server/db/client.ts';
import { call } from '../functions/helpers.ts';
import { useTempOutbox } from '../functions/outbox.ts';
import { createAccount, createListing, removeFixtures } from '../functions/interactions-fixtures.ts';
import { atOnce, race, statusCounts } from './race.ts';

useTempOutbox();
afterAll(removeFixtures);

const proof = { role_at_business: 'Owner', proof: '780-555-0101', message: 'I opened the shop in 2019.' };
const submit = (cookie: string, listing: string) =>
  call(requestFn, '/api/business/listing/claim-request', {
    method: 'POST',
    json: { listing, ...proof },
    headers: { cookie },
  });

race('one account sends its claim request 20 times at once: one pending request', async () => {
  const [owner, listing] = [await createAccount(), await createListing(null)];
  const answers = await atOnce(20, () => submit(owner.cookie, listing.id));
  const counts = statusCounts(answers);
  expect(counts[201], JSON.stringify(counts)).toBe(1);
  expect(answers.every((a) => a.status === 201 || a.status === 409 || a.status === 429)).toBe(true);
  const rows = await query("SELECT 1 FROM listing_claim_requests WHERE listing_id = $1 AND state = 'pending'", [
    listing.id,
  ]);
  expect(rows).toHaveLength(1);
});

race('10 rival requests for one listing approved at once: one owner, one approval, 9 answer 409', async () => {
  const admin = await createAccount({ role: 'admin' });
  const listing = await createListing(null);
  const requesters = await atOnce(10, () => createAccount());
  const ids: string[] = [];
  for (const r of requesters) {
    const made = await submit(r.cookie, listing.id);
    expect(made.status).toBe(201);
    ids.push((made.body as { request: { id: string } }).request.id);
  }
  const answers = await atOnce(10, (i) =>
    call(adminFn, '/api/admin/claim-requests', {
      method: 'POST',
      json: { request_id: ids[i], decision: 'approve' },
      headers: { cookie: admin.cookie },
    }),
  );
  expect(statusCounts(answers)).toEqual({ 200: 1, 409: 9 });
  const [owned] = await query<{ owner_id: string | null }>('SELECT owner_id FROM listings WHERE id = $1', [listing.id]);
  const winner = requesters[answers.findIndex((a) => a.status === 200)]!;
  expect(owned?.owner_id).toBe(winner.id);
  const approved = await query("SELECT 1 FROM listing_claim_requests WHERE listing_id = $1 AND state = 'approved'", [
    listing.id,
  ]);
  expect(approved).toHaveLength(1);
});
