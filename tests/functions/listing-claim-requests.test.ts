// Issue 39: a listing the directory has no email for is claimed by a reviewed request: one pending per account
// and listing, an admin approves (only while the listing is unclaimed) or refuses with a reason, the requester is
// emailed either way in the request's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import requestFn from '../../functions/business-listing-claim-request.mts';
import adminFn from '../../functions/admin-listing-claim-requests.mts';
import claimLinkFn from '../../functions/business-listing-claim-link.mts';
import { CLAIM_REQUEST_LIMIT } from '../../src/server/listings/claim-requests.ts';
import { call } from './helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { createAccount, createListing, removeFixtures } from './interactions-fixtures.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});
afterAll(removeFixtures);

const proof = { role_at_business: 'Owner', proof: '780-555-0101', message: 'I opened the shop in 2019.' };
const submit = (cookie: string, body: Record<string, unknown>) =>
  call(requestFn, '/api/business/listing/claim-request', { method: 'POST', json: body, headers: { cookie } });
const pending = (cookie: string) => call(adminFn, '/api/admin/claim-requests', { headers: { cookie } });
const decide = (cookie: string, body: Record<string, unknown>) =>
  call(adminFn, '/api/admin/claim-requests', { method: 'POST', json: body, headers: { cookie } });
const claimPage = async (listing: string, cookie?: string) =>
  (
    await call(claimLinkFn, `/api/business/listing/claim-link?listing=${listing}`, {
      headers: cookie ? { cookie } : {},
    })
  ).body as { state: string; request: null | Record<string, string | null> };
const stateOf = async (id: string) =>
  (await query<{ state: string }>('SELECT state FROM listing_claim_requests WHERE id = $1', [id]))[0]?.state;
const ownerOf = async (id: string) =>
  (await query<{ owner_id: string | null }>('SELECT owner_id FROM listings WHERE id = $1', [id]))[0]?.owner_id;

describe('reviewed claim requests (issue 39)', () => {
  it('submits one pending request per account and listing; a second is refused with 409', async () => {
    const [owner, listing] = [await createAccount(), await createListing(null)];
    const first = await submit(owner.cookie, { listing: listing.id, ...proof });
    expect(first.status).toBe(201);
    expect(await stateOf((first.body as { request: { id: string } }).request.id)).toBe('pending');
    const again = await submit(owner.cookie, { listing: listing.id, ...proof });
    expect(again.status).toBe(409);
    expect((again.body as { error: { code: string } }).error.code).toBe('already_pending');
  });

  it('refuses bad input with 400 naming the field, and a listing with an email (it gets the link)', async () => {
    const [owner, listing] = [await createAccount(), await createListing(null)];
    const bad = await submit(owner.cookie, { listing: listing.id, role_at_business: 'Owner', proof: '' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('proof');
    await query('UPDATE listings SET email = $2 WHERE id = $1', [listing.id, `x-${listing.slug}@example.ca`]);
    expect((await submit(owner.cookie, { listing: listing.id, ...proof })).status).toBe(409);
  });

  it('only admins list and decide (403 for a business account, 401 signed out)', async () => {
    const owner = await createAccount();
    expect((await pending(owner.cookie)).status).toBe(403);
    expect((await decide(owner.cookie, { request_id: owner.id, decision: 'approve' })).status).toBe(403);
    expect((await call(adminFn, '/api/admin/claim-requests')).status).toBe(401);
  });

  it('approval makes the requester owner, emails them; approving a claimed listing: 409, stays pending', async () => {
    const admin = await createAccount({ role: 'admin' });
    const [first, second, listing] = [await createAccount(), await createAccount(), await createListing(null)];
    const a = await submit(first.cookie, { listing: listing.id, ...proof });
    const b = await submit(second.cookie, { listing: listing.id, ...proof, lang: 'fr' });
    const [idA, idB] = [a.body, b.body].map((x) => (x as { request: { id: string } }).request.id) as [string, string];
    const listed = (await pending(admin.cookie)).body as { requests: { id: string; proof: string }[] };
    expect(listed.requests.find((r) => r.id === idA)?.proof).toBe('780-555-0101');
    expect((await decide(admin.cookie, { request_id: idA, decision: 'approve' })).status).toBe(200);
    expect(await ownerOf(listing.id)).toBe(first.id);
    expect(await stateOf(idA)).toBe('approved');
    expect(mailTo(outbox(), first.email).join('\n')).toContain('is now your listing');
    const late = await decide(admin.cookie, { request_id: idB, decision: 'approve' });
    expect(late.status).toBe(409);
    expect(await ownerOf(listing.id)).toBe(first.id);
    expect(await stateOf(idB)).toBe('pending');
    expect((await decide(admin.cookie, { request_id: idA, decision: 'approve' })).status).toBe(409);
  });

  it('refusal records the reason and emails it in the request’s language; a reason is required', async () => {
    const admin = await createAccount({ role: 'admin' });
    const [owner, listing] = [await createAccount(), await createListing(null)];
    const made = await submit(owner.cookie, { listing: listing.id, ...proof, lang: 'fr' });
    const id = (made.body as { request: { id: string } }).request.id;
    const noReason = await decide(admin.cookie, { request_id: id, decision: 'refuse' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('reason');
    const reason = 'The phone number is not theirs.';
    const res = await decide(admin.cookie, { request_id: id, decision: 'refuse', reason });
    expect(res.status).toBe(200);
    const [row] = await query<{ state: string; refusal_reason: string }>(
      'SELECT state, refusal_reason FROM listing_claim_requests WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ state: 'refused', refusal_reason: 'The phone number is not theirs.' });
    expect(await ownerOf(listing.id)).toBeNull();
    const mail = mailTo(outbox(), owner.email).join('\n');
    expect(mail).toContain('Motif');
    expect(mail).toContain('The phone number is not theirs.');
    expect((await submit(owner.cookie, { listing: listing.id, ...proof })).status).toBe(201);
  });

  it('limits an account to CLAIM_REQUEST_LIMIT requests a day (429 after that)', async () => {
    const owner = await createAccount();
    const statuses: number[] = [];
    for (let i = 0; i <= CLAIM_REQUEST_LIMIT.perAccount; i += 1) {
      statuses.push((await submit(owner.cookie, { listing: (await createListing(null)).id, ...proof })).status);
    }
    expect(statuses).toEqual([...Array(CLAIM_REQUEST_LIMIT.perAccount).fill(201), 429]);
  });

  it('shows the requester their own request only: pending, refused with the reason, then approved', async () => {
    const admin = await createAccount({ role: 'admin' });
    const [owner, other, listing] = [await createAccount(), await createAccount(), await createListing(null)];
    const made = await submit(owner.cookie, { listing: listing.id, ...proof });
    const id = (made.body as { request: { id: string } }).request.id;
    expect(await claimPage(listing.id, owner.cookie)).toMatchObject({
      state: 'request',
      request: { state: 'pending', decided_at: null, refusal_reason: null, created_at: expect.stringMatching(/Z$/) },
    });
    // Another account, and a signed-out visitor, read nothing of it.
    expect(await claimPage(listing.id, other.cookie)).toMatchObject({ state: 'request', request: null });
    expect(await claimPage(listing.id)).toMatchObject({ state: 'request-sign-in', request: null });

    const reason = 'The website does not name you.';
    expect((await decide(admin.cookie, { request_id: id, decision: 'refuse', reason })).status).toBe(200);
    expect(await claimPage(listing.id, owner.cookie)).toMatchObject({
      state: 'request',
      request: { state: 'refused', refusal_reason: reason, decided_at: expect.stringMatching(/Z$/) },
    });
    const again = await submit(owner.cookie, { listing: listing.id, ...proof, proof: 'https://example.ca/about' });
    expect((await claimPage(listing.id, owner.cookie)).request).toMatchObject({ state: 'pending' });
    const againId = (again.body as { request: { id: string } }).request.id;
    expect((await decide(admin.cookie, { request_id: againId, decision: 'approve' })).status).toBe(200);
    expect(await claimPage(listing.id, owner.cookie)).toMatchObject({ state: 'yours', request: { state: 'approved' } });
    expect(await claimPage(listing.id, other.cookie)).toMatchObject({ state: 'claimed', request: null });
  });

  it('lists each pending request with its listing’s city and page and the requester’s account date', async () => {
    const admin = await createAccount({ role: 'admin' });
    const [owner, listing] = [await createAccount(), await createListing(null)];
    const made = await submit(owner.cookie, { listing: listing.id, ...proof, message: '<b>not html</b>' });
    const id = (made.body as { request: { id: string } }).request.id;
    const listed = (await pending(admin.cookie)).body as { requests: Record<string, string>[] };
    const row = listed.requests.find((r) => r.id === id);
    expect(row).toMatchObject({
      listing_city: 'Camrose',
      listing_path: expect.stringMatching(new RegExp(`^/directory/.+/${listing.slug}/$`)),
      requester_email: owner.email,
      requester_since: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message: '<b>not html</b>',
    });
  });
});
