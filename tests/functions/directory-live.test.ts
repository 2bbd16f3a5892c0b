// Issue 19: listing pages rendered on demand carry CDN cache headers and tags, and every kind of change
// to a listing asks the CDN to purge the listing's, its city's and its province's tags (and the country's and
// the whole directory's, for their list pages rendered on demand).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { setPurger, type ListingChange } from '../../src/server/directory/cdn-purge.ts';
import { listingCacheHeaders, loadLiveListing, parseListingParams } from '../../src/server/directory/live-page.ts';
import { isSiteStale, markSiteBuilt } from '../../src/server/site-state.ts';
import adminModerate from '../../functions/admin-review-moderate.mts';
import inboxReply from '../../functions/inbox-review-reply.mts';
import businessListing from '../../functions/business-listing.mts';
import directoryChanged from '../../functions/business-directory-changed.mts';
import { call } from './helpers.ts';
import { createAccount, createListing, post, removeFixtures, visitor } from './interactions-fixtures.ts';

const purges: { tags: string[]; change: ListingChange }[] = [];
let restore: () => void;
let owner: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
let listing: Awaited<ReturnType<typeof createListing>>;

beforeAll(async () => {
  restore = setPurger(async (tags, change) => void purges.push({ tags, change }));
  owner = await createAccount();
  admin = await createAccount({ role: 'admin' });
  listing = await createListing(owner.id);
});
afterEach(() => void purges.splice(0));
afterAll(async () => {
  restore();
  await query('DELETE FROM listings WHERE owner_id = $1', [owner.id]); // the one the listing-save case made
  await removeFixtures();
});

const tagsOf = (slug: string, city = 'camrose') => [`listing-${slug}`, `city-ca-ab-${city}`, 'province-ca-ab'];
// A change also purges the country's and the whole directory's list pages rendered on demand (issue 19).
const purgedFor = (slug: string, city = 'camrose') => [...tagsOf(slug, city), 'country-ca', 'directory'];
const reviewId = (body: unknown) => (body as { review: { id: string } }).review.id;
const moderate = (review_id: string, decision: 'approve' | 'reject') =>
  call(adminModerate, '/api/admin/reviews/moderate', {
    method: 'POST',
    json: decision === 'approve' ? { review_id, decision } : { review_id, decision, reason: 'off-topic' },
    headers: { cookie: admin.cookie },
  });

describe('a rendered listing', () => {
  it('names its listing, city and province in its cache tags, cached durably until purged', async () => {
    const at = parseListingParams({ country: 'canada', province: 'alberta', city: 'camrose', listing: listing.slug });
    expect(at).toEqual({
      country_code: 'CA',
      state_code: 'AB',
      city_slug: 'camrose',
      business_unique_id: listing.slug,
    });
    expect((await loadLiveListing(at!))?.listing.business_name).toBe(listing.name);
    const headers = listingCacheHeaders(at, true);
    expect(headers['Netlify-Cache-Tag']).toBe(tagsOf(listing.slug).join(','));
    expect(headers['Netlify-CDN-Cache-Control']).toMatch(/^public, durable, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(headers['Cache-Control']).toBe('public, max-age=0, must-revalidate');
  });

  it('is a brief, non-durable 404 for a listing in another city or one that does not exist', async () => {
    const elsewhere = parseListingParams({
      country: 'canada',
      province: 'alberta',
      city: 'banff',
      listing: listing.slug,
    })!;
    expect(await loadLiveListing(elsewhere)).toBeNull();
    expect(
      await loadLiveListing({ ...elsewhere, city_slug: 'camrose', business_unique_id: `${listing.slug}-gone` }),
    ).toBeNull();
    expect(listingCacheHeaders(elsewhere, false)['Netlify-CDN-Cache-Control']).toBe('public, s-maxage=60');
  });

  it('refuses malformed addresses before any query', () => {
    for (const params of [
      { country: 'canada', province: 'alberta', city: 'camrose', listing: 'Bad Slug' },
      { country: 'canada', province: 'alberta', city: 'camrose', listing: `a${'-b'.repeat(80)}` },
      { country: 'canada', province: 'ab', city: 'camrose', listing: 'x' },
      { country: 'france', province: 'alberta', city: 'camrose', listing: 'x' },
      { country: 'canada', province: 'atlantis', city: 'camrose', listing: 'x' },
      { country: 'canada', province: 'alberta', city: "camrose'--", listing: 'x' },
    ])
      expect(parseListingParams(params), JSON.stringify(params)).toBeNull();
    expect(listingCacheHeaders(null, false)['Netlify-Cache-Tag']).toBeUndefined();
  });
});

describe('a change purges the listing, its city and its province', () => {
  it('when an admin approves or unpublishes a review (and marks the prebuilt pages stale)', async () => {
    await markSiteBuilt(new Date());
    const id = reviewId((await post('review', listing.id, visitor({ rating: 4 }))).body);
    expect(purges).toEqual([]); // a pending review shows nowhere
    expect((await moderate(id, 'approve')).status).toBe(200);
    expect(purges).toEqual([{ tags: purgedFor(listing.slug), change: 'review-moderated' }]);
    expect(await isSiteStale()).toBe(true);
    expect((await moderate(id, 'reject')).status).toBe(200);
    expect(purges).toHaveLength(2);
  });

  it('when the owner replies to a review', async () => {
    const id = reviewId((await post('review', listing.id, visitor({ rating: 5 }))).body);
    await moderate(id, 'approve');
    purges.splice(0);
    const res = await call(inboxReply, '/api/inbox/reviews/reply', {
      method: 'POST',
      json: { review_id: id, reply: 'Thanks for coming in!' },
      headers: { cookie: owner.cookie },
    });
    expect(res.status).toBe(200);
    expect((res.body as { visibility_notice: string }).visibility_notice).toMatch(/^Live now/);
    expect(purges).toEqual([{ tags: purgedFor(listing.slug), change: 'owner-reply' }]);
  });

  it('when a listing is created, and when an edit moves it (old and new city)', async () => {
    const account = await createAccount();
    const form = {
      business_name: `Purge Test Cafe ${account.id.slice(0, 6)}`,
      category: 'Cafe',
      city: 'Red Deer',
      state_code: 'AB',
      social: {},
      hours: {},
      images: [],
      email_opt_in: false,
    };
    const created = await call(businessListing, '/api/business/listing', {
      method: 'PUT',
      json: form,
      headers: { cookie: account.cookie },
    });
    expect(created.status).toBe(200);
    const slug = (created.body as { listing: { business_unique_id: string } }).listing.business_unique_id;
    // A miss cached for this address before it existed carries the same listing tag: purged too.
    expect(purges).toEqual([{ tags: purgedFor(slug, 'red-deer'), change: 'listing-saved' }]);
    purges.splice(0);
    const moved = await call(businessListing, '/api/business/listing', {
      method: 'PUT',
      json: { ...form, city: 'Banff' },
      headers: { cookie: account.cookie },
    });
    expect(moved.status).toBe(200);
    expect(purges).toHaveLength(1);
    expect(purges[0]!.tags.sort()).toEqual(
      [
        `listing-${slug}`,
        'city-ca-ab-banff',
        'city-ca-ab-red-deer',
        'province-ca-ab',
        'country-ca',
        'directory',
      ].sort(),
    );
    await query('DELETE FROM listings WHERE owner_id = $1', [account.id]);
  });

  it('keeps the change when the purge fails (the CDN copy then expires on its own)', async () => {
    const undo = setPurger(async () => {
      throw new Error('purge API unreachable');
    });
    try {
      const id = reviewId((await post('review', listing.id, visitor({ rating: 3 }))).body);
      expect((await moderate(id, 'approve')).status).toBe(200);
      const [row] = await query<{ status: string }>('SELECT status FROM reviews WHERE id = $1', [id]);
      expect(row?.status).toBe('approved');
    } finally {
      undo();
    }
  });
});

describe('GET /api/business/directory/changed (the search fallback)', () => {
  it('lists the cards of a scope changed since a time, and nothing from before', async () => {
    const before = new Date(Date.now() - 60_000).toISOString();
    const fresh = await createListing(null, `Changed Since Bakery ${Date.now()}`);
    const url = (since: string, scope = '&country=canada&state=alberta&city=camrose') =>
      `/api/business/directory/changed?since=${encodeURIComponent(since)}${scope}`;
    const res = await call(directoryChanged, url(before));
    expect(res.status).toBe(200);
    const cards = (res.body as { cards: { id: string; name: string }[] }).cards;
    expect(cards.find((c) => c.id === fresh.slug)?.name).toBe(fresh.name);
    const elsewhere = (await call(directoryChanged, url(before, '&country=canada&state=ontario'))).body as {
      cards: { id: string }[];
    };
    expect(elsewhere.cards.some((c) => c.id === fresh.slug)).toBe(false);
    const later = (await call(directoryChanged, url(new Date(Date.now() + 60_000).toISOString()))).body as {
      cards: unknown[];
    };
    expect(later.cards).toEqual([]);
    const bad = await call(directoryChanged, '/api/business/directory/changed?since=yesterday');
    expect(bad.status).toBe(400);
  });
});
