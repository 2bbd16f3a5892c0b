// Reviews: pending until an admin approves them; only approved ones count (average to 2 decimals);
// automatic checks reject (the author reads why in a plain sentence) or hold (the reason is for moderators
// only); owners reply but never edit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { isSiteStale, markSiteBuilt } from '../../src/server/site-state.ts';
import { ratingSummary } from '../../src/server/reviews/reviews.ts';
import adminReviews from '../../functions/admin-reviews.mts';
import adminModerate from '../../functions/admin-review-moderate.mts';
import reviewStatus from '../../functions/review-status.mts';
import inboxReviews from '../../functions/inbox-reviews.mts';
import inboxReply from '../../functions/inbox-review-reply.mts';
import createNewBlocMail from '../../functions/bloc-mail-create-new-bloc-mail.mts';
import { buildBlocMail } from '../../src/schemas/contact.ts';
import { call } from './helpers.ts';
import { createAccount, createListing, freshIp, post, visitor, removeFixtures } from './interactions-fixtures.ts';

afterAll(removeFixtures);

type Review = { id: string; status: string; moderation_reason: string | null };
const reviewOf = (body: unknown) => (body as { review: Review }).review;
const messageOf = (body: unknown) => (body as { message: string }).message;
const storedReason = async (id: string) =>
  (await query<{ moderation_reason: string | null }>('SELECT moderation_reason FROM reviews WHERE id = $1', [id]))[0]
    ?.moderation_reason;

let owner: Awaited<ReturnType<typeof createAccount>>;
let admin: Awaited<ReturnType<typeof createAccount>>;
let listing: Awaited<ReturnType<typeof createListing>>;

beforeAll(async () => {
  owner = await createAccount();
  admin = await createAccount({ role: 'admin' });
  listing = await createListing(owner.id);
});

const moderate = (body: Record<string, unknown>, cookie = admin.cookie) =>
  call(adminModerate, '/api/admin/reviews/moderate', { method: 'POST', json: body, headers: { cookie } });

describe('a review stays pending until approved', () => {
  it('is stored pending, does not count, then counts once approved (average to 2 decimals)', async () => {
    // Seed two approved ratings: 5 and 4.
    for (const rating of [5, 4]) {
      const { body } = await post('review', listing.id, visitor({ rating }));
      expect((await moderate({ review_id: reviewOf(body).id, decision: 'approve' })).status).toBe(200);
    }
    expect(await ratingSummary(listing.id)).toEqual({ average: 4.5, count: 2 });

    const { status, body } = await post('review', listing.id, visitor({ rating: 4 }));
    expect(status).toBe(201);
    expect(body).toMatchObject({ message: 'Your review has been submitted and will appear once approved.' });
    const review = reviewOf(body);
    expect(review).toMatchObject({ status: 'pending', moderation_reason: null });
    expect(await ratingSummary(listing.id)).toEqual({ average: 4.5, count: 2 });

    await markSiteBuilt(new Date());
    expect((await moderate({ review_id: review.id, decision: 'approve' })).status).toBe(200);
    expect(await ratingSummary(listing.id)).toEqual({ average: 4.33, count: 3 });
    expect(await isSiteStale()).toBe(true);
  });

  it('uses the business_unique_id too, and the author can read the status and reason', async () => {
    const { body } = await post('review', listing.slug, visitor({ rating: 2 }));
    const review = reviewOf(body);
    const pending = await call(reviewStatus, `/api/reviews/status?id=${review.id}`);
    expect(pending.body).toMatchObject({ status: 'pending', moderation_reason: null, business_name: listing.name });
    await moderate({ review_id: review.id, decision: 'reject', reason: 'off-topic' });
    const rejected = await call(reviewStatus, `/api/reviews/status?id=${review.id}`);
    expect(rejected.body).toMatchObject({ status: 'rejected', moderation_reason: 'off-topic' });
    expect((await call(reviewStatus, '/api/reviews/status?id=nope')).status).toBe(400);
  });
});

describe('the admin queue', () => {
  it('is for admins only', async () => {
    expect((await call(adminReviews, '/api/admin/reviews')).status).toBe(401);
    expect((await call(adminReviews, '/api/admin/reviews', { headers: { cookie: owner.cookie } })).status).toBe(403);
    expect((await moderate({ review_id: crypto.randomUUID(), decision: 'approve' }, owner.cookie)).status).toBe(403);
  });

  it('lists pending reviews, held ones first, and needs a reason code to reject', async () => {
    const { body: heldBody } = await post(
      'review',
      listing.id,
      visitor({ rating: 3, message: 'Nice shop, see my page at www.example.com for more.' }),
    );
    const held = reviewOf(heldBody);
    expect(held).toMatchObject({ status: 'pending', moderation_reason: null });
    expect(messageOf(heldBody)).toBe('Your review has been submitted and will appear once approved.');
    const { body } = await call(adminReviews, '/api/admin/reviews?status=pending', {
      headers: { cookie: admin.cookie },
    });
    const queue = (body as { reviews: Review[] }).reviews;
    expect(queue[0]).toMatchObject({ id: held.id, moderation_reason: 'spam' });

    const noReason = await moderate({ review_id: held.id, decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect((await moderate({ review_id: held.id, decision: 'reject', reason: 'nonsense' })).status).toBe(400);
    const ok = await moderate({ review_id: held.id, decision: 'reject', reason: 'spam' });
    expect(reviewOf(ok.body)).toMatchObject({ status: 'rejected', moderation_reason: 'spam' });
    expect((await moderate({ review_id: crypto.randomUUID(), decision: 'approve' })).status).toBe(404);
  });
});

describe('automatic checks', () => {
  it('rejects obvious spam with the reason "spam"', async () => {
    const { status, body } = await post(
      'review',
      listing.id,
      visitor({ rating: 5, message: 'Cheap viagra and casino bonus at http://spam.example.ru click here' }),
    );
    expect(status).toBe(201);
    expect(reviewOf(body)).toMatchObject({ status: 'rejected', moderation_reason: 'spam' });
    expect(messageOf(body)).toBe(
      'Your review was not published because it contains links or advertising. You can post it again without them.',
    );
  });

  it('holds abusive text for a moderator with the reason "abusive", which only the moderators see', async () => {
    const { body } = await post(
      'review',
      listing.id,
      visitor({ rating: 1, message: 'The owner is a total moron and the coffee was cold.' }),
    );
    expect(reviewOf(body)).toMatchObject({ status: 'pending', moderation_reason: null });
    expect(await storedReason(reviewOf(body).id)).toBe('abusive');
  });

  it('rejects a copied text to the same listing and a second review by one author as "duplicate"', async () => {
    const text = `The cinnamon buns here are the best in the province, every Saturday (${crypto.randomUUID()}).`;
    const first = await post('review', listing.id, visitor({ rating: 5, message: text }));
    expect(reviewOf(first.body).status).toBe('pending');
    const copied = text.toUpperCase().replace(/,/g, ' ,');
    const copy = await post('review', listing.id, visitor({ rating: 5, message: copied }));
    expect(reviewOf(copy.body)).toMatchObject({ status: 'rejected', moderation_reason: 'duplicate' });
    expect(messageOf(copy.body)).toMatch(/^Your review was not published because this business already has a review/);

    const author = visitor({ rating: 4 });
    await post('review', listing.id, author);
    const again = await post('review', listing.id, { ...author, message: 'Came back, still good.' });
    expect(reviewOf(again.body)).toMatchObject({ status: 'rejected', moderation_reason: 'duplicate' });
  });

  it('takes the same words from other people about other businesses, even from one shared address', async () => {
    // Issue 39: a second reviewer's 'Great service, friendly staff.' on another business was a 'Duplicate'.
    const ip = freshIp();
    const long = `Warm welcome, quick service and fair work (${crypto.randomUUID()}).`;
    for (const message of ['Great service, friendly staff.', long]) {
      const one = await post('review', (await createListing(null)).id, visitor({ rating: 5, message }), { ip });
      const two = await post('review', (await createListing(null)).id, visitor({ rating: 5, message }), { ip });
      expect([reviewOf(one.body), reviewOf(two.body)]).toMatchObject([
        { status: 'pending', moderation_reason: null },
        { status: 'pending', moderation_reason: null },
      ]);
      expect(await storedReason(reviewOf(two.body).id)).toBeNull();
    }
  });

  it('tells a reviewer held for a busy address only that the review waits, in English and French', async () => {
    const ip = freshIp();
    const posted: { body: unknown }[] = [];
    for (const lang of ['en', 'en', 'en', 'en', 'en', 'en', 'fr']) {
      const body = buildBlocMail({
        mode: 'review',
        businessId: (await createListing(null)).id,
        businessName: 'Test',
        values: visitor({ rating: 4 }),
      });
      const url = `/api/bloc-mail/create-new-bloc-mail${lang === 'fr' ? '?lang=fr' : ''}`;
      const headers = { 'x-forwarded-for': ip };
      posted.push(await call(createNewBlocMail, url, { method: 'POST', json: body, headers }));
    }
    const [sixth, seventh] = [posted[5]!.body, posted[6]!.body];
    expect(messageOf(sixth)).toBe('Your review has been submitted and will appear once approved.');
    expect(messageOf(seventh)).toBe('Votre avis a été envoyé et paraîtra une fois approuvé.');
    for (const body of [sixth, seventh]) {
      expect(JSON.stringify(body)).not.toMatch(/rate.limit|Limite|moderator|modérateur/i);
      expect(await storedReason(reviewOf(body).id)).toBe('rate-limit');
      const status = await call(reviewStatus, `/api/reviews/status?id=${reviewOf(body).id}`);
      expect(status.body).toMatchObject({ status: 'pending', moderation_reason: null });
    }
    const queue = await call(adminReviews, '/api/admin/reviews?status=pending', { headers: { cookie: admin.cookie } });
    const held = (queue.body as { reviews: Review[] }).reviews.find((r) => r.id === reviewOf(sixth).id);
    expect(held).toMatchObject({ moderation_reason: 'rate-limit' });
  });

  it('rejects a 4th review from one email in a day as "rate-limit", and answers 429 beyond the hard limit', async () => {
    const email = `busy-${Date.now()}@example.ca`;
    const results: Review[] = [];
    for (let i = 0; i < 4; i++) {
      const target = await createListing(null);
      const { body } = await post('review', target.id, visitor({ email, rating: 4 }));
      results.push(reviewOf(body));
    }
    expect(results.map((r) => r.status)).toEqual(['pending', 'pending', 'pending', 'rejected']);
    expect(results[3]!.moderation_reason).toBe('rate-limit');

    const target = await createListing(null);
    await post('review', target.id, visitor({ email, rating: 4 }));
    const blocked = await post('review', target.id, visitor({ email, rating: 4 }));
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      error: { code: 'rate_limited', message: expect.stringMatching(/wait 10 minutes/) },
    });
  });

  it('holds the 6th review in a day from one address for a moderator, with the reason "rate-limit"', async () => {
    const ip = freshIp();
    const statuses: Review[] = [];
    for (let i = 0; i < 6; i++) {
      const target = await createListing(null);
      statuses.push(reviewOf((await post('review', target.id, visitor({ rating: 4 }), { ip })).body));
    }
    expect(statuses.every((r) => r.status === 'pending' && r.moderation_reason === null)).toBe(true);
    expect(await storedReason(statuses[4]!.id)).toBeNull();
    expect(await storedReason(statuses[5]!.id)).toBe('rate-limit');
  });

  it('limits one address to 10 posts in 10 minutes, whatever the emails', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post('message', listing.id, visitor(), { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('owner replies', () => {
  it('shows the owner every review of their listings with status and reason, and lets them reply to approved ones only', async () => {
    // Its own owner, listing and reviews, so it passes alone and in any order.
    const replier = await createAccount();
    const own = await createListing(replier.id);
    const approvedId = reviewOf((await post('review', own.id, visitor({ rating: 5 }))).body).id;
    expect((await moderate({ review_id: approvedId, decision: 'approve' })).status).toBe(200);
    const pendingId = reviewOf((await post('review', own.id, visitor({ rating: 4 }))).body).id;
    const spam = `Cheap viagra and casino bonus at http://spam.example.ru click here (${crypto.randomUUID()})`;
    const spamId = reviewOf((await post('review', own.id, visitor({ rating: 5, message: spam }))).body).id;

    const { body } = await call(inboxReviews, '/api/inbox/reviews', { headers: { cookie: replier.cookie } });
    const reviews = (body as { reviews: (Review & { message: string })[]; visibility_notice: string }).reviews;
    expect(reviews.map((r) => r.id).sort()).toEqual([approvedId, pendingId, spamId].sort());
    expect(reviews.find((r) => r.id === spamId)).toMatchObject({ status: 'rejected', moderation_reason: 'spam' });
    expect((body as { visibility_notice: string }).visibility_notice).toMatch(/^Live now on your listing page/);
    const approved = reviews.find((r) => r.id === approvedId)!;
    expect(approved.status).toBe('approved');
    expect(reviews.find((r) => r.id === pendingId)?.status).toBe('pending');

    const reply = (review_id: string, text: string, cookie = replier.cookie) =>
      call(inboxReply, '/api/inbox/reviews/reply', {
        method: 'POST',
        json: { review_id, reply: text },
        headers: { cookie },
      });
    const ok = await reply(approvedId, 'Thank you for visiting!');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ review: { owner_reply: 'Thank you for visiting!', message: approved.message } });
    expect((await reply(pendingId, 'Hello')).status).toBe(409);
    expect((await reply(approvedId, '')).body).toMatchObject({ error: { fields: { reply: ['Reply is required'] } } });

    const stranger = await createAccount();
    expect((await reply(approvedId, 'Not my listing', stranger.cookie)).status).toBe(404);
    const strangers = await call(inboxReviews, '/api/inbox/reviews', { headers: { cookie: stranger.cookie } });
    expect((strangers.body as { reviews: unknown[] }).reviews).toEqual([]);
    expect((await call(inboxReviews, '/api/inbox/reviews')).status).toBe(401);

    const [row] = await query<{ message: string; status: string }>(
      'SELECT message, status FROM reviews WHERE id = $1',
      [approvedId],
    );
    expect(row).toEqual({ message: approved.message, status: 'approved' });
  });
});
