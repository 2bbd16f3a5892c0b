// Issue 42: the claim page in French. A claim invitation in French (a Quebec listing nobody has claimed) links
// /fr/reclamer-fiche/, and so does the claim link 'Réclamer cette fiche' asks for; every refusal the claim
// functions answer reads in French on that page (claim-texts.ts), the ones naming a business by their code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { query } from '../../src/server/db/client.ts';
import claimLinkFn from '../../functions/business-listing-claim-link.mts';
import claimFn from '../../functions/business-listing-claim.mts';
import requestFn from '../../functions/business-listing-claim-request.mts';
import { CLAIM_TEXTS } from '../../src/features/listing-claim/claim-texts.ts';
import { call } from './helpers.ts';
import { mailTo, useTempOutbox } from './outbox.ts';
import { createAccount, createListing, post, removeFixtures, visitor } from './interactions-fixtures.ts';

let outbox: () => string;
beforeAll(() => {
  outbox = useTempOutbox();
});
afterAll(removeFixtures);

const fr = CLAIM_TEXTS.fr;
const inQuebec = async (name: string, email: string | null) => {
  const listing = await createListing(null, name);
  await query(`UPDATE listings SET email = $2, state_code = 'QC', city = 'Québec' WHERE id = $1`, [listing.id, email]);
  return listing;
};
const askLink = (listing: string, cookie?: string) =>
  call(claimLinkFn, '/api/business/listing/claim-link', {
    method: 'POST',
    json: { listing },
    headers: cookie ? { cookie } : {},
  });
/** The answer's error message as the French page shows it; it must not be the English one. */
const inFrench = (body: unknown) => {
  const error = (body as { error: { code: string; message: string; fields?: Record<string, string[]> } }).error;
  const english = Object.values(error.fields ?? {})[0]?.[0] ?? error.message;
  const said = fr.say(english, error.fields ? undefined : error.code);
  expect(said, english).not.toBe(english);
  return said;
};

describe('the French claim page (issue 42)', () => {
  it('is where a French claim invitation and a French claim link lead', async () => {
    const visited = await inQuebec('Boulangerie Test du Quartier', `boulangerie-${Date.now()}@example.ca`);
    const [row] = await query<{ email: string }>('SELECT email FROM listings WHERE id = $1', [visited.id]);
    await post('message', visited.id, visitor({ message: 'Avez-vous des croissants le dimanche?' }));
    const invitation = mailTo(outbox(), row!.email);
    expect(invitation).toHaveLength(1);
    expect(invitation[0]).toMatch(/\/fr\/reclamer-fiche\/#token=/);
    expect(invitation[0]).not.toMatch(/\/claim-listing\//);

    const asked = await inQuebec('Quincaillerie Test', `quincaillerie-${Date.now()}@example.ca`);
    const [askedRow] = await query<{ email: string }>('SELECT email FROM listings WHERE id = $1', [asked.id]);
    const owner = await createAccount();
    const sent = await askLink(asked.id, owner.cookie);
    expect(sent.status).toBe(200);
    expect(fr.linkSent('Quincaillerie Test', (sent.body as { sent: boolean }).sent)).toContain(
      'Nous avons envoyé un lien de réclamation pour Quincaillerie Test',
    );
    const link = mailTo(outbox(), askedRow!.email);
    expect(link).toHaveLength(1);
    const token = decodeURIComponent(/\/fr\/reclamer-fiche\/#token=([^\s"<]+)/.exec(link[0]!)![1]!);

    // The link claims it; what the page says then is built from the answer, in French.
    const claimed = await call(claimFn, '/api/business/listing/claim', {
      method: 'POST',
      json: { token },
      headers: { cookie: owner.cookie },
    });
    expect(claimed.status).toBe(200);
    const { business_name, waiting } = claimed.body as { business_name: string; waiting: number };
    expect(fr.claimed(business_name, waiting)).toBe(
      'Quincaillerie Test est maintenant votre fiche. Aucun message ne vous attendait.',
    );
  });

  it('reads every refusal of the claim functions in French', async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const withEmail = await inQuebec('Fromagerie Test', `fromagerie-${Date.now()}@example.ca`);
    const withoutEmail = await inQuebec('Cordonnerie Test', null);
    /** A reviewed claim request for `listing`, sent by `cookie`'s account. */
    const sendRequest = (cookie: string, listing: string, role = 'Owner', proof = '418-555-0101') =>
      call(requestFn, '/api/business/listing/claim-request', {
        method: 'POST',
        json: { listing, role_at_business: role, proof, lang: 'fr' },
        headers: { cookie },
      });
    const claimWith = (token: string) =>
      call(claimFn, '/api/business/listing/claim', {
        method: 'POST',
        json: { token },
        headers: { cookie: owner.cookie },
      });
    const said = [
      // Not signed in; an unknown listing; a broken link; a request with nothing in it.
      inFrench((await askLink(withEmail.id)).body),
      inFrench((await askLink('00000000-0000-4000-8000-000000000000', owner.cookie)).body),
      inFrench((await askLink('', owner.cookie)).body),
      inFrench((await claimWith('abc.1.xyz')).body),
      inFrench((await sendRequest(owner.cookie, withoutEmail.id, '', '')).body),
      // A listing with an email is not claimed by request; one without is not claimed by email.
      inFrench((await sendRequest(owner.cookie, withEmail.id)).body),
      inFrench((await askLink(withoutEmail.id, owner.cookie)).body),
    ];
    // A second request while the first waits; then, once the listing is someone's, the link is refused.
    expect((await sendRequest(other.cookie, withoutEmail.id)).status).toBe(201);
    said.push(inFrench((await sendRequest(other.cookie, withoutEmail.id)).body));
    await query('UPDATE listings SET owner_id = $2 WHERE id = $1', [withEmail.id, other.id]);
    said.push(inFrench((await askLink(withEmail.id, owner.cookie)).body));
    expect(said.join(' ')).not.toMatch(/\b(the|your|this|please)\b/i);
  });
});
