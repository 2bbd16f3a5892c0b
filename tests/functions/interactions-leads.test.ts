// Messages become leads in the right inbox and nobody else's; owners are emailed (an .eml in the
// outbox without SMTP_URL) with a working unsubscribe link, and an unsubscribed owner gets nothing.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import { resetEnvCache } from '../../src/server/env.ts';
import inboxLeads from '../../functions/inbox-leads.mts';
import inboxLeadsCsv from '../../functions/inbox-leads-csv.mts';
import adminModerate from '../../functions/admin-review-moderate.mts';
import emailUnsubscribe from '../../functions/email-unsubscribe.mts';
import { call } from './helpers.ts';
import { createAccount, createListing, post, postToForm, visitor, removeFixtures } from './interactions-fixtures.ts';
import { ensureFormId } from '../../src/server/messages/contact-forms.ts';

afterAll(removeFixtures);

type Lead = { id: string; first_name: string; email: string; message: string; source: string; business_name: string };
const leadsOf = async (cookie: string) =>
  ((await call(inboxLeads, '/api/inbox/leads', { headers: { cookie } })).body as { leads: Lead[] }).leads;

let outbox = '';
beforeAll(() => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ms-mail-'));
  process.env.DATA_DIR = dataDir;
  process.env.URL = 'http://localhost:8888';
  delete process.env.SMTP_URL;
  resetEnvCache();
  outbox = path.join(dataDir, 'outbox');
});

/** The emails in the outbox addressed to one person, quoted-printable decoded. */
function mailTo(address: string): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'm').test(raw))
    .map((raw) =>
      raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16))),
    );
}

describe('leads', () => {
  it('reach the owner of the listing and nobody else', async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const alicesListing = await createListing(alice.id, 'Alice Bakery');
    const bobsListing = await createListing(bob.id, 'Bob Hardware');

    const sent = await post(
      'message',
      alicesListing.id,
      visitor({ firstName: 'Chloé', message: 'Do you bake gluten-free bread?' }),
    );
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({
      type: 'create-lead',
      message: expect.stringMatching(/^Thank you/),
      lead: { id: expect.any(String) },
    });
    await post('message', bobsListing.id, visitor({ message: 'Do you sell paint?' }));

    const alicesLeads = await leadsOf(alice.cookie);
    expect(alicesLeads.map((l) => l.message)).toEqual(['Do you bake gluten-free bread?']);
    expect(alicesLeads[0]).toMatchObject({ first_name: 'Chloé', source: 'listing', business_name: 'Alice Bakery' });
    expect((await leadsOf(bob.cookie)).map((l) => l.message)).toEqual(['Do you sell paint?']);
    expect(await leadsOf((await createAccount()).cookie)).toEqual([]);
    expect((await call(inboxLeads, '/api/inbox/leads')).status).toBe(401);
  });

  it("from a generated website: the form's opaque id reaches an account without a listing, and the sender is linked when signed in", async () => {
    const owner = await createAccount({ name: 'Site Only Cafe' });
    const signedIn = await createAccount();
    const formId = await ensureFormId(owner.id);
    expect(formId).not.toContain(owner.id.slice(0, 8));
    const { status } = await postToForm(formId, visitor({ message: 'Website contact form' }), {
      headers: { cookie: signedIn.cookie },
    });
    expect(status).toBe(201);
    // The account id itself names no business: it never appears in public pages, so it is no address.
    expect((await post('message', owner.id, visitor({ message: 'By account id' }))).status).toBe(404);
    expect((await postToForm('x'.repeat(22), visitor())).status).toBe(404);
    const leads = await leadsOf(owner.cookie);
    expect(leads[0]).toMatchObject({
      message: 'Website contact form',
      source: 'website',
      business_name: 'Site Only Cafe',
    });
    const [row] = await query<{ sender_id: string }>('SELECT sender_id FROM messages WHERE id = $1', [leads[0]!.id]);
    expect(row!.sender_id).toBe(signedIn.id);
  });

  it('refuses obvious spam without delivering it', async () => {
    const owner = await createAccount();
    const listing = await createListing(owner.id);
    const { status, body } = await post(
      'message',
      listing.id,
      visitor({ message: 'Buy followers now http://a.example.com http://b.example.com' }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ error: { code: 'spam' } });
    expect(await leadsOf(owner.cookie)).toEqual([]);
  });

  it('export as CSV, with formula-like cells defused', async () => {
    const owner = await createAccount();
    const listing = await createListing(owner.id, 'Csv Shop');
    await post(
      'message',
      listing.id,
      visitor({ firstName: '=HYPERLINK("x")', message: 'Line one\nLine "two", three' }),
    );
    const res = await call(inboxLeadsCsv, '/api/inbox/leads.csv', { headers: { cookie: owner.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="main-street-leads-/);
    const text = String(res.body);
    expect(text.split('\r\n')[0]).toBe('received_at,business,first_name,last_name,email,phone,source,message');
    expect(text).toContain(`Csv Shop,"'=HYPERLINK(""x"")",Tremblay,`);
    expect(text).toContain('"Line one\nLine ""two"", three"');
    expect((await call(inboxLeadsCsv, '/api/inbox/leads.csv')).status).toBe(401);
  });
});

describe('email notifications', () => {
  it('email the owner for each new lead with an unsubscribe link; after unsubscribing nothing more arrives', async () => {
    const owner = await createAccount();
    const listing = await createListing(owner.id, 'Mail Shop');
    await post('message', listing.id, visitor({ message: 'First question about opening hours' }));
    const mails = mailTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: New message for Mail Shop from Ada Tremblay$/m);
    expect(mails[0]).toContain('First question about opening hours');
    const link = mails[0]!.match(/http:\/\/localhost:8888\/email\/unsubscribe\/([0-9a-f-]{36})/);
    expect(link).not.toBeNull();
    expect(mails[0]).toMatch(new RegExp(`^List-Unsubscribe:\\s+<${link![0]}>$`, 'm'));
    const [recipient] = await query<{ email: string }>('SELECT email FROM email_recipients WHERE id = $1', [link![1]]);
    expect(recipient!.email).toBe(owner.email);

    // The /email/unsubscribe/{id} page posts the id to the unsubscribe function.
    const unsubscribed = await call(emailUnsubscribe, '/api/email/unsubscribe', {
      method: 'POST',
      json: { id: link![1] },
    });
    expect(unsubscribed.status).toBe(200);
    const again = await post('message', listing.id, visitor({ message: 'Second question' }));
    expect(again.status).toBe(201);
    expect(mailTo(owner.email)).toHaveLength(1);
    expect((await leadsOf(owner.cookie)).map((l) => l.message)).toContain('Second question');

    // Nor for an approved review.
    const admin = await createAccount({ role: 'admin' });
    const { body } = await post('review', listing.id, visitor({ rating: 4, message: 'Quiet owner, loud bread.' }));
    const approve = await call(adminModerate, '/api/admin/reviews/moderate', {
      method: 'POST',
      json: { review_id: (body as { review: { id: string } }).review.id, decision: 'approve' },
      headers: { cookie: admin.cookie },
    });
    expect(approve.status).toBe(200);
    expect(mailTo(owner.email)).toHaveLength(1);
  });

  it('email the owner once a review is approved (not while pending), and tell the author the outcome', async () => {
    const owner = await createAccount();
    const admin = await createAccount({ role: 'admin' });
    const listing = await createListing(owner.id, 'Review Shop');
    const author = visitor({ rating: 5, message: 'Wonderful croissants and a warm welcome.' });
    const { body } = await post('review', listing.id, author);
    expect(mailTo(owner.email)).toHaveLength(0);
    const id = (body as { review: { id: string } }).review.id;
    await call(adminModerate, '/api/admin/reviews/moderate', {
      method: 'POST',
      json: { review_id: id, decision: 'approve' },
      headers: { cookie: admin.cookie },
    });
    const mails = mailTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: New 5-star review for Review Shop$/m);
    expect(mails[0]).toContain('/email/unsubscribe/');
    const authorMail = mailTo(String(author.email));
    expect(authorMail).toHaveLength(1);
    expect(authorMail[0]).toContain(`/review-status/?id=${id}`);

    // Re-approving changes nothing and sends nothing.
    await call(adminModerate, '/api/admin/reviews/moderate', {
      method: 'POST',
      json: { review_id: id, decision: 'approve' },
      headers: { cookie: admin.cookie },
    });
    expect(mailTo(owner.email)).toHaveLength(1);
  });

  it('do not email anybody for an unclaimed listing (the lead is still kept)', async () => {
    const listing = await createListing(null);
    const before = mailTo('@').length;
    expect((await post('message', listing.id, visitor())).status).toBe(201);
    const [row] = await query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE listing_id = $1', [
      listing.id,
    ]);
    expect(row!.n).toBe(1);
    expect(mailTo('@').length).toBe(before);
  });
});
