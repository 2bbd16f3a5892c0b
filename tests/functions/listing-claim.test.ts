// Issue 27, point 4: a message to an unclaimed listing says what really happens. It is kept for the
// business; the listing's email (if any) is invited to claim it, at most once per 30 days, with a real
// claim link; whoever claims the listing with that link sees the kept messages in the inbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import claimFn from '../../functions/business-listing-claim.mts';
import leadsFn from '../../functions/inbox-leads.mts';
import { MESSAGE_KEPT, MESSAGE_KEPT_INVITED, MESSAGE_SENT } from '../../src/shared/outcomes.ts';
import { CLAIM_LINK_INVALID_TEXT } from '../../src/schemas/listing-claim.ts';
import { ensureRecipient, unsubscribeRecipient } from '../../src/server/mail/recipients.ts';
import { call } from './helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { createAccount, createListing, post, removeFixtures, visitor } from './interactions-fixtures.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});
afterAll(removeFixtures);

const claimLink = (mail: string) => /claim-listing\/#token=([^\s"<]+)/.exec(mail)?.[1];

describe('messages to an unclaimed listing (issue 27)', () => {
  it('says the message is kept and no one could be invited, when the listing has no email', async () => {
    const listing = await createListing(null);
    const sent = await post('message', listing.id, visitor());
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: MESSAGE_KEPT, delivery: 'kept' });
    expect(MESSAGE_KEPT).toBe(
      'Thank you! This business has not claimed its Main Street listing yet, so your message is kept for it and shown to the business when it claims its listing. We cannot email the business, so if it is urgent, please call or visit it.',
    );
  });

  it('invites the listing’s email once per 30 days; the claimer sees every kept message in the inbox', async () => {
    const listing = await createListing(null, 'Paddle Test Coffee');
    const email = `owner-${listing.slug}@example.ca`;
    await query('UPDATE listings SET email = $2 WHERE id = $1', [listing.id, email]);

    const first = await post('message', listing.id, visitor({ message: 'Do you roast your own beans?' }));
    expect(first.body).toMatchObject({ message: MESSAGE_KEPT_INVITED, delivery: 'kept-invited' });
    const second = await post('message', listing.id, visitor({ message: 'Are you open on Sundays?' }));
    expect(second.body).toMatchObject({ message: MESSAGE_KEPT_INVITED });
    const mails = mailTo(outbox(), email);
    expect(mails).toHaveLength(1); // rate-limited: one invitation, not one per message
    expect(mails[0]).toMatch(/^Subject: A visitor wrote to Paddle Test Coffee on Main Street$/m);
    expect(mails[0]).not.toContain('roast your own beans'); // the message is read by claiming, not by email
    const token = decodeURIComponent(claimLink(mails[0]!)!);
    expect(mails[0]).toContain(`/claim-listing/#token=`);

    // 30 days later, a new message brings a new invitation.
    await query(`UPDATE listings SET claim_invited_at = now() - interval '31 days' WHERE id = $1`, [listing.id]);
    await post('message', listing.id, visitor());
    expect(mailTo(outbox(), email)).toHaveLength(2);

    // The link, signed out and signed in; a forged one tells nothing.
    const describe = (t: string, cookie?: string) =>
      call(claimFn, `/api/business/listing/claim?token=${encodeURIComponent(t)}`, {
        headers: cookie ? { cookie } : {},
      });
    expect((await describe(token)).body).toEqual({ state: 'sign-in', business_name: 'Paddle Test Coffee', waiting: 3 });
    expect((await describe(`${token.slice(0, -2)}xx`)).body).toEqual({ state: 'invalid' });
    const owner = await createAccount();
    expect((await describe(token, owner.cookie)).body).toMatchObject({ state: 'claimable' });
    const forged = await call(claimFn, '/api/business/listing/claim', {
      method: 'POST',
      json: { token: `${token.slice(0, -2)}xx` },
      headers: { cookie: owner.cookie },
    });
    expect(forged).toMatchObject({ status: 404, body: { error: { message: CLAIM_LINK_INVALID_TEXT } } });
    expect((await call(claimFn, '/api/business/listing/claim', { method: 'POST', json: { token } })).status).toBe(401);

    const claimed = await call(claimFn, '/api/business/listing/claim', {
      method: 'POST',
      json: { token },
      headers: { cookie: owner.cookie },
    });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({
      business_name: 'Paddle Test Coffee',
      waiting: 3,
      message: 'Paddle Test Coffee is your listing now. 3 messages were waiting for you: they are in your inbox now.',
    });
    const leads = (await call(leadsFn, '/api/inbox/leads', { headers: { cookie: owner.cookie } })).body as {
      leads: { message: string }[];
    };
    expect(leads.leads.map((l) => l.message)).toEqual(
      expect.arrayContaining(['Do you roast your own beans?', 'Are you open on Sundays?']),
    );

    // Claimed: the link cannot take it again, and the next message goes to the owner as usual.
    const other = await createAccount();
    expect(
      (
        await call(claimFn, '/api/business/listing/claim', {
          method: 'POST',
          json: { token },
          headers: { cookie: other.cookie },
        })
      ).status,
    ).toBe(409);
    expect((await describe(token, other.cookie)).body).toMatchObject({ state: 'claimed' });
    expect((await post('message', listing.id, visitor())).body).toMatchObject({
      message: MESSAGE_SENT,
      delivery: 'sent',
    });
  });

  it('does not claim an invitation went out when the address unsubscribed from Main Street', async () => {
    const listing = await createListing(null);
    const email = `gone-${listing.slug}@example.ca`;
    await query('UPDATE listings SET email = $2 WHERE id = $1', [listing.id, email]);
    await unsubscribeRecipient((await ensureRecipient(email)).id);
    expect((await post('message', listing.id, visitor())).body).toMatchObject({
      message: MESSAGE_KEPT,
      delivery: 'kept',
    });
    expect((await post('message', listing.id, visitor())).body).toMatchObject({ delivery: 'kept' });
    expect(mailTo(outbox(), email)).toEqual([]);
  });

  it('refuses a second listing for an account that already has one', async () => {
    const owner = await createAccount();
    await createListing(owner.id);
    const listing = await createListing(null);
    await query('UPDATE listings SET email = $2 WHERE id = $1', [listing.id, `x-${listing.slug}@example.ca`]);
    await post('message', listing.id, visitor());
    const token = decodeURIComponent(claimLink(mailTo(outbox(), `x-${listing.slug}@example.ca`)[0]!)!);
    const refused = await call(claimFn, '/api/business/listing/claim', {
      method: 'POST',
      json: { token },
      headers: { cookie: owner.cookie },
    });
    expect(refused.status).toBe(409);
    expect((await query('SELECT owner_id FROM listings WHERE id = $1', [listing.id]))[0]).toEqual({ owner_id: null });
  });
});
