// One author, one listing, many reviews at once: one pending review (the partial unique index of migration 0019);
// the others are answered as the duplicate check answers a second review, rejected as 'duplicate'.
import { afterAll, expect } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { createAccount, createListing, post, removeFixtures, visitor } from '../functions/interactions-fixtures.ts';
import { atOnce, race } from './race.ts';

afterAll(removeFixtures);

race('20 reviews of one listing from one email at once leave one pending review', async () => {
  const owner = await createAccount();
  const listing = await createListing(owner.id);
  const author = visitor();
  // Each from its own address and with its own text: only the one-review-per-author rule applies.
  const answers = await atOnce(20, (i) =>
    post('review', listing.id, { ...author, rating: 5, message: `${author.message} Visit ${i}.` }),
  );
  const stored = await query<{ status: string; moderation_reason: string | null }>(
    'SELECT status, moderation_reason FROM reviews WHERE listing_id = $1',
    [listing.id],
  );
  expect(stored.filter((r) => r.status === 'pending')).toHaveLength(1);
  // Every other call was stored and answered as a rejected duplicate (or refused by the per-email limit): none lost.
  const accepted = answers.filter((a) => a.status < 300);
  expect(stored).toHaveLength(accepted.length);
  expect(stored.filter((r) => r.status !== 'pending').every((r) => r.moderation_reason === 'duplicate')).toBe(true);
  expect(answers.every((a) => a.status < 300 || a.status === 429)).toBe(true);
});
