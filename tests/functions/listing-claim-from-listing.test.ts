// Issue 39: 'Claim this listing' on an unclaimed listing. The proof stays the emailed link: it goes to the
// address the directory has for the business (never to the asker, never shown); without one the page offers the
// reviewed request (listing-claim-requests.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import claimLinkFn from '../../functions/business-listing-claim-link.mts';
import claimFn from '../../functions/business-listing-claim.mts';
import { call } from './helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { createAccount, createListing, removeFixtures } from './interactions-fixtures.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});
afterAll(removeFixtures);

const URL = '/api/business/listing/claim-link';
const describeFor = (listing: string, cookie?: string) =>
  call(claimLinkFn, `${URL}?listing=${listing}`, { headers: cookie ? { cookie } : {} });
const ask = (listing: string, cookie?: string) =>
  call(claimLinkFn, URL, { method: 'POST', json: { listing }, headers: cookie ? { cookie } : {} });

describe('claiming from the listing (issue 39)', () => {
  it('emails the claim link to the business’s own address, once per 30 days, and the link claims it', async () => {
    const listing = await createListing(null, 'Ridge Test Plumbing');
    const email = `books-${listing.slug}@example.ca`;
    await query('UPDATE listings SET email = $2 WHERE id = $1', [listing.id, email]);
    expect((await describeFor(listing.id)).body).toEqual({
      state: 'sign-in',
      business_name: 'Ridge Test Plumbing',
      request: null,
    });
    expect(JSON.stringify((await describeFor(listing.id)).body)).not.toContain(email);
    expect((await ask(listing.id)).status).toBe(401);

    const owner = await createAccount();
    expect((await describeFor(listing.id, owner.cookie)).body).toEqual({
      state: 'email-link',
      business_name: 'Ridge Test Plumbing',
      request: null,
    });
    const sent = await ask(listing.id, owner.cookie);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      sent: true,
      message: expect.stringContaining('the address the directory has for the business'),
    });
    expect(JSON.stringify(sent.body)).not.toContain(email);
    const mails = mailTo(outbox(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Claim Ridge Test Plumbing on Main Street$/m);
    expect(mailTo(outbox(), owner.email)).toHaveLength(0);

    // Asked again within 30 days: no second email, and the page says the first link still works.
    const again = await ask(listing.id, owner.cookie);
    expect(again.body).toMatchObject({ sent: false, message: expect.stringContaining('still works') });
    expect(mailTo(outbox(), email)).toHaveLength(1);

    const token = decodeURIComponent(/claim-listing\/#token=([^\s"<]+)/.exec(mails[0]!)![1]!);
    const claimed = await call(claimFn, '/api/business/listing/claim', {
      method: 'POST',
      json: { token },
      headers: { cookie: owner.cookie },
    });
    expect(claimed.status).toBe(200);
    expect((await describeFor(listing.id, owner.cookie)).body).toMatchObject({ state: 'yours' });
    expect((await describeFor(listing.id)).body).toMatchObject({ state: 'claimed' });
    expect((await ask(listing.id, owner.cookie)).status).toBe(409);
  });

  it('offers a listing without an email a reviewed request (after sign-in), and emails no link', async () => {
    const listing = await createListing(null, 'Quiet Test Bakery');
    const owner = await createAccount();
    expect((await describeFor(listing.id)).body).toEqual({
      state: 'request-sign-in',
      business_name: 'Quiet Test Bakery',
      request: null,
    });
    expect((await describeFor(listing.id, owner.cookie)).body).toEqual({
      state: 'request',
      business_name: 'Quiet Test Bakery',
      request: null,
    });
    expect((await ask(listing.id, owner.cookie)).status).toBe(409);
  });

  it('answers a bad or unknown listing id with a 4xx naming the field', async () => {
    const bad = await describeFor('not-an-id');
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { fields: Record<string, string[]> } }).error.fields.listing?.[0]).toContain(
      'Claim this listing',
    );
    expect((await describeFor('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
