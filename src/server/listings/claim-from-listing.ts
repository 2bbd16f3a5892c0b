/**
 * Claiming a listing from the listing itself (issue 39). 'Claim this listing' leads here with the listing's id.
 * The proof of ownership stays the emailed link (claim.ts): when the directory has the business's email, a
 * signed-in owner asks for the link and it goes to that address, never to the asker; the listing is theirs once
 * they open it. The address is never shown. A listing without an email is claimed by a request an admin reviews
 * (claim-requests.ts).
 */
import { query } from '../db/client.ts';
import { HttpError } from '../http.ts';
import { notify } from '../mail/send.ts';
import { claimInvitationEmail } from '../mail/templates.ts';
import { listingLanguage } from '../mail/business-language.ts';
import { mailT } from '../mail/catalogue/mail-t.ts';
import { claimToken, claimUrl, takeInvitationSlot } from './claim.ts';
import type { SessionBusiness } from '../auth/session.ts';
import type { ListingClaimState, OwnClaimRequest } from '../../schemas/listing-claim.ts';

interface ListingRow extends Record<string, unknown> {
  business_name: string;
  owner_id: string | null;
  has_email: boolean;
  request: OwnClaimRequest | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * What the claim page shows for a listing: whose it is, or how it can be claimed by this visitor, with their own
 * latest reviewed request (the request's account is the session's, in the query: nobody reads another's).
 */
export async function describeListingClaim(
  listingId: string,
  business: SessionBusiness | undefined,
): Promise<ListingClaimState> {
  const [row] = await query<ListingRow>(
    `SELECT l.business_name, l.owner_id, (l.email IS NOT NULL) AS has_email,
       (SELECT json_build_object('state', r.state, 'refusal_reason', r.refusal_reason,
          'created_at', ${iso('r.created_at')}, 'decided_at', ${iso('r.decided_at')})
        FROM listing_claim_requests r WHERE r.listing_id = l.id AND r.business_id = $2
        ORDER BY r.created_at DESC LIMIT 1) AS request
     FROM listings l WHERE l.id = $1`,
    [listingId, business?.id ?? null],
  );
  if (!row) throw new HttpError(404, 'not_found', 'This listing does not exist. Find your business in the directory.');
  const [name, request] = [row.business_name, row.request];
  if (row.owner_id) return { state: row.owner_id === business?.id ? 'yours' : 'claimed', business_name: name, request };
  if (!row.has_email) return { state: business ? 'request' : 'request-sign-in', business_name: name, request };
  return { state: business ? 'email-link' : 'sign-in', business_name: name, request };
}

/**
 * Emails the claim link to the listing's own address, at most once per CLAIM_LINK_DAYS (a visitor's message may
 * have sent one already): `sent` false means a link went out recently and still works.
 */
export async function sendClaimLink(business: SessionBusiness, listingId: string): Promise<{ sent: boolean }> {
  const state = await describeListingClaim(listingId, business);
  if (state.state !== 'email-link') {
    throw new HttpError(409, 'not_claimable', `${state.business_name} cannot be claimed by email.`);
  }
  const due = await takeInvitationSlot(listingId);
  if (!due) return { sent: false };
  const lang = await listingLanguage(listingId);
  const url = claimUrl(claimToken(listingId, due.email), lang);
  const email = claimInvitationEmail(
    { businessName: due.business_name, claimUrl: url, messageCount: 0, asked: true },
    lang,
  );
  const sent = await notify(due.email, email, mailT(lang, 'why.claim'));
  if (sent?.sent) return { sent: true };
  await query('UPDATE listings SET claim_invited_at = NULL WHERE id = $1', [listingId]);
  throw new HttpError(503, 'mail_failed', 'The email could not be sent. Please try again in a few minutes.');
}
