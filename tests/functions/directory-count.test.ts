// Issue 39: the home and about pages said 157 businesses while the directory counted 158 (they left the demo
// account's listing out; the directory shows it). Both now read the directory's own province counts.
import { afterAll, describe, expect, it } from 'vitest';
import { countDirectory, findListings } from '../../src/server/directory/directory-repo.ts';
import { query } from '../../src/server/db/client.ts';
import { createListing, removeFixtures } from './interactions-fixtures.ts';
import { registerAccount } from './accounts-helpers.ts';

afterAll(removeFixtures);

describe('one count of businesses', () => {
  it('is the number the directory lists, the demo account’s listing included', async () => {
    const demo = await registerAccount();
    await query('UPDATE businesses SET is_demo = true WHERE id = $1', [demo.id]);
    await createListing(demo.id);
    await createListing(null);
    const { listings, provinces } = await countDirectory();
    expect(listings).toBe((await findListings({}, 1, 1)).total);
    const [distinct] = await query<{ n: number }>(
      'SELECT count(DISTINCT (country_code, state_code))::int AS n FROM listings',
    );
    expect(provinces).toBe(distinct!.n);
  });
});
